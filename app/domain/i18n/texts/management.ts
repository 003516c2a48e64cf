import type { Locale } from '#app/domain/i18n/locale';
import { managementEnglish, type ManagementTranslation } from './en/management';
import { managementFrench } from './fr/management';

export const managementTexts: Readonly<Record<Locale, ManagementTranslation>> = {
  en: managementEnglish,
  fr: managementFrench,
};

export type { ManagementTranslation };
