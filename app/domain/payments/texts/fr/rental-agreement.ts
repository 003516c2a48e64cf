import type { RentalAgreementTranslation } from '#app/domain/payments/texts/en/rental-agreement';

export const rentalAgreementFrench: RentalAgreementTranslation = {
  heading: 'Contrat de location',
  lead: (version: number) => `Version ${version}. Merci de le lire avant de payer\u00a0: votre séjour y est soumis.`,
  accept: 'J’ai lu et j’accepte le contrat de location',
  acceptRequired: 'Cochez la case pour accepter le contrat de location',
  submit: 'Accepter le contrat de location',
  submitting: 'Enregistrement…',
  accepted: (version: number, date: string) =>
    `Vous avez accepté le contrat de location (version ${version}) le ${date}.`,
  stale: 'Le contrat affiché n’était pas celui de votre séjour. Merci de lire celui-ci et de l’accepter à nouveau.',
  closed: 'Ce séjour ne peut plus accepter le contrat de location.',
  failed: 'Votre acceptation n’a pas pu être enregistrée. Merci de réessayer dans un instant.',
  acceptBeforePaying: 'Merci d’accepter le contrat de location avant de payer.',
};
