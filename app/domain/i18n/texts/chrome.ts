import { translations } from '#app/domain/i18n/catalogue';
import { chromeEnglish } from './en/chrome';

export type { ChromeTranslation } from './en/chrome';

/** The site's chrome: skip link, header, mobile menu, footer, theme toggle, currency and language switches. */
export const chromeTexts = translations('chrome', chromeEnglish);
