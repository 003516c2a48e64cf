import type { Locale } from '#app/domain/i18n/locale';
import { brochureEnglish, type BrochureTranslation } from '#app/domain/listings/texts/en/brochure';
import { brochureFrench } from '#app/domain/listings/texts/fr/brochure';

export type { BrochureTranslation } from '#app/domain/listings/texts/en/brochure';

/**
 * The brochures' texts in both languages, imported statically like the payment documents' (texts/documents.ts
 * of payments): brochures are drawn on the server only, so no page's bundle carries them.
 */
export const brochureTexts: Readonly<Record<Locale, BrochureTranslation>> = { en: brochureEnglish, fr: brochureFrench };
