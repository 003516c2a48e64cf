import type { PrivacyLinksTranslation } from '#app/domain/privacy/texts/en/privacy-links';

export const privacyLinksFrench: PrivacyLinksTranslation = {
  formNoteBefore: 'Nous n’utilisons vos coordonnées que pour vous répondre — voir notre ',
  formNoteAlertsBefore:
    'Nous n’utilisons votre adresse que pour vous envoyer ces alertes, jusqu’à votre désinscription — voir notre ',
  formNoteLink: 'politique de confidentialité',
  formNoteAfter: '.',
  footerPrivacy: 'Confidentialité',
  footerLegal: 'Mentions légales',
};
