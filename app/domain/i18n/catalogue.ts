import type { Locale } from './locale';

/**
 * A catalogue: one namespace of interface texts in every language (docs/decisions/009-i18n.md). English is
 * the source — the spec's texts verbatim — and its shape is the type every other language must fill: each
 * French module (texts/fr/*.ts) is typed with it, so a missing or extra key, or a message with another
 * signature, fails the typecheck. Namespaces are small modules imported by the components
 * that use them, so a page's bundle holds only the texts it can show.
 *
 * A message is a string, or a small function for texts with values in them (counts, names).
 */
export type Texts = Record<string, string | ((...args: never[]) => string)>;

/** English's shape with its literal strings widened, for the other languages to fill. */
export type Translation<T extends Texts> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

export type Catalogue<T extends Texts> = Readonly<Record<Locale, Translation<T>>>;

/** The texts loaded so far, by language and namespace. */
const loaded: Record<Locale, Map<string, Texts>> = { en: new Map(), fr: new Map() };
const namespaces = new Set<string>();

/**
 * Gives one language's texts of some namespaces. The server and tests register every namespace's French
 * (texts/fr/index.ts); in the browser each page's texts arrive in a chunk of their own, made by the build
 * (scripts/vite/page-texts.ts), before the page's route module runs.
 */
export function setTexts(locale: Locale, texts: Record<string, Texts>): void {
  for (const [namespace, namespaceTexts] of Object.entries(texts)) loaded[locale].set(namespace, namespaceTexts);
}

/** The namespaces created so far that have no French registered (a test keeps this empty). */
export function namespacesWithoutFrench(): string[] {
  return [...namespaces].filter((namespace) => !loaded.fr.has(namespace));
}

function read<T extends Texts>(namespace: string, locale: Locale): Translation<T> {
  const texts = loaded[locale].get(namespace) ?? loaded.en.get(namespace);
  if (!texts) throw new Error(`The "${namespace}" texts (${locale}) are not loaded`);
  return texts as Translation<T>;
}

/**
 * A namespace's catalogue. In source, English comes with it (texts/en/<namespace>.ts) and French is
 * registered by texts/fr/index.ts — as the server and the tests run. The browser build drops the English
 * argument: there each page loads the texts of its language that its modules read, and nothing else
 * (docs/decisions/009-i18n.md). French not registered falls back to English rather than failing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function translations<T extends Texts>(namespace: string, en?: T): Catalogue<T> {
  namespaces.add(namespace);
  if (en) loaded.en.set(namespace, en);
  return {
    get en() {
      return read<T>(namespace, 'en');
    },
    get fr() {
      return read<T>(namespace, 'fr');
    },
  };
}
