/**
 * Hydration starts once the page has loaded. Every page works as plain HTML (links, GET filters, POST
 * forms), so React and React Router (about 115 KB of JavaScript) need not compete with the stylesheet,
 * the fonts and the hero image for a phone's bandwidth. React Router's module preloads and its module
 * script are taken out of the document and started once the page has loaded and painted (the `load` event,
 * then the first paint the browser reports, then the next frame: Chrome may hold the first paint for a
 * preloaded font until after `load`), or at once on the visitor's first interaction (pointer, touch, key or
 * focus), whichever comes first.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT_MARK = ' type="module" async="">';

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
  html: string;
  /** Inline scripts the document inserts itself later (the Content-Security-Policy must allow them too). */
  insertedScripts: string[];
}

/**
 * Rewrites a rendered document so that it hydrates after load. A document without exactly one React
 * Router module script (a shape this version does not know) is returned as it is: it then hydrates at
 * once, as React Router renders it. `morePreloads`: modules the page's route modules import at once that React
 * Router does not list (each page's texts chunk).
 */
export function deferHydration(html: string, morePreloads: readonly string[] = []): DeferredDocument {
  // Plain string searches: this runs on every rendered page.
  const mark = html.indexOf(MODULE_SCRIPT_MARK);
  if (mark === -1 || html.includes(MODULE_SCRIPT_MARK, mark + 1)) return { html, insertedScripts: [] };
  const start = html.lastIndexOf('<script', mark);
  const end = html.indexOf('</script>', mark);
  if (start === -1 || end === -1 || html.slice(start, mark) !== '<script') return { html, insertedScripts: [] };
  const code = html.slice(mark + MODULE_SCRIPT_MARK.length, end);
  const before = html.slice(0, start);
  const preloads = [
    ...new Set(
      [...before.matchAll(MODULE_PRELOAD)].map((match) => match[1]!.replaceAll('&amp;', '&')).concat(morePreloads),
    ),
  ];
  return {
    html: `${before.replace(MODULE_PRELOAD, '')}${starter(preloads, code)}${html.slice(end + '</script>'.length)}`,
    insertedScripts: [code],
  };
}
