import type { HomeTranslation } from '#app/domain/i18n/texts/en/home';

export const homeFrench: HomeTranslation = {
  metaTitle: (site: string) => `${site} | Immobilier de prestige à Saint-Barthélemy et Sint Maarten`,
  metaDescription:
    'Villas, résidences et locations de vacances de prestige à Saint-Barthélemy et Sint Maarten, avec la gestion locative et le conseil en investissement d’une équipe installée sur les îles.',
  heroAlt: 'Villa contemporaine et sa piscine à débordement au-dessus de la mer des Caraïbes, à l’heure dorée',
  heroEyebrow: 'Saint-Barthélemy · Sint Maarten',
  heroTitle: 'Des demeures d’exception sur deux îles des Caraïbes',
  heroLead:
    'Villas, résidences et locations de vacances, choisies et entretenues par des gens qui vivent sur les îles.',
  viewProperties: 'Voir les propriétés',
  contactUs: 'Nous contacter',
  featuredEyebrow: 'Une sélection choisie',
  featuredTitle: 'Propriétés à la une',
  viewAll: 'Tout voir',
  noFeatured: 'Aucune propriété à la une pour le moment.',
  locationsEyebrow: 'Deux îles, deux caractères',
  locationsTitle: 'Découvrez nos destinations',
  locationsLead:
    'À quelques milles l’une de l’autre, Saint-Barthélemy et Sint Maarten offrent deux façons très différentes de vivre aux Caraïbes. Nous en connaissons chaque baie.',
  stBarthAlt: 'Le port de Gustavia, à Saint-Barthélemy, dans la lumière du matin',
  stBarthBlurb:
    'L’élégance française dans ce qu’elle a de plus discret\u00a0: les toits rouges de Gustavia, des criques paisibles et des villas à flanc de colline face au port au coucher du soleil.',
  sxmAlt: 'Résidences au bord de l’eau sur une marina de Sint Maarten, à l’heure dorée',
  sxmBlurb:
    'La douceur des Caraïbes néerlandaises\u00a0: résidences les pieds dans l’eau, marinas et longues plages, sans taxe foncière et avec l’un des marchés locatifs les plus dynamiques de la région.',
  viewIslandProperties: 'Voir les propriétés',
  testimonialsEyebrow: 'Ils en parlent',
  testimonialsTitle: 'Ce que disent nos clients',
  quote1:
    'Ils nous ont trouvé à Lurin une villa dont nous ignorions même qu’elle était à vendre, et ont mené chaque étape de l’achat pendant que nous étions encore à Londres.',
  quote1Detail: 'Propriétaires d’une villa, Saint-Barthélemy',
  quote2:
    'Des réponses franches sur les chiffres, le notaire et les règles de résidence. Investir à Sint Maarten nous a paru simple dès le premier appel.',
  quote2Detail: 'Investisseur, Miami',
  quote3:
    'Nos revenus locatifs ont augmenté dès la première saison, et nous n’avons jamais eu à nous soucier de la maison. Les rapports mensuels sont impeccables.',
  quote3Detail: 'Clients en gestion locative, Sint Maarten',
  ctaEyebrow: 'Commençons à en parler',
  ctaTitle: 'Votre place aux Caraïbes commence ici',
  exploreRentals: 'Découvrir les locations',
  ctaText:
    'Que vous souhaitiez acheter, louer ou confier la maison que vous possédez déjà, nous commençons par vous écouter et nous vous répondons sous un jour ouvré.',
  searchTitle: 'Trouvez votre maison sur les îles',
  searchLead: 'Cherchez parmi les propriétés à vendre sur les deux îles.',
  search: 'Rechercher',
};
