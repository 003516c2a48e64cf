import type { Locale } from '#app/domain/i18n/locale';
import { homeEnglish, type HomeTranslation } from './en/home';
import { homeFrench } from './fr/home';

export const homeTexts: Readonly<Record<Locale, HomeTranslation>> = { en: homeEnglish, fr: homeFrench };

export type { HomeTranslation };
