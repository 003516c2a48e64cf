const BASE = 'http://local.invalid';

/** C0 controls, space, DEL and C1 controls, and Unicode's other spaces and invisible marks. */
const isControlOrSpace = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0) || /[\p{Zs}\p{Zl}\p{Zp}\p{Cf}]/u.test(ch);
};

/** A path a browser resolves on this site: one leading slash, not `//` or `/\` (both name another host). */
const isSitePath = (path: string) => /^\/(?![/\\])/.test(path);

/**
 * The one function that decides every redirect target taken from a request (`redirectTo` of the sign-in and the
 * saved listings, and any later one): only a path on this site, otherwise `fallback`. '/admin?x=1' yes;
 * 'https://evil.example', '//evil', '/\\evil' no — and neither '/.//evil', '/%2e//evil' nor '/a/..//evil', which
 * are paths as written but become '//evil' once dot segments are resolved, as the browser resolves them. So the
 * target is normalised the way a browser reads a Location header (WHATWG URL), and the normalised path is what
 * is checked and returned: what passed the check is exactly what is sent.
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string' || !target) return fallback;
  // Control characters (tabs and newlines, which the URL parser would silently drop) and other spaces: refused.
  if ([...target].some(isControlOrSpace)) return fallback;
  if (!isSitePath(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isSitePath(path)) return fallback;
  // Read again as a browser would read the answer: it must stay here, as the same path.
  try {
    const again = new URL(path, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return fallback;
  } catch {
    return fallback;
  }
  return path;
}
