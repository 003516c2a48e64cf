import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server';

/**
 * The elements of the output with their attributes. sanitize-html always writes attributes as
 * name="value" with quotes escaped as &quot;, so this reads its output the way a browser would:
 * text inside an attribute value (e.g. a title mentioning "onmouseover=") is not an attribute.
 */
function elements(html: string): Array<{ tag: string; attrs: Record<string, string> }> {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    tag: m[1]!.toLowerCase(),
    attrs: Object.fromEntries(
      [...m[2]!.matchAll(/\s+([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!.toLowerCase(), decode(a[2] ?? '')]),
    ),
  }));
}
const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const hrefs = (html: string) => elements(html).flatMap((e) => (e.attrs.href !== undefined ? [e.attrs.href] : []));
const srcs = (html: string) => elements(html).flatMap((e) => (e.attrs.src !== undefined ? [e.attrs.src] : []));

// prettier-ignore
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'del', 's', 'sub', 'sup', 'mark', 'small',
  'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'start',
  'align',
  'class',
]);

/** Nothing in the output may be able to run script, whatever the input. */
function expectInert(html: string) {
  // Every '<' that starts markup must be one of the parsed, allowed elements (or a closing tag).
  const opening = html.match(/<[a-zA-Z!?]/g) ?? [];
  const parsed = elements(html);
  expect(parsed).toHaveLength(opening.length);
  for (const { tag, attrs } of parsed) {
    expect(ALLOWED_TAGS, `tag <${tag}>`).toContain(tag);
    for (const [name, value] of Object.entries(attrs)) {
      expect(ALLOWED_ATTRIBUTES, `attribute ${name} on <${tag}>`).toContain(name);
      if (name === 'class') expect(value).toMatch(/^language-[\w-]+$/);
    }
  }
  for (const url of [...hrefs(html), ...srcs(html)]) {
    // Browsers ignore whitespace and control characters inside a scheme; so does this check.
    const squashed = [...url]
      .filter((c) => c.charCodeAt(0) > 0x20)
      .join('')
      .toLowerCase();
    expect(squashed).not.toMatch(/^(javascript|vbscript|data|file):/);
    expect(squashed.startsWith('//')).toBe(false);
  }
  for (const src of srcs(html)) expect(src).toMatch(/^(https:\/\/|\/|[^:]*$)/i);
}

