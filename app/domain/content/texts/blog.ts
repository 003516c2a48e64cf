import { translations } from '#app/domain/i18n/catalogue';
import { blogEnglish } from '#app/domain/content/texts/en/blog';

export type { BlogTranslation } from '#app/domain/content/texts/en/blog';

/** The blog: the list of posts (/blog) and a post (/blog/:slug), with the spec's §8 not-found texts. */
export const blogTexts = translations('blog', blogEnglish);
