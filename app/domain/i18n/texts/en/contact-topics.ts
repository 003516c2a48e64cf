import type { Translation } from '#app/domain/i18n/catalogue';

export const contactTopicsEnglish = {
  managementPackage: (packageName: string) =>
    `I would like to arrange a property management consultation and learn more about the ${packageName} package.`,
  management: 'I would like to arrange a property management consultation.',
  investment: 'I would like to speak to an advisor about investing in Sint Maarten.',
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/contact-topics.ts). */
export type ContactTopicsTranslation = Translation<typeof contactTopicsEnglish>;
