/**
 * Hydration starts once the page has loaded. Every page works as plain HTML (links, GET filters, POST
 * forms), so React and React Router (about 115 KB of JavaScript) need not compete with the stylesheet,
 * the fonts and the hero image for a phone's bandwidth. React Router's module preloads and its module
 * script are taken out of the document and started once the page has loaded and painted (the `load` event,
 * then the first paint the browser reports, then the next frame: Chrome may hold the first paint for a
 * preloaded font until after `load`), or at once on the visitor's first interaction (pointer, touch, key or
 * focus), whichever comes first.
 */

const MODULE_PRELOAD = '<link rel="modulepreload" href="';
const MODULE_SCRIPT_MARK = ' type="module" async="">';
const SCRIPT_END = '</script>';

/** A value as a JavaScript literal that is safe inside an inline script element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The classic inline script that adds the preloads and the module script when the time comes. */
function starter(preloads: string[], code: string): string {
  const start = [
    '(function(){var started=false;',
    'function start(){if(started)return;started=true;',
    `${scriptLiteral(preloads)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l)});`,
    `var s=document.createElement('script');s.type='module';s.textContent=${scriptLiteral(code)};document.body.appendChild(s)}`,
    'function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}',
    // After the first paint the browser reports (Chrome may paint only after load, waiting for a font).
    'function afterPaint(){var P=window.PerformanceObserver;',
    "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')===-1||performance.getEntriesByType('paint').length){nextFrame();return}",
    "new P(function(list,observer){observer.disconnect();nextFrame()}).observe({type:'paint',buffered:true})}",
    "if(document.readyState==='complete'){afterPaint();return}",
    "addEventListener('load',afterPaint);",
    "['pointerdown','touchstart','keydown','focusin'].forEach(function(type){addEventListener(type,start,{capture:true,passive:true})})",
    '})()',
  ].join('');
  return `<script>${start}</script>`;
}

export interface DeferredDocument {
  /** The document's UTF-8 bytes. */
  body: Buffer<ArrayBuffer>;
  /** Inline scripts the document inserts itself later (the Content-Security-Policy must allow them too). */
  insertedScripts: string[];
}

/**
 * The module preloads of a document's head, as [start, end) byte ranges and their addresses (React 19 hoists
 * them into <head>, each a `<link rel="modulepreload" href="…"/>`).
 */
function modulePreloads(html: Buffer, before: number): { ranges: [number, number][]; hrefs: string[] } {
  const ranges: [number, number][] = [];
  const hrefs: string[] = [];
  for (let at = html.indexOf(MODULE_PRELOAD); at !== -1 && at < before; at = html.indexOf(MODULE_PRELOAD, at + 1)) {
    const hrefStart = at + MODULE_PRELOAD.length;
    const hrefEnd = html.indexOf('"', hrefStart);
    const end = html.indexOf('/>', hrefEnd);
    if (hrefEnd === -1 || end === -1) break;
    ranges.push([at, end + 2]);
    hrefs.push(html.toString('utf8', hrefStart, hrefEnd).replaceAll('&amp;', '&'));
  }
  return { ranges, hrefs };
}

/**
 * Rewrites a rendered document (its UTF-8 bytes) so that it hydrates after load. A document without exactly one
 * React Router module script (a shape this version does not know) is returned as it is: it then hydrates at
 * once, as React Router renders it. `morePreloads`: modules the page's route modules import at once that React
 * Router does not list (each page's texts chunk).
 *
 * It works on the bytes, with byte searches for ASCII markup (which no UTF-8 sequence contains): this runs on
 * every rendered page, and a document read into a string of over 128 KB (a staff list) costs V8 about a
 * millisecond to allocate, where the searches cost a few microseconds.
 */
export function deferHydration(html: Buffer<ArrayBuffer>, morePreloads: readonly string[] = []): DeferredDocument {
  const mark = html.indexOf(MODULE_SCRIPT_MARK);
  if (mark === -1 || html.includes(MODULE_SCRIPT_MARK, mark + 1)) return { body: html, insertedScripts: [] };
  const start = html.lastIndexOf('<script', mark);
  const end = html.indexOf(SCRIPT_END, mark);
  if (start === -1 || end === -1 || start + '<script'.length !== mark) return { body: html, insertedScripts: [] };
  const code = html.toString('utf8', mark + MODULE_SCRIPT_MARK.length, end);
  const { ranges, hrefs } = modulePreloads(html, start);
  const preloads = [...new Set(hrefs.concat(morePreloads))];
  // The document without its preloads and its module script, the starter in the script's place.
  const parts: Buffer[] = [];
  let kept = 0;
  for (const [from, to] of ranges) {
    parts.push(html.subarray(kept, from));
    kept = to;
  }
  parts.push(html.subarray(kept, start), Buffer.from(starter(preloads, code)), html.subarray(end + SCRIPT_END.length));
  return { body: Buffer.concat(parts), insertedScripts: [code] };
}
