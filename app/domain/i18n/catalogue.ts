import type { Locale } from './locale';

/**
 * A catalogue: one namespace of interface texts in every language (docs/decisions/009-i18n.md). English is
 * the source — the spec's texts verbatim — and its shape is the type every other language must fill: each
 * French module (messages/fr/*.ts) is typed with it, so a missing or extra key, or a message with another
 * signature, fails the typecheck. Namespaces are small modules imported by the components
 * that use them, so a page's bundle holds only the texts it can show.
 *
 * A message is a string, or a small function for texts with values in them (counts, names).
 */
export type Messages = Record<string, string | ((...args: never[]) => string)>;

/** English's shape with its literal strings widened, for the other languages to fill. */
export type Translation<T extends Messages> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

export type Catalogue<T extends Messages> = Readonly<Record<Locale, Translation<T>>>;

const french = new Map<string, Messages>();
const namespaces = new Set<string>();

/** Gives the French texts of each namespace (app/domain/i18n/messages/fr/index.ts, the one caller). */
export function registerFrench(texts: Record<string, Messages>): void {
  for (const [namespace, messages] of Object.entries(texts)) french.set(namespace, messages);
}

/** The namespaces created so far that have no French registered (a test keeps this empty). */
export function namespacesWithoutFrench(): string[] {
  return [...namespaces].filter((namespace) => !french.has(namespace));
}

/**
 * A namespace's catalogue. English is bundled with the module; French lives in messages/fr/ and is
 * registered once loaded — on the server always, in the browser only on French pages — so an English page
 * ships no French. Read before it is loaded, French falls back to English rather than failing.
 */
/* @__NO_SIDE_EFFECTS__ */
export function translations<T extends Messages>(namespace: string, en: T): Catalogue<T> {
  namespaces.add(namespace);
  return {
    en: en as Translation<T>,
    get fr() {
      return (french.get(namespace) as Translation<T> | undefined) ?? (en as Translation<T>);
    },
  };
}
