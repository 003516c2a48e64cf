import { Marked } from 'marked';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

/**
 * Blog posts are written in Markdown by staff (SPEC §2: 'Markdown allowed'). They are rendered on the
 * server only: `marked` turns Markdown into HTML, then `sanitize-html` keeps a strict allow-list of
 * tags, attributes and URL schemes, so whatever the author (or an attacker with an admin session)
 * writes — raw HTML included — cannot run script in a visitor's browser.
 *
 * Why both libraries: marked deliberately does not sanitise (its docs say so); sanitize-html works on
 * a real HTML parser (htmlparser2), decodes entities before checking schemes and strips control
 * characters and whitespace inside `href`, which defeats `&#106;avascript:` and `java\nscript:` tricks.
 */

/** One private instance, so no other module's `marked.use()` can change how posts render. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Absolute http(s) URLs leave the site; they get rel="noopener noreferrer". */
const EXTERNAL = /^https?:\/\//i;

const SANITIZE_OPTIONS: IOptions = {
  // prettier-ignore
  allowedTags: [
    'p', 'br', 'hr',
    'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'del', 's', 'sub', 'sup', 'mark', 'small',
    'blockquote', 'code', 'pre',
    'ul', 'ol', 'li',
    'a', 'img',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  // No `style`, no `class` (except code languages), no `on*` handlers: anything not listed is dropped.
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedClasses: { code: ['language-*'] },
  // Links: web, e-mail, phone, or relative. Images: relative or https only. Never javascript:, data:,
  // vbscript:, file: … and never protocol-relative (`//evil.example`).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // script, style, textarea, option… are dropped together with their content, not just unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page title is the only h1; a '# Heading' in a post becomes the next level down.
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _authorRel, ...rest } = attribs;
      const href = rest.href?.trim() ?? '';
      return { tagName, attribs: EXTERNAL.test(href) ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' },
    }),
  },
  // An image whose source was refused is dropped entirely rather than left as a broken <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Markdown → sanitised HTML, safe to put into the page with dangerouslySetInnerHTML. */
export function renderMarkdown(md: string): string {
  const html = markdown.parse(md ?? '') as string;
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
