import type { ContactTopicsTranslation } from '#app/domain/i18n/texts/contact-topics';

export const contactTopicsFrench: ContactTopicsTranslation = {
  managementPackage: (packageName: string) =>
    `Je souhaiterais convenir d’un rendez-vous au sujet de la gestion de ma propriété et en savoir plus sur la formule ${packageName}.`,
  management: 'Je souhaiterais convenir d’un rendez-vous au sujet de la gestion de ma propriété.',
  investment: 'Je souhaiterais m’entretenir avec un conseiller d’un investissement à Sint Maarten.',
};
