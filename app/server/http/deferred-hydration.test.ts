import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.server';

/** The rewritten document as text, from the bytes deferHydration answers with. */
function deferred(html: string, morePreloads?: readonly string[]) {
  const { body, insertedScripts } = deferHydration(Buffer.from(html, 'utf8'), morePreloads);
  return { html: body.toString('utf8'), insertedScripts };
}

// The end of a document as React Router 7 renders it (modulepreloads hoisted into <head> by React 19).
const CODE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-1.js");';
const DOCUMENT = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Villa</main>',
  '<script>window.__reactRouterContext = {"url":"/"};</script>',
  `<script type="module" async="">${CODE}</script>`,
  '</body></html>',
].join('');

interface FakeElement {
  tag: string;
  [property: string]: unknown;
}

/** Runs the document's inline starter script against a minimal DOM and returns what it appended, and when. */
function runStarter(html: string, readyState = 'loading') {
  const starters = [...html.matchAll(/<script>(\(function\(\)[\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(starters).toHaveLength(1);
  const appended: FakeElement[] = [];
  const listeners = new Map<string, () => void>();
  const document = {
    readyState,
    createElement: (tag: string): FakeElement => ({ tag }),
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    body: { appendChild: (element: FakeElement) => appended.push(element) },
  };
  const addEventListener = (type: string, listener: () => void) => listeners.set(type, listener);
  // Frames and timers run only when the test says so.
  const pending: (() => void)[] = [];
  const later = (callback: () => void) => void pending.push(callback);
  // A browser that reports paints: the first one is announced when the test paints.
  const paints: unknown[] = [];
  let announce: (() => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe() {
      announce = () => this.callback({}, this);
    }
    disconnect() {
      announce = undefined;
    }
  }
  const performance = { getEntriesByType: (type: string) => (type === 'paint' ? paints : []) };
  const window = { PerformanceObserver };
  runInNewContext(starters[0]!, {
    document,
    addEventListener,
    requestAnimationFrame: later,
    setTimeout: later,
    window,
    performance,
  });
  const paint = () => {
    paints.push({ name: 'first-contentful-paint' });
    announce?.();
  };
  const runPending = () => {
    while (pending.length) pending.shift()!();
  };
  return {
    appended,
    fire: (type: string) => listeners.get(type)?.(),
    paint,
    runPending,
    listening: [...listeners.keys()],
  };
}

describe('deferHydration', () => {
  it('takes the module preloads and the module script out of the document', () => {
    const { html, insertedScripts } = deferred(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // The content, the stylesheet and React Router's context script stay as they were.
    expect(html).toContain('<main>Villa</main>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"url":"/"};</script>');
    // The module script comes back later, inserted by the starter: the policy must know its text.
    expect(insertedScripts).toEqual([CODE]);
  });

  it('starts hydration after load, the first paint and the next frame: the preloads, then the same module script', () => {
    const starter = runStarter(deferred(DOCUMENT).html);
    expect(starter.appended).toEqual([]);
    expect(starter.listening).toEqual(
      expect.arrayContaining(['load', 'pointerdown', 'touchstart', 'keydown', 'focusin']),
    );
    starter.fire('load');
    starter.runPending();
    // Not before the page has painted (here after load, as Chrome may), and the frame after that.
    expect(starter.appended).toEqual([]);
    starter.paint();
    expect(starter.appended).toEqual([]);
    starter.runPending();
    expect(starter.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-1.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-1.js' },
      { tag: 'script', type: 'module', textContent: CODE },
    ]);
  });

  it('preloads the modules it is given with React Router’s, each once', () => {
    const { html } = deferred(DOCUMENT, ['/assets/texts-fr-root-1.js', '/assets/root-1.js']);
    const starter = runStarter(html);
    starter.fire('pointerdown');
    expect(starter.appended.filter((element) => element.tag === 'link').map((link) => link.href)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/root-1.js',
      '/assets/texts-fr-root-1.js',
    ]);
  });

  it('starts at the first interaction before load, and only once', () => {
    const starter = runStarter(deferred(DOCUMENT).html);
    starter.fire('pointerdown');
    expect(starter.appended.filter((element) => element.tag === 'script')).toHaveLength(1);
    starter.fire('keydown');
    starter.fire('load');
    starter.runPending();
    expect(starter.appended.filter((element) => element.tag === 'script')).toHaveLength(1);
  });

  it('starts after the first paint when the page has already loaded', () => {
    const starter = runStarter(deferred(DOCUMENT).html, 'complete');
    starter.paint();
    starter.runPending();
    expect(starter.appended).toHaveLength(3);
  });

  it('writes the module code so that no markup in it can end or comment out the inline script', () => {
    const code = `${CODE}\nif (1 < 2) window.note = "<!-- a comment -->";`;
    const { html } = deferred(DOCUMENT.replace(CODE, code));
    const starterSource = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(starterSource).not.toContain('<');
    const starter = runStarter(html);
    starter.paint();
    starter.fire('load');
    starter.runPending();
    expect(starter.appended.at(-1)!.textContent).toBe(code);
  });

  it('keeps the bytes of a document in any alphabet, and of module code that is not ASCII', () => {
    const french = DOCUMENT.replace('<main>Villa</main>', '<main>Villa « Été » — 5 nuits · 12 000 € 🌴</main>');
    const code = CODE.replace('/assets/root-1.js', '/assets/racine-été-1.js');
    const rewritten = deferred(french.replace(CODE, code), ['/assets/texts-fr-root-1.js']);
    expect(rewritten.html).toContain('<main>Villa « Été » — 5 nuits · 12 000 € 🌴</main>');
    expect(rewritten.insertedScripts).toEqual([code]);
    const starter = runStarter(rewritten.html);
    starter.fire('pointerdown');
    expect(starter.appended.at(-1)!.textContent).toBe(code);
  });

  it('leaves a document it does not recognise as it is', () => {
    const withoutScripts = Buffer.from('<!DOCTYPE html><html><body><main>Down</main></body></html>');
    expect(deferHydration(withoutScripts)).toEqual({ body: withoutScripts, insertedScripts: [] });
  });
});
