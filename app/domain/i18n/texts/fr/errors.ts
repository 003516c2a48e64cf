import type { ErrorsTranslation } from '#app/domain/i18n/texts/errors';

export const errorsFrench: ErrorsTranslation = {
  notFoundTitle: 'Page introuvable',
  returnHome: 'Retour à l’accueil',
  unexpectedError: 'Une erreur inattendue est survenue\u00a0!',
  notFoundText: 'La page que vous cherchez a été déplacée, ou ce bien n’est plus disponible.',
  somethingWentWrong: 'Un incident est survenu',
  unknownError: 'Erreur inconnue',
  backShortly: 'De retour très vite',
  rightBack: 'Nous revenons dans un instant',
  unavailableText: 'Nos annonces sont momentanément indisponibles. Merci de réessayer dans quelques instants.',
  tryAgain: 'Réessayer',
  requestTooLarge: (megabytes: number) => `Ce formulaire dépasse ${megabytes}\u00a0Mo, le maximum accepté par le site.`,
  notFoundMetaTitle: (site: string) => `Page introuvable | ${site}`,
  errorMetaTitle: (site: string) => `Erreur | ${site}`,
  siteMetaTitle: (site: string) => `${site} | Immobilier de prestige à Saint-Barthélemy et Sint Maarten`,
  siteMetaDescription:
    'Villas, résidences et locations de vacances de prestige à Saint-Barthélemy et Sint Maarten — vente, location, gestion locative et conseil en investissement.',
};
