import { translations } from '#app/domain/i18n/catalogue';
import { privacyLinksEnglish } from '#app/domain/privacy/texts/en/privacy-links';

export type { PrivacyLinksTranslation } from '#app/domain/privacy/texts/en/privacy-links';

/** The footer's links to the notices and the forms' privacy line (issue 32, item 2), on every page. */
export const privacyLinksTexts = translations('privacyLinks', privacyLinksEnglish);
