import type { MoneyTranslation } from '#app/domain/currency/texts/money';

export const moneyFrench: MoneyTranslation = {
  conversionNote: (rate: string, date: string) =>
    `≈ Converti au taux de ${rate} du ${date}. Chaque annonce est affichée dans sa propre devise\u00a0; le montant converti est arrondi et donné à titre indicatif.`,
  convertedTitle: (own: string, rate: string, date: string) =>
    `Prix affiché\u00a0: ${own} · converti au taux de ${rate} du ${date}`,
};
