import { translations } from '#app/domain/i18n/catalogue';
import { legalEntitiesEnglish } from '#app/domain/payments/texts/en/legal-entities';

export type { LegalEntitiesTranslation } from '#app/domain/payments/texts/en/legal-entities';

/**
 * The legal entities screen (/admin/settings/legal-entities) in English and French: the page reads it in its
 * language (the back office's pages are English today).
 */
export const legalEntitiesTexts = translations('legalEntities', legalEntitiesEnglish);
