import { translations } from '#app/domain/i18n/catalogue';
import { contactTopicsEnglish } from './en/contact-topics';

export type { ContactTopicsTranslation } from './en/contact-topics';

/**
 * The contact form's opening message when a service page's link leads to it (`?topic=…`). Read by the contact
 * page's loader only, so no page's JavaScript carries them.
 */
export const contactTopicsTexts = translations('contactTopics', contactTopicsEnglish);
