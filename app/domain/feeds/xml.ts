import { XMLBuilder } from 'fast-xml-parser';

/**
 * The one place the feeds become XML, through fast-xml-parser's builder (a maintained library the camt.053
 * import already uses): it escapes `&`, `<`, `>` and quotes in text and attributes. What it does not do is drop
 * the characters XML 1.0 forbids (controls other than tab and newlines, lone surrogates, U+FFFE/U+FFFF), which a
 * description pasted from elsewhere can carry: `xmlText` does, for every text the mappings put in a feed.
 *
 * A node is a plain object: `{ element: 'text' }`, `{ element: { '@_attribute': 'value', '#text': 'text' } }`,
 * `{ element: [child, child] }` for repeated elements; null and undefined elements are left out.
 */
export type XmlValue = string | number | XmlElement | XmlValue[] | null | undefined;
export interface XmlElement {
  [name: string]: XmlValue;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
});

/** Whether XML 1.0 can hold the code point: tab, newlines, and the ranges its `Char` production allows. */
const allowed = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** A text with the characters XML 1.0 cannot hold removed. */
export function xmlText(text: string): string {
  let kept = '';
  // By code point: a pair of surrogates is one character, a lone one (never allowed) its own.
  for (const char of text) if (allowed(char.codePointAt(0)!)) kept += char;
  return kept;
}

/** Drops null and undefined members, so the builder never writes them. */
function pruned(value: XmlValue): XmlValue {
  if (Array.isArray(value)) return value.map(pruned);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null && child !== undefined)
      .map(([name, child]) => [name, pruned(child)]),
  );
}

/** A whole document: the declaration, then `root`. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(pruned(root)) as string}`;
}
