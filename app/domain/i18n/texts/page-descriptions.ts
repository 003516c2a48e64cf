import type { Locale } from '#app/domain/i18n/locale';
import { pageDescriptionsEnglish, type PageDescriptionsTranslation } from './en/page-descriptions';
import { pageDescriptionsFrench } from './fr/page-descriptions';

export const pageDescriptionTexts: Readonly<Record<Locale, PageDescriptionsTranslation>> = {
  en: pageDescriptionsEnglish,
  fr: pageDescriptionsFrench,
};

export type { PageDescriptionsTranslation };
