import type { Translation } from '#app/domain/i18n/catalogue';

export const moneyEnglish = {
  conversionNote: (rate: string, date: string) =>
    `≈ Converted at ${rate}, the rate of ${date}. Each listing is priced in its own currency; the converted amount is rounded and for guidance only.`,
  convertedTitle: (own: string, rate: string, date: string) =>
    `Listed at ${own} · converted at ${rate}, rate of ${date}`,
};

/** The shape the French texts must fill (app/domain/currency/texts/fr/money.ts). */
export type MoneyTranslation = Translation<typeof moneyEnglish>;
