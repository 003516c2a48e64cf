/**
 * The public pages `npm run lighthouse` measures: one of each page type a visitor can open, in English and in
 * French. Not measured: the back office and the sign-in pages (staff and homeowners, not visitors), the pages
 * behind a private link (a listing shared with one recipient, a guest's booking receipt, a vendor's tasks, a
 * saved search's page: each needs a secret the demo content does not hold; their tokens are stored only as
 * digests, decision 019), and files (PDFs, iCal, feeds).
 */

export interface LighthousePage {
  /** A short name for `--pages` and the table, e.g. `property` (the French twin is `fr/property`). */
  name: string;
  /** The address on the site, e.g. `/fr/properties/…`. */
  path: string;
  /** A Cookie header the visitor brings (saved homes and the comparison read theirs from a cookie). */
  cookie?: string;
  /**
   * The page asks search engines not to index it (a visitor's own saved homes, a stay's request form), so
   * Lighthouse's `is-crawlable` fails by design: its SEO is scored without that audit.
   */
  noindex?: true;
}

const PROPERTY = '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01';
const OTHER_PROPERTIES = ['3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f04', '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f06'];
const RENTAL = '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01';
const POST = 'buying-property-in-st-barth-as-a-foreigner';

/** A visitor who saved three homes and a villa and compares three homes (the favourites' and compare cookies). */
const SAVED_COOKIE = [
  `favourites=${[PROPERTY, ...OTHER_PROPERTIES].map((id) => `p:${id}`).join('.')}.r:${RENTAL}`,
  `compare=${[PROPERTY, ...OTHER_PROPERTIES].join('.')}`,
].join('; ');

/** A week's stay for two, four months from `today` (the booking request page needs dates). */
function stayQuery(today: Date): string {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `?checkIn=${day(120)}&checkOut=${day(127)}&guests=2`;
}

/** Every page type in English, in the order of the route table. */
export function englishPages(today = new Date()): LighthousePage[] {
  return [
    { name: 'home', path: '/' },
    { name: 'properties', path: '/properties' },
    { name: 'property', path: `/properties/${PROPERTY}` },
    { name: 'rentals', path: '/rentals' },
    { name: 'rental', path: `/rentals/${RENTAL}` },
    { name: 'booking-request', path: `/rentals/${RENTAL}/request${stayQuery(today)}`, noindex: true },
    { name: 'property-management', path: '/property-management' },
    { name: 'investment', path: '/investment' },
    { name: 'blog', path: '/blog' },
    { name: 'post', path: `/blog/${POST}` },
    { name: 'contact', path: '/contact' },
    { name: 'privacy', path: '/privacy' },
    { name: 'legal', path: '/legal' },
    { name: 'saved', path: '/saved', cookie: SAVED_COOKIE, noindex: true },
    { name: 'compare', path: '/saved?view=compare', cookie: SAVED_COOKIE, noindex: true },
  ];
}

/** The French twin of a page: the same address under /fr. */
export const frenchPage = (page: LighthousePage): LighthousePage => ({
  ...page,
  name: `fr/${page.name}`,
  path: page.path === '/' ? '/fr/' : `/fr${page.path}`,
});

/** Each English page followed by its French twin, so the two languages always run at the same speed of the machine. */
export const allPages = (today = new Date()): LighthousePage[] =>
  englishPages(today).flatMap((page) => [page, frenchPage(page)]);
