/** Text helpers shared by server and browser. */

/** The first `length` characters followed by '...' when the text is longer (SPEC §9: blog excerpt 200). */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** Plain text of Markdown, for excerpts and meta descriptions. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A plain-text summary of at most `length` characters, cut at a word boundary. */
export function excerpt(text: string, length: number): string {
  const plain = markdownToPlainText(text);
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length);
  const atBoundary = /\s/.test(plain.charAt(length));
  const words = atBoundary ? cut : cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2));
  return `${words.trimEnd()}…`;
}

/** Slug of SPEC §4: lowercase, punctuation removed, whitespace runs become hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
