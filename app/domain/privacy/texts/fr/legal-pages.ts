import type { LegalPagesTranslation } from '#app/domain/privacy/texts/en/legal-pages';

export const legalPagesFrench: LegalPagesTranslation = {
  privacyTitle: 'Politique de confidentialité',
  privacyEyebrow: 'Vos données',
  privacyDescription:
    'Ce qu’Island Estates conserve à votre sujet, pourquoi, combien de temps, qui le reçoit, comment le consulter, en obtenir copie ou l’effacer, et chaque cookie que dépose le site.',
  legalTitle: 'Mentions légales',
  legalEyebrow: 'À propos du site',
  legalDescription:
    'Qui édite le site Island Estates : la société, son immatriculation, le directeur de la publication, l’hébergeur et comment les joindre.',
  cookiesTitle: 'Cookies et stockage déposés par le site',
  cookiesCaption:
    'Chaque cookie et chaque donnée de stockage du navigateur que dépose ce site. Il n’y en a pas d’autres, ni aucun cookie tiers.',
  cookieName: 'Nom',
  cookiePurpose: 'À quoi il sert',
  cookieLifetime: 'Durée',
  cookieKind: 'Type',
  kindCookie: 'Cookie',
  kindLocalStorage: 'Stockage du navigateur',
  signedInOnly: 'Équipe et propriétaires seulement',
};
