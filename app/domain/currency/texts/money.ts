import { translations } from '#app/domain/i18n/catalogue';
import { moneyEnglish } from '#app/domain/currency/texts/en/money';

export type { MoneyTranslation } from '#app/domain/currency/texts/en/money';

/** The words around converted prices (the figures are formatted by domain/currency.ts). */
export const moneyTexts = translations('money', moneyEnglish);
