import { AGENCY as A } from './agency';

/** Les mentions légales intégrées, en français (Markdown) : ce que la LCEN (art. 6 III) et la loi Hoguet demandent. */
export const legalFrench = `Le site **${A.brand}** est édité conformément à la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (art. 6 III).

## Éditeur

**${A.company}**, société par actions simplifiée au capital de ${A.capital}.

- Siège social : ${A.headOffice}
- Bureau à Sint Maarten : ${A.branch}
- Immatriculation au registre du commerce et des sociétés : ${A.registration} (SIRET ${A.siret})
- Numéro de TVA intracommunautaire : ${A.vat}
- Téléphone : ${A.phone}
- E-mail : [${A.email}](mailto:${A.email})

## Agent immobilier

${A.company} exerce l’activité d’agent immobilier au titre de la loi n° 70-9 du 2 janvier 1970 (loi Hoguet), titulaire de la carte professionnelle « Transaction sur immeubles et fonds de commerce » et « Gestion immobilière » n° ${A.professionalCard}. Elle ne détient de fonds pour le compte de ses clients que sur les comptes indiqués sur ses factures. Son assurance de responsabilité civile professionnelle et sa garantie financière sont communiquées sur demande.

## Directeur de la publication

Le président de ${A.company}, joignable à [${A.email}](mailto:${A.email}).

## Hébergement

Le site et sa base de données fonctionnent sur des serveurs exploités par l’éditeur, ${A.company}, ${A.headOffice}, téléphone ${A.phone}. Lorsqu’il fait appel à un hébergeur, ses nom, adresse et téléphone figurent ici.

## Contact

Pour toute question sur le site, écrivez à [${A.email}](mailto:${A.email}) ou à ${A.company}, ${A.headOffice}. Pour vos données personnelles, consultez notre [politique de confidentialité](/fr/privacy).

## Propriété intellectuelle

Les textes, photographies, illustrations et la présentation de ce site appartiennent à ${A.company} ou à leurs auteurs, qui en ont autorisé l’usage. Toute reproduction, totale ou partielle, sans autorisation écrite est interdite.

## Annonces

Les annonces, prix et disponibilités sont donnés à titre indicatif et peuvent changer ; ils ne constituent pas une offre contractuelle. Les prix sont affichés dans la devise de l’annonce ; un prix converti est une estimation au taux de change de l’agence.

## Litiges

Le droit français s’applique à ce site. Un consommateur peut recourir gratuitement au médiateur de la consommation dont l’agence communique les coordonnées sur demande (Code de la consommation, art. L612-1), ou à la plateforme européenne de règlement en ligne des litiges.
`;
