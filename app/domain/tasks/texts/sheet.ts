import type { Locale } from '#app/domain/i18n/locale';
import { sheetEnglish, type SheetTranslation } from '#app/domain/tasks/texts/en/sheet';
import { sheetFrench } from '#app/domain/tasks/texts/fr/sheet';

export type { SheetTranslation } from '#app/domain/tasks/texts/en/sheet';

/**
 * The day sheet's texts in both languages, imported statically like the documents' (app/domain/payments/texts/
 * documents.ts): a back-office page, not split by the public pages' per-language chunks.
 */
export const taskSheetTexts: Readonly<Record<Locale, SheetTranslation>> = { en: sheetEnglish, fr: sheetFrench };
