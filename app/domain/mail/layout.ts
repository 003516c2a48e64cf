import { SITE_NAME } from '#app/domain/constants';
import { escapeHtml } from './escape';

/**
 * The branded frame of every HTML e-mail: the house's ink, sand and brass on a calm card, a serif for the
 * heading, tables for layout (what every mail client renders the same), colours set inline for clients
 * that drop <style>, and a dark palette for those that follow the reader's dark mode
 * (`prefers-color-scheme`, Outlook.com's `[data-ogsc]`). Contrast is AA or better in both palettes.
 *
 * Every argument here is HTML already: the templates escape what they put in it.
 */

const LIGHT = {
  page: '#faf7f2',
  card: '#ffffff',
  line: '#e7ddcd',
  text: '#131b24',
  muted: '#4d5866',
  accent: '#7d5e2a',
  quote: '#f2ece2',
};

const DARK = {
  page: '#0b1118',
  card: '#131b24',
  line: '#33404e',
  text: '#e3e7ec',
  muted: '#a7b0bb',
  accent: '#d5b274',
  quote: '#1e2833',
};

export const MAIL_FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif";
const DISPLAY_FONT = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";

const darkRules = (prefix: string) => `
${prefix}.ie-page { background-color: ${DARK.page} !important; }
${prefix}.ie-card { background-color: ${DARK.card} !important; border-color: ${DARK.line} !important; }
${prefix}.ie-text { color: ${DARK.text} !important; }
${prefix}.ie-muted { color: ${DARK.muted} !important; }
${prefix}.ie-accent { color: ${DARK.accent} !important; }
${prefix}.ie-rule { border-color: ${DARK.line} !important; }
${prefix}.ie-quote { background-color: ${DARK.quote} !important; border-color: ${DARK.accent} !important; color: ${DARK.text} !important; }
${prefix}a.ie-link { color: ${DARK.accent} !important; }`;

/** Inline styles of the pieces the templates use. */
export const MAIL_STYLE = {
  paragraph: `margin:0 0 16px;font-family:${MAIL_FONT};font-size:16px;line-height:1.6;color:${LIGHT.text};`,
  small: `margin:0 0 8px;font-family:${MAIL_FONT};font-size:13px;line-height:1.5;color:${LIGHT.muted};`,
  label: `padding:6px 16px 6px 0;font-family:${MAIL_FONT};font-size:12px;letter-spacing:0.08em;text-transform:uppercase;color:${LIGHT.muted};vertical-align:top;white-space:nowrap;`,
  value: `padding:6px 0;font-family:${MAIL_FONT};font-size:15px;line-height:1.5;color:${LIGHT.text};vertical-align:top;word-break:break-word;`,
  link: `color:${LIGHT.accent};text-decoration:underline;`,
  quote: `margin:0 0 20px;padding:14px 18px;background-color:${LIGHT.quote};border-left:3px solid ${LIGHT.accent};font-family:${MAIL_FONT};font-size:15px;line-height:1.6;color:${LIGHT.text};white-space:pre-wrap;word-break:break-word;`,
  subheading: `margin:24px 0 10px;font-family:${MAIL_FONT};font-size:12px;letter-spacing:0.16em;text-transform:uppercase;color:${LIGHT.accent};`,
  button: `display:inline-block;padding:12px 22px;border:1px solid ${LIGHT.accent};border-radius:2px;font-family:${MAIL_FONT};font-size:14px;letter-spacing:0.06em;color:${LIGHT.accent};text-decoration:none;`,
};

/** A link; `href` and `label` are raw text (escaped here). */
export function linkHtml(href: string, label: string, style = MAIL_STYLE.link): string {
  return `<a class="ie-link" href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;
}

/** Label–value rows; values are HTML. */
export function factsHtml(rows: readonly (readonly [label: string, valueHtml: string])[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><td class="ie-muted" style="${MAIL_STYLE.label}">${escapeHtml(label)}</td><td class="ie-text" style="${MAIL_STYLE.value}">${value}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">${body}</table>`;
}

/** A paragraph; `html` is HTML already. */
export function paragraphHtml(html: string, tone: 'text' | 'muted' = 'text'): string {
  return tone === 'text'
    ? `<p class="ie-text" style="${MAIL_STYLE.paragraph}">${html}</p>`
    : `<p class="ie-muted" style="${MAIL_STYLE.small}">${html}</p>`;
}

export function subheadingHtml(text: string): string {
  return `<h2 class="ie-accent" style="${MAIL_STYLE.subheading}">${escapeHtml(text)}</h2>`;
}

/** Text quoted in a tinted box, line breaks kept; `text` is raw (escaped here). */
export function quoteHtml(text: string): string {
  return `<div class="ie-quote" style="${MAIL_STYLE.quote}">${escapeHtml(text.replace(/\r\n?/g, '\n'))}</div>`;
}

export interface LayoutParts {
  /** The reader's language (`<html lang>`); English by default. */
  lang?: string;
  /** The document's title: the subject (raw text). */
  title: string;
  /** The line mail clients show after the subject in the list (raw text). */
  preheader: string;
  /** A small caps line above the heading (raw text). */
  eyebrow: string;
  /** The heading (raw text). */
  heading: string;
  /** The card's content (HTML). */
  content: string;
  /** Under the card (HTML). */
  footer: string;
}

export function mailLayout(parts: LayoutParts): string {
  return `<!doctype html>
<html lang="${escapeHtml(parts.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(parts.title)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; -webkit-text-size-adjust: 100%; }
@media (prefers-color-scheme: dark) {${darkRules('')}
}${darkRules('[data-ogsc] ')}
</style>
</head>
<body class="ie-page" style="margin:0;padding:0;background-color:${LIGHT.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(parts.preheader)}</div>
<table role="presentation" class="ie-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${LIGHT.page};">
<tr><td align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
<tr><td class="ie-text" style="padding:0 8px 20px;font-family:${DISPLAY_FONT};font-size:22px;letter-spacing:0.2em;text-transform:uppercase;color:${LIGHT.text};">${escapeHtml(SITE_NAME)}</td></tr>
<tr><td class="ie-card" style="padding:32px 28px;background-color:${LIGHT.card};border:1px solid ${LIGHT.line};border-radius:4px;">
<p class="ie-accent" style="margin:0 0 8px;font-family:${MAIL_FONT};font-size:12px;letter-spacing:0.2em;text-transform:uppercase;color:${LIGHT.accent};">${escapeHtml(parts.eyebrow)}</p>
<h1 class="ie-text" style="margin:0 0 24px;font-family:${DISPLAY_FONT};font-size:30px;line-height:1.2;font-weight:500;color:${LIGHT.text};">${escapeHtml(parts.heading)}</h1>
${parts.content}
</td></tr>
<tr><td class="ie-muted" style="padding:20px 8px 0;font-family:${MAIL_FONT};font-size:12px;line-height:1.6;color:${LIGHT.muted};">${parts.footer}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
