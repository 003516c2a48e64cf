/**
 * Only a path on this site may be a redirect target: '/admin?x=1' yes; 'https://evil.example', '//evil',
 * '/\\evil' and anything not starting with one slash no.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target) return fallback;
  const value = target.trim();
  const hasControlCharacter = [...value].some((ch) => ch.charCodeAt(0) < 0x20);
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter) return fallback;
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
