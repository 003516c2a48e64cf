import type { Locale } from '#app/domain/i18n/locale';
import { investmentEnglish, type InvestmentTranslation } from './en/investment';
import { investmentFrench } from './fr/investment';

export const investmentTexts: Readonly<Record<Locale, InvestmentTranslation>> = {
  en: investmentEnglish,
  fr: investmentFrench,
};

export type { InvestmentTranslation };
