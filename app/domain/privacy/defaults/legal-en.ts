import { AGENCY as A } from './agency';

/** The built-in legal notice in English (Markdown): what French law (LCEN art. 6 III, loi Hoguet) asks a site to say. */
export const legalEnglish = `This site, **${A.brand}**, is published as French law requires (loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, art. 6 III).

## Publisher

**${A.company}**, a simplified joint-stock company (société par actions simplifiée) with a share capital of ${A.capital}.

- Head office: ${A.headOffice}
- Office in Sint Maarten: ${A.branch}
- Registered with the trade and companies register: ${A.registration} (SIRET ${A.siret})
- Intra-community VAT number: ${A.vat}
- Telephone: ${A.phone}
- E-mail: [${A.email}](mailto:${A.email})

## Estate agent

${A.company} carries on the business of estate agent under the loi n° 70-9 du 2 janvier 1970 (loi Hoguet), with the professional card "Transaction sur immeubles et fonds de commerce" and "Gestion immobilière" n° ${A.professionalCard}. It holds no funds on behalf of clients other than through the accounts named on its invoices. Its professional liability insurance and financial guarantee are given on request.

## Director of publication

The president of ${A.company}, who may be reached at [${A.email}](mailto:${A.email}).

## Host

The site and its database are run on servers operated by the publisher, ${A.company}, ${A.headOffice}, telephone ${A.phone}. Where it uses a hosting provider, its name, address and telephone number are given here.

## Contact

For any question about the site, write to [${A.email}](mailto:${A.email}) or to ${A.company}, ${A.headOffice}. For your personal data, see our [privacy notice](/privacy).

## Intellectual property

The texts, photographs, illustrations and the design of this site belong to ${A.company} or to their authors, who allowed their use. Copying them, in whole or in part, without written permission is forbidden.

## Listings

Listings, prices and availability are given for information and may change; they are not a contractual offer. Prices are shown in the listing's currency; a converted price is an estimate at the agency's exchange rate.

## Disputes

French law applies to this site. A consumer may use, free of charge, the consumer mediator whose details the agency gives on request (Code de la consommation, art. L612-1), or the European Commission's online dispute resolution platform.
`;