const XSS_CORPUS: Array<[string, string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag, mixed case', '<ScRiPt>alert(1)</sCrIpT>'],
  ['script tag with src', '<script src="https://evil.example/x.js"></script>'],
  ['script inside a paragraph', 'Hello <script>alert(document.cookie)</script> world'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror, quoted', '<img src="https://example.com/a.png" onerror="alert(1)">'],
  ['img onerror without src', '<img onerror="alert(1)">'],
  ['a javascript href', '<a href="javascript:alert(1)">click</a>'],
  ['a JaVaScRiPt href', '<a href="JaVaScRiPt:alert(1)">click</a>'],
  [
    'a javascript href with decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  ],
  ['a javascript href with hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;alert(1)">click</a>'],
  ['a javascript href with named entity colon', '<a href="javascript&colon;alert(1)">click</a>'],
  ['a javascript href with a tab', '<a href="jav\tascript:alert(1)">click</a>'],
  ['a javascript href with a newline entity', '<a href="jav&#x0A;ascript:alert(1)">click</a>'],
  ['a javascript href with leading spaces', '<a href="   javascript:alert(1)">click</a>'],
  ['a javascript href with a leading control character', '<a href="\u0001javascript:alert(1)">click</a>'],
  ['a vbscript href', '<a href="vbscript:msgbox(1)">click</a>'],
  ['a data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
  ['a protocol-relative href', '<a href="//evil.example">click</a>'],
  ['a with onclick', '<a href="https://example.com" onclick="alert(1)">click</a>'],
  ['a with onmouseover, unquoted', '<a href=https://example.com onmouseover=alert(1)>x</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="javascript:alert(1)">'],
  ['img data: URL', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">'],
  ['img javascript src', '<img src="javascript:alert(1)" alt="x">'],
  ['img http (not https) src', '<img src="http://insecure.example/a.png" alt="x">'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">styled</p>'],
  ['style attribute with expression', '<div style="width: expression(alert(1))">x</div>'],
  ['style tag', '<style>body { display: none }</style>'],
  ['form with formaction', '<form><button formaction="javascript:alert(1)">x</button></form>'],
  ['input autofocus onfocus', '<input autofocus onfocus="alert(1)">'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['body onload', '<body onload="alert(1)">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['math href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ['broken markup', '<<script>alert(1);//<</script>'],
  ['unclosed attribute', '<img src="x" onerror="alert(1)'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['markdown link to javascript', '[x](javascript:alert(1))'],
  ['markdown link to JaVaScRiPt', '[x](JaVaScRiPt:alert(1))'],
  ['markdown link with entity', '[x](&#106;avascript:alert(1))'],
  ['markdown link with encoded colon', '[x](javascript&#58;alert(1))'],
  ['markdown link in angle brackets with space', '[x](<java script:alert(1)>)'],
  ['markdown link to data:', '[x](data:text/html,<script>alert(1)</script>)'],
  ['markdown link to vbscript', '[x](vbscript:msgbox(1))'],
  ['markdown reference link to javascript', '[x][ref]\n\n[ref]: javascript:alert(1)'],
  ['markdown autolink javascript', '<javascript:alert(1)>'],
  ['markdown image to javascript', '![x](javascript:alert(1))'],
  ['markdown image to data:', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['markdown image with onerror in title', '![x](https://example.com/a.png "\\" onerror=\\"alert(1))'],
  ['markdown link title breaking out', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['html inside markdown list', '- item <img src=x onerror=alert(1)>\n- <script>alert(2)</script>'],
  ['html inside a blockquote', '> <a href="javascript:alert(1)">quote</a>'],
];

describe('renderMarkdown sanitisation', () => {
  it.each(XSS_CORPUS)('neutralises %s', (_name, input) => {
    expectInert(renderMarkdown(input));
  });

  it('drops script content entirely rather than showing it as text', () => {
    const html = renderMarkdown('Before <script>alert("boom")</script> after');
    expect(html).not.toContain('alert');
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('keeps the link text but removes a javascript: href', () => {
    const html = renderMarkdown('[Click me](javascript:alert(1))');
    expect(html).toContain('Click me');
    expect(hrefs(html)).toEqual([]);
  });

  it('removes an image whose source is not allowed instead of leaving a broken one', () => {
    expect(renderMarkdown('![x](data:image/png;base64,AAAA)')).not.toContain('<img');
    expect(renderMarkdown('![x](http://insecure.example/a.png)')).not.toContain('<img');
    expect(renderMarkdown('<img src=x onerror=alert(1)>')).toContain('<img src="x"');
  });

  it('keeps relative and https images', () => {
    const html = renderMarkdown('![A cove](/images/demo/cove.webp)\n\n![Remote](https://cdn.example.com/a.jpg)');
    expect(srcs(html)).toEqual(['/images/demo/cove.webp', 'https://cdn.example.com/a.jpg']);
    expect(html).toContain('alt="A cove"');
    expect(html).toContain('loading="lazy"');
  });

  it('allows http, https, mailto, tel and relative links', () => {
    const html = renderMarkdown(
      '[a](https://example.com) [b](http://example.com) [c](mailto:info@example.com) [d](tel:+590590000000) [e](/properties) [f](#top) [g](properties?island=Sint%20Maarten)',
    );
    expect(hrefs(html)).toEqual([
      'https://example.com',
      'http://example.com',
      'mailto:info@example.com',
      'tel:+590590000000',
      '/properties',
      '#top',
      'properties?island=Sint%20Maarten',
    ]);
  });

  it('adds rel="noopener noreferrer" to external links only, overriding an author rel', () => {
    const external = renderMarkdown('<a href="https://example.com" rel="opener">x</a>');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(external).not.toContain('opener"');
    expect(renderMarkdown('[x](/contact)')).not.toContain('rel=');
    expect(renderMarkdown('[x](mailto:a@b.c)')).not.toContain('rel=');
  });

  it('strips style and class attributes but keeps code language classes', () => {
    const html = renderMarkdown('<p class="x" style="color:red">p</p>\n\n```ts\nconst a = 1;\n```');
    expect(html).toContain('<p>p</p>');
    expect(html).toContain('class="language-ts"');
  });
});

describe('renderMarkdown formatting', () => {
  it('renders headings, demoting h1 so the page title stays the only h1', () => {
    const html = renderMarkdown('# Title\n\n## Section\n\n### Sub');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).not.toContain('<h1');
  });

  it('splits paragraphs at blank lines and keeps single newlines in one paragraph', () => {
    const html = renderMarkdown('First line\nstill first.\n\nSecond paragraph.\n\n\nThird.');
    expect(html.match(/<p>/g)).toHaveLength(3);
    expect(html).toContain('<p>First line\nstill first.</p>');
  });

  it('renders emphasis, strong, strikethrough and inline code', () => {
    const html = renderMarkdown('*em* _em2_ **strong** ~~gone~~ `code`');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<em>em2</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<code>code</code>');
  });

  it('renders unordered and ordered lists', () => {
    const html = renderMarkdown('- one\n- two\n\n3. three\n4. four');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol start="3">\s*<li>three<\/li>\s*<li>four<\/li>\s*<\/ol>/);
  });

  it('renders links, blockquotes, rules and tables', () => {
    const html = renderMarkdown(
      'See [our listings](/properties).\n\n> Quiet luxury.\n\n---\n\n| Island | Tax |\n| --- | ---: |\n| Sint Maarten | 0% |',
    );
    expect(html).toContain('<a href="/properties">our listings</a>');
    expect(html).toMatch(/<blockquote>\s*<p>Quiet luxury.<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<hr />');
    expect(html).toContain('<table>');
    expect(html).toContain('<td align="right">0%</td>');
  });

  it('escapes text that only looks like markup', () => {
    expect(renderMarkdown('5 < 6 & 7 > 3')).toBe('<p>5 &lt; 6 &amp; 7 &gt; 3</p>\n');
  });

  it('returns an empty string for empty content', () => {
    expect(renderMarkdown('')).toBe('');
  });
});
