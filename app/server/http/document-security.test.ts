import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, mapTileHosts } from './document-security.server';

const hashes = (html: string, inserted?: string[]) => inlineScriptHashes(Buffer.from(html, 'utf8'), inserted);
const hashOf = (source: string) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of every inline script, and of the scripts the page inserts later', () => {
    const html = [
      '<head><script>document.documentElement.classList.add("dark")</script>',
      '<script type="application/ld+json">{"@type":"Place"}</script></head>',
      '<body><script src="/assets/x.js"></script><script>window.ctx = {"title":"Villa — été"};</script>',
      '<script>\n  window.two = 2;\n</script></body>',
    ].join('');
    expect(hashes(html, ['import("/assets/entry.js");'])).toEqual([
      hashOf('document.documentElement.classList.add("dark")'),
      hashOf('{"@type":"Place"}'),
      hashOf('window.ctx = {"title":"Villa — été"};'),
      hashOf('\n  window.two = 2;\n'),
      hashOf('import("/assets/entry.js");'),
    ]);
  });

  it('hashes a script’s text as the browser does, its UTF-8 bytes, whatever its alphabet', () => {
    const html = '<p>Été à Gustavia</p><script>window.ctx = {"title":"Villa — été 🌴"};</script>';
    const inserted = 'import("/assets/entrée.js");';
    expect(hashes(html, [inserted])).toEqual([hashOf('window.ctx = {"title":"Villa — été 🌴"};'), hashOf(inserted)]);
  });

  it('names each script once, and nothing for a document without inline scripts', () => {
    expect(hashes('<script>a()</script><p></p><script>a()</script>')).toEqual([hashOf('a()')]);
    expect(hashes('<p>No scripts</p><script src="/a.js"></script><script type="module" src="/b.js"></script>')).toEqual(
      [],
    );
  });

  it('reads only script elements, to their first closing tag', () => {
    expect(hashes('<scripts>x</scripts><script-box>y</script-box><script\n>z()</script></script>')).toEqual([
      hashOf('z()'),
    ]);
    expect(hashes('<script>never closed')).toEqual([]);
  });
});

describe('mapTileHosts', () => {
  const detail = Buffer.from('<section><div data-explore-area="" class="mt-4"></div></section>');
  it('lets the pages that may open the interactive map read tiles from the tile host', () => {
    expect(mapTileHosts(detail, 'https://tiles.example.com/islands.pmtiles')).toEqual(['https://tiles.example.com']);
  });
  it('adds nothing for tiles on this site, on other pages, or without tiles', () => {
    expect(mapTileHosts(detail, '/tiles/islands.pmtiles')).toEqual([]);
    expect(mapTileHosts(Buffer.from('<p>Contact</p>'), 'https://tiles.example.com/islands.pmtiles')).toEqual([]);
    expect(mapTileHosts(detail, undefined)).toEqual([]);
  });
});
