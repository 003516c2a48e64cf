/**
 * The two rules that keep what a visitor typed from becoming part of an e-mail's structure:
 * - in HTML every value is escaped (`escapeHtml`), so `<script>` arrives as text;
 * - in a header (a subject, a display name) every line break and control character becomes a space
 *   (`headerText`), so `Ada\r\nBcc: evil@example.com` stays one harmless line. Nodemailer encodes what is
 *   left; this removes what no encoding should ever have to carry.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

/** Control characters (C0, DEL, C1) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** One line of header text: breaks and control characters become spaces, runs of spaces one, cut at `max`. */
export function headerText(value: string, max = 150): string {
  const line = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A plain address fit for a header on its own: one address, no display name, no separators or breaks. */
export function isPlainAddress(value: string): boolean {
  return /^[^\s@<>,;"()[\]\\]+@[^\s@<>,;"()[\]\\]+\.[^\s@<>,;"()[\]\\]+$/.test(value) && value.length <= 320;
}

/** Text as paragraphs of HTML: blank lines separate them, single breaks become <br>. Escaped. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => escapeHtml(part).replace(/\n/g, '<br>'));
}

/** Plain text quoted as in a reply ('> ' before every line). */
export function quoted(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
