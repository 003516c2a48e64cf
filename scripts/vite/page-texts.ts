import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * Each page's interface texts, in its language only (docs/decisions/009-i18n.md).
 *
 * In source a namespace module (app/domain/<capability>/texts/<name>.ts, the site's own pages' in
 * app/domain/i18n/texts/) carries its English and the server
 * registers every French text. The browser build instead:
 * - drops the English from each namespace module, which then only reads the texts loaded so far;
 * - emits, for every route module and language, one chunk with the texts of the namespaces that the route's
 *   modules reach through static imports, the root route's included (so a page loads one texts chunk); a
 *   module imported on demand gets a chunk of its own with what its importers have not loaded;
 * - starts each of those chunks by importing its texts chunk in the document's language (`<html lang>`,
 *   which a hydrated page never changes: the language switcher reloads the document). The import is a
 *   top-level await, so the module is ready only once its texts are: before hydration, and before a client
 *   navigation renders the page.
 * An English page thus ships no French, a French page no English, and neither the texts of other pages.
 * `.vite/page-texts.json` lists, by route chunk, each language's texts chunk and the chunks it imports, for
 * scripts/report-bundle.ts.
 *
 * In development the browser keeps the source's behaviour and registers every French text with the root.
 */

const APP = path.resolve('app') + path.sep;
const DOMAIN = path.join(APP, 'domain');
/** The site's own namespaces (its chrome, errors, pages that are no capability's) and the French registry. */
const SITE_TEXTS_DIR = path.join(DOMAIN, 'i18n', 'texts') + path.sep;
const CATALOGUE = path.join(APP, 'domain', 'i18n', 'catalogue.ts');
const ROOT = path.join(APP, 'root.tsx');
const LOCALES = ['en', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
const LANGUAGE_SUFFIX = { en: 'English', fr: 'French' } as const;
/** React Router's id of a route module's browser entry. */
const ROUTE_ENTRY = '?__react-router-build-client-route';
const TEXTS_ID = '\0page-texts:';
const ROOT_ENTRY = `${ROOT}${ROUTE_ENTRY}`;
/** Marks the per-chunk copies of a language module, so that each texts chunk has its own (see `load`). */
const COPY_QUERY = '?page-texts=';
const MANIFEST = '.vite/page-texts.json';

interface Namespace {
  /** The catalogue's name, as given to `translations()`. */
  name: string;
  /** The file name under texts/, en/ and fr/ (kebab-case). */
  file: string;
  /** Its texts folder (app/domain/<capability>/texts/), with a trailing separator. */
  dir: string;
}

/** Every texts folder: each capability's app/domain/<capability>/texts/, the site's i18n/texts/ among them. */
const TEXTS_DIRS = readdirSync(DOMAIN, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => path.join(DOMAIN, entry.name, 'texts'))
  .filter((dir) => existsSync(dir))
  .map((dir) => dir + path.sep);
const inTextsDir = (id: string) => TEXTS_DIRS.some((dir) => id.startsWith(dir));

/** The namespaces: <texts folder>/<file>.ts calling `translations('<name>', <name>English)`. */
function findNamespaces(): Map<string, Namespace> {
  const found = new Map<string, Namespace>();
  for (const dir of TEXTS_DIRS) {
    for (const entry of readdirSync(dir)) {
      if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
      const call = /translations\('(\w+)', (\w+)\)/.exec(readFileSync(dir + entry, 'utf8'));
      if (!call) continue;
      const [, name, english] = call;
      if (english !== `${name}English`) throw new Error(`${entry}: the English texts must be named ${name}English`);
      found.set(dir + entry, { name: name!, file: entry.replace(/\.ts$/, ''), dir });
    }
  }
  if (found.size === 0) throw new Error(`No text namespaces found in ${TEXTS_DIRS.join(', ')}`);
  return found;
}

const cleanId = (id: string) => id.split('?')[0]!;
/** A texts chunk's id: its language and entry, without the entry's query (React Router's plugin would take it for its own). */
const textsId = (locale: string, entry: string) =>
  `${TEXTS_ID}${locale}:${cleanId(entry)}${entry.endsWith(ROUTE_ENTRY) ? '' : ':module'}`;

export function pageTexts(): Plugin[] {
  const namespaces = findNamespaces();
  /** Texts chunks (their references) by entry id — a route's or a module's imported on demand — and language. */
  const chunks = new Map<string, Record<Locale, string>>();
  /** What each texts chunk's id stands for. */
  const textsEntries = new Map<string, { locale: Locale; entry: string }>();
  /** The namespaces each entry's modules reach through static imports, found once per build. */
  const reached = new Map<string, Promise<Set<Namespace>>>();
  /** The entries whose modules import each module imported on demand. */
  const importers = new Map<string, Set<string>>();

  /** Emits the texts chunks of a route entry or of a module imported on demand, once. */
  function emitTexts(context: Rollup.PluginContext, entry: string) {
    if (chunks.has(entry)) return;
    const name = path.basename(cleanId(entry)).replace(/\.[\w.]+$/, '');
    const emit = (locale: Locale) => {
      const id = textsId(locale, entry);
      textsEntries.set(id, { locale, entry });
      return context.emitFile({ type: 'chunk', id, name: `texts-${locale}-${name}` });
    };
    chunks.set(entry, { en: emit('en'), fr: emit('fr') });
  }

  async function reach(context: Rollup.PluginContext, entry: string): Promise<Set<Namespace>> {
    let found = reached.get(entry);
    if (!found) {
      found = (async () => {
        const result = new Set<Namespace>();
        const seen = new Set<string>();
        const visit = async (id: string): Promise<void> => {
          if (seen.has(id) || !id.startsWith(APP)) return;
          seen.add(id);
          const namespace = namespaces.get(cleanId(id));
          if (namespace) {
            result.add(namespace);
            return;
          }
          if (inTextsDir(cleanId(id))) return;
          const info = await context.load({ id, resolveDependencies: true });
          // A module imported on demand (a map, client-side validation) loads its own texts when it loads.
          for (const lazy of info.dynamicallyImportedIds.filter((lazy) => lazy.startsWith(APP))) {
            emitTexts(context, lazy);
            importers.set(lazy, (importers.get(lazy) ?? new Set()).add(entry));
          }
          await Promise.all(info.importedIds.map(visit));
        };
        await visit(entry);
        return result;
      })();
      reached.set(entry, found);
    }
    return found;
  }

  /** Walks every entry, those found on the way included, so that each lazy module's importers are known. */
  async function reachAll(context: Rollup.PluginContext): Promise<void> {
    for (let walked = -1; walked !== chunks.size;) {
      walked = chunks.size;
      await Promise.all([...chunks.keys()].map((entry) => reach(context, entry)));
    }
  }

  /** The namespaces loaded whenever an entry's module runs: its page's, and for a lazy module its own too. */
  async function loadedWith(
    context: Rollup.PluginContext,
    entry: string,
    seen = new Set<string>(),
  ): Promise<Set<Namespace>> {
    const own = await reach(context, entry);
    if (entry.endsWith(ROUTE_ENTRY)) return new Set([...(await reach(context, ROOT_ENTRY)), ...own]);
    return new Set([...own, ...(await loadedBefore(context, entry, seen))]);
  }

  /** What every page or module that imports a lazy module has loaded already. */
  async function loadedBefore(
    context: Rollup.PluginContext,
    entry: string,
    seen = new Set<string>(),
  ): Promise<Set<Namespace>> {
    if (seen.has(entry)) return new Set<Namespace>();
    seen.add(entry);
    const sets: Set<Namespace>[] = await Promise.all(
      [...(importers.get(entry) ?? [])].map((importer) => loadedWith(context, importer, new Set(seen))),
    );
    const [first = new Set<Namespace>(), ...others] = sets;
    return new Set([...first].filter((namespace) => others.every((set) => set.has(namespace))));
  }

  /**
   * The namespaces an entry's texts chunk holds. A page loads one texts chunk: its route's, which also holds
   * the root's (the layout's header, footer and error screens) — one file compresses better than two, and the
   * root renders only with a page. A module imported on demand loads what its importers have not.
   */
  async function textsOf(context: Rollup.PluginContext, entry: string): Promise<Namespace[]> {
    if (cleanId(entry) === ROOT) return [];
    await reachAll(context);
    const own = await reach(context, entry);
    if (entry.endsWith(ROUTE_ENTRY)) {
      const root = await reach(context, ROOT_ENTRY);
      return [...root, ...[...own].filter((namespace) => !root.has(namespace))];
    }
    const before = await loadedBefore(context, entry);
    return [...own].filter((namespace) => !before.has(namespace));
  }

  const build: Plugin = {
    name: 'page-texts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',

    transform(code, id) {
      const namespace = namespaces.get(id);
      if (!namespace) return;
      const call = new RegExp(`translations\\((["'])${namespace.name}\\1, ${namespace.name}English\\)`);
      if (!call.test(code))
        throw new Error(`${id}: expected translations('${namespace.name}', ${namespace.name}English)`);
      // The English module goes too: left unused, Rollup would still keep what its top level computes.
      const english = new RegExp(`import\\s*\\{\\s*${namespace.name}English\\s*\\}\\s*from\\s*["'][^"']+["'];?`);
      if (!english.test(code)) throw new Error(`${id}: expected an import of ${namespace.name}English`);
      return { code: code.replace(call, `translations("${namespace.name}")`).replace(english, ''), map: null };
    },

    buildStart(options) {
      for (const state of [chunks, textsEntries, reached, importers]) state.clear();
      const inputs = Array.isArray(options.input) ? options.input : Object.values(options.input);
      for (const entry of inputs.filter((input) => input.endsWith(ROUTE_ENTRY))) emitTexts(this, entry);
    },

    resolveId(id) {
      return id.startsWith(TEXTS_ID) ? id : undefined;
    },

    async load(id) {
      if (!id.startsWith(TEXTS_ID)) return;
      const { locale, entry } = textsEntries.get(id)!;
      const needed = await textsOf(this, entry);
      if (needed.length === 0) return 'export {};';
      const language = locale;
      // A copy of each language module for this chunk alone (the query makes it another module): Rollup
      // never splits a module shared by several pages' chunks into a chunk of its own, so each page loads
      // exactly one texts chunk.
      const copy = path
        .relative(APP, cleanId(entry))
        .replace(/\.\w+$/, '')
        .replace(/[^\w-]/g, '_');
      const imports = needed.map(
        (namespace, index) =>
          `import { ${namespace.name}${LANGUAGE_SUFFIX[language]} as t${index} } from ${JSON.stringify(
            `${namespace.dir}${language}/${namespace.file}.ts${COPY_QUERY}${copy}`,
          )};`,
      );
      const texts = needed.map((namespace, index) => `${namespace.name}: t${index}`).join(', ');
      return [
        `import { setTexts } from ${JSON.stringify(CATALOGUE)};`,
        ...imports,
        `setTexts(${JSON.stringify(language)}, { ${texts} });`,
      ].join('\n');
    },

    async renderChunk(code, chunk) {
      const entry = chunk.facadeModuleId;
      const refs = entry ? chunks.get(entry) : undefined;
      if (!entry || !refs) return;
      if ((await textsOf(this, entry)).length === 0) return;
      const from = path.posix.dirname(chunk.fileName);
      const url = (ref: string) => `./${path.posix.relative(from, this.getFileName(ref))}`;
      const load = `await import(document.documentElement.lang==="fr"?${JSON.stringify(url(refs.fr))}:${JSON.stringify(url(refs.en))});\n`;
      return { code: load + code, map: null };
    },

    generateBundle(_options, bundle) {
      const manifest: Record<string, Partial<Record<Locale, string[]>>> = {};
      const files = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.facadeModuleId) continue;
        if (file.facadeModuleId.startsWith(TEXTS_ID) && file.code.trim() === '') delete bundle[file.fileName];
        else files.set(file.facadeModuleId, file.fileName);
      }
      /** A chunk and every chunk it imports statically: what loading it fetches. */
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (found.has(fileName) || chunk?.type !== 'chunk') return found;
        found.add(fileName);
        for (const imported of chunk.imports) withImports(imported, found);
        return found;
      };
      for (const [entry] of chunks) {
        const routeChunk = files.get(entry);
        if (!routeChunk) {
          // A lazy module that Rollup merged into another chunk (it is imported statically somewhere too)
          // would never load its texts: say so rather than ship a page that cannot render them.
          if (files.has(textsId('en', entry))) {
            this.error(`${entry} has texts of its own but no chunk to load them: import it one way only`);
          }
          continue;
        }
        for (const locale of LOCALES) {
          const texts = files.get(textsId(locale, entry));
          if (texts) (manifest[routeChunk] ??= {})[locale] = [...withImports(texts)];
        }
      }
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };

  const development: Plugin = {
    name: 'page-texts:development',
    apply: 'serve',
    transform(code, id, options) {
      if (options?.ssr || id !== ROOT) return;
      return { code: `import ${JSON.stringify(path.join(SITE_TEXTS_DIR, 'fr', 'index.ts'))};\n${code}`, map: null };
    },
  };

  return [build, development];
}
