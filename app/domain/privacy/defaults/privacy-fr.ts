import { AGENCY as A } from './agency';

/** La politique de confidentialité intégrée, en français (Markdown ; le tableau des cookies la suit, écrit d’après cookies.ts). */
export const privacyFrench = `${A.company} (« ${A.brand} », « nous ») est responsable des données personnelles recueillies par ce site et dans notre activité d’agence immobilière et de location de villas. Notre siège est situé ${A.headOffice} ; nous avons aussi un bureau ${A.branch}. Le droit français et européen s’applique à ce que nous faisons de vos données : le Règlement général sur la protection des données (RGPD) et la loi Informatique et Libertés.

Cette politique indique ce que nous conservons à votre sujet, pourquoi, combien de temps, qui le reçoit et comment exercer vos droits. Pour toute question, écrivez à **[${A.email}](mailto:${A.email})**.

## Ce que nous conservons

- **Vos demandes** : vos nom, adresse e-mail, numéro de téléphone si vous le donnez, votre message, le bien ou la villa concernés, la langue de la page et la date ; puis nos notes et le suivi de votre demande (son étape, l’agent qui s’en occupe, les biens proposés).
- **Demandes de réservation et séjours** : les nom, adresse e-mail et téléphone du voyageur, les dates, le nombre de personnes, les services demandés et le message ; le devis ; les informations d’arrivée que vous nous donnez (vol, heure d’arrivée, noms des voyageurs, demandes de conciergerie) ; votre acceptation du contrat de location (sa version, l’heure et l’adresse internet d’où elle a été donnée).
- **Recherches enregistrées et alertes** : votre adresse e-mail, la recherche enregistrée, la fréquence des alertes, la date de votre confirmation et les biens que nous vous avons envoyés.
- **Les e-mails que nous vous envoyons** : une copie de chacun (adresse, objet, texte, date et remise), pour savoir ce qui a été dit.
- **Historique** : notre back-office enregistre chaque modification des données ci-dessus (quoi, par qui, quand), ce qui peut inclure vos coordonnées.
- **Paiements** : pro formas, factures et reçus, montants, dates et références de vos paiements et remboursements.
- **Propriétaires et prestataires** : si vous nous confiez un bien ou travaillez pour nous, vos coordonnées, le mandat de gestion, le compte bancaire de vos versements, vos relevés et vos tâches.

Nous **ne suivons pas** votre navigation : les pages sont comptées par jour, sans cookie, adresse ni identifiant, et le site n’utilise aucun traceur publicitaire, de mesure d’audience ou de réseau social. Nos serveurs conservent peu de temps, pour la seule sécurité, l’adresse internet des requêtes de connexion et d’envoi de formulaire, afin d’empêcher les abus.

## Pourquoi (bases légales)

- **Vous répondre et préparer une vente ou une location** : mesures prises à votre demande avant un contrat (RGPD art. 6.1.b) et notre intérêt légitime à suivre votre demande (art. 6.1.f).
- **Demandes de réservation et séjours** : l’exécution du contrat de location, avant et après sa conclusion (art. 6.1.b).
- **Factures et paiements** : nos obligations légales (art. 6.1.c) : le droit comptable et fiscal français (Code de commerce art. L123-22, Livre des procédures fiscales art. L102 B) et, pour une vente, les règles de lutte contre le blanchiment qui s’imposent aux agents immobiliers (Code monétaire et financier art. L561-2 et suivants).
- **Alertes** : votre consentement, donné en confirmant l’alerte (art. 6.1.a) ; vous le retirez à tout moment par le lien de désinscription présent dans chaque alerte.
- **Historique et sécurité** : notre intérêt légitime à tenir des registres exacts et à prévenir la fraude et les abus (art. 6.1.f).

## Combien de temps

- **Demandes et leur suivi** : un contact sans activité depuis **{leadRetention}** (durée fixée par l’agence) est anonymisé automatiquement : vos nom, e-mail, téléphone et messages sont effacés.
- **Recherches enregistrées** : jusqu’à votre désinscription ; ensuite, comme les demandes ci-dessus.
- **Copies des e-mails envoyés** : anonymisées automatiquement au bout de **{mailRetention}** (durée fixée par l’agence).
- **Demandes de réservation et séjours** : comme les demandes ci-dessus, à compter de votre séjour.
- **Factures et paiements** : **dix ans** à compter de la clôture de l’exercice, comme l’exige la loi française. Après un effacement, ils ne gardent que votre nom, les montants et les références, sans e-mail, téléphone ni message.
- **Obligations de lutte contre le blanchiment** (ventes) : cinq ans après la fin de la relation d’affaires, comme l’exige la loi.

## Qui les reçoit

Seuls les membres de l’agence qui en ont besoin (l’agent qui vous répond, le service réservations, la comptabilité). Pour un séjour, le propriétaire de la villa connaît les dates, jamais vos coordonnées, et nos prestataires de ménage et d’entretien ne connaissent que ce que leur tâche exige (une villa et une date). Nous faisons appel à un hébergeur et à un service d’envoi d’e-mails pour faire fonctionner le site et envoyer nos messages ; ils n’agissent que sur nos instructions. Nous ne vendons jamais vos données et ne les confions à aucun annonceur. Lorsqu’un prestataire est situé hors de l’Union européenne, il est lié par les clauses contractuelles types de la Commission européenne.

## Vos droits

Vous pouvez à tout moment nous demander de :

- **consulter** ce que nous conservons à votre sujet et en recevoir **une copie** dans un format courant (droits d’accès et à la portabilité) ;
- le **rectifier** s’il est inexact ;
- l’**effacer** : nous supprimons alors vos coordonnées partout, sauf ce que la loi nous oblige à garder (les paiements, qui gardent votre nom, les montants et les références) ;
- vous **opposer** à leur conservation, ou en demander la **limitation** ;
- **retirer votre consentement** aux alertes (le lien de désinscription le fait aussitôt).

Écrivez à **[${A.email}](mailto:${A.email})** ou à ${A.company}, ${A.headOffice}. Nous répondons dans un délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la **CNIL** (3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 ; [www.cnil.fr](https://www.cnil.fr/fr/plaintes)).

## Cookies

Le site ne dépose que les cookies strictement nécessaires à son fonctionnement, listés dans le tableau ci-dessous : aucun ne vous suit ni n’est partagé, aucun ne demande donc votre consentement. Il ne charge rien depuis d’autres sites (ni polices, ni cartes, ni vidéos, ni scripts venus d’ailleurs) et ne dépose aucun cookie tiers. Vous pouvez les supprimer à tout moment dans votre navigateur : le site fonctionne toujours, il oublie seulement vos choix.
`;
