/**
 * One address of every public page type, English first, for the tests that walk all of them (the cookie
 * allowlist: tests/integration/cookies.test.ts and tests/e2e/cookies.spec.ts). `fr` adds each French twin.
 */
export function publicPagePaths(
  listing: { property: string; rental: string; post: string },
  { fr }: { fr: boolean } = { fr: true },
): string[] {
  const english = [
    '/',
    '/properties',
    '/rentals',
    `/properties/${listing.property}`,
    `/rentals/${listing.rental}`,
    '/blog',
    `/blog/${listing.post}`,
    '/contact',
    '/investment',
    '/property-management',
    '/privacy',
    '/legal',
    '/saved',
  ];
  return fr ? english.flatMap((path) => [path, path === '/' ? '/fr/' : `/fr${path}`]) : english;
}
