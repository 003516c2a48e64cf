import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The fonts every document is drawn with, shipped in the repository (app/server/pdf/fonts/, SIL Open Font
 * License 1.1, licences beside them): Inter for text and figures, Cormorant Garamond for titles — the site's
 * own pair. Static WOFF instances of the latin subset, from @fontsource/inter 5.3.0 and
 * @fontsource/cormorant-garamond 5.3.0: PDFKit (fontkit) subsets and embeds them; it cannot subset the
 * variable Inter the site uses. Read from the working directory like the migrations (the server runs from the
 * repository's root), once.
 */
export const FONTS_DIR = path.resolve('app/server/pdf/fonts');

export const FONT_FILES = {
  text: 'inter-400.woff',
  strong: 'inter-600.woff',
  display: 'cormorant-garamond-600.woff',
} as const;

export type FontRole = keyof typeof FONT_FILES;

let loaded: Record<FontRole, Buffer> | undefined;

export function documentFonts(): Record<FontRole, Buffer> {
  loaded ??= {
    text: readFileSync(path.join(FONTS_DIR, FONT_FILES.text)),
    strong: readFileSync(path.join(FONTS_DIR, FONT_FILES.strong)),
    display: readFileSync(path.join(FONTS_DIR, FONT_FILES.display)),
  };
  return loaded;
}

/**
 * Text as the fonts can draw it. French figures group thousands with a narrow no-break space (U+202F), which
 * neither font's latin subset has: a no-break space (U+00A0) keeps the group together the same way.
 */
export function drawable(text: string): string {
  return text.replaceAll('\u202f', '\u00a0');
}
