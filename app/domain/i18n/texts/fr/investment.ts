import type { InvestmentTranslation } from '#app/domain/i18n/texts/en/investment';

export const investmentFrench: InvestmentTranslation = {
  metaTitle: (site: string) => `Investir à Sint Maarten | ${site}`,
  metaDescription:
    'Pourquoi investir à Sint Maarten\u00a0: plus de 2,5\u00a0millions de visiteurs par an, 0\u00a0% d’impôt foncier et de taxe sur les plus-values, des rendements locatifs moyens de plus de 12\u00a0% et des prix en hausse de 85\u00a0% en dix ans.',
  heroAlt: 'Résidences au bord de l’eau dans une marina de Sint Maarten, à l’heure dorée',
  eyebrow: 'Investissement',
  title: 'Investir à Sint Maarten',
  lead: 'Un marché caribéen stable et fiscalement avantageux, porté par un tourisme d’exception, des prix en hausse et un accueil sincère pour les acquéreurs étrangers.',
  viewProperties: 'Voir les propriétés',
  speakToAdvisor: 'Parler à un conseiller',
  statisticsHeading: 'Sint Maarten en chiffres',
  visitorsValue: '2,5\u00a0M+',
  visitorsLabel: 'Visiteurs par an',
  taxValue: '0\u00a0%',
  taxLabel: 'Impôt foncier et sur les plus-values',
  yieldValue: '12\u00a0%+',
  yieldLabel: 'Rendement locatif moyen',
  reasonsEyebrow: 'Pourquoi Sint Maarten',
  reasonsTitle: '9 bonnes raisons d’investir',
  reasonsLead:
    'Mi-néerlandaise, mi-française, l’île ne couvre que 96\u00a0km² mais allie une économie touristique solide à l’un des régimes les plus favorables des Caraïbes pour les propriétaires.',
  reason1Title: 'Ouverte aux investisseurs étrangers',
  reason1Text:
    'Les acquéreurs étrangers peuvent détenir un bien en pleine propriété aux mêmes conditions que les résidents, et rapatrier sans restriction leurs revenus locatifs comme le produit d’une vente.',
  reason2Title: 'Une valorisation avérée',
  reason2Text:
    'Les prix de l’immobilier ont progressé de 85\u00a0% en dix ans, soutenus par la rareté du foncier et une demande internationale constante.',
  reason3Title: 'Un tourisme florissant',
  reason3Text:
    '2,5\u00a0millions de visiteurs par an — 1,8\u00a0million de croisiéristes et 700\u202f000 séjournants — assurent une demande locative soutenue toute l’année.',
  reason4Title: 'Une fiscalité avantageuse',
  reason4Text:
    'Ni impôt foncier, ni taxe sur les plus-values, ni droits de succession\u00a0: Sint Maarten est l’un des endroits les plus avantageux de la région pour détenir de l’immobilier.',
  reason5Title: 'Des infrastructures modernes',
  reason5Text:
    'Un aéroport international relié directement à l’Amérique du Nord et à l’Europe, un port de croisière en eau profonde, des marinas, des réseaux fiables et la fibre optique.',
  reason6Title: 'Une offre variée',
  reason6Text:
    'Appartements en front de mer, résidences de marina, villas à flanc de colline et terrains à bâtir\u00a0: une porte d’entrée pour chaque stratégie et chaque budget.',
  reason7Title: 'Une économie en croissance',
  reason7Text:
    'Une croissance du PIB de 3,8\u00a0% par an, portée par le tourisme, l’hôtellerie, les services financiers et la construction.',
  reason8Title: 'Des perspectives de résidence',
  reason8Text:
    'L’acquisition d’un bien peut appuyer une demande de titre de séjour et ouvrir aux investisseurs et à leur famille les portes de la vie sur l’île.',
  reason9Title: 'Deux cultures, néerlandaise et française',
  reason9Text:
    'Une île, deux nations\u00a0: la rigueur néerlandaise et l’art de vivre à la française, l’anglais parlé partout et le dollar américain au quotidien.',
  marketEyebrow: 'Le marché en bref',
  marketTitle: 'Une demande qui ne faiblit pas',
  marketLead:
    'Les visiteurs remplissent les villas et les appartements de l’île tout au long de la saison, et une économie en croissance tire les prix vers le haut. Les chiffres de l’opportunité\u00a0:',
  touristsPerYear: '2,5\u00a0millions de touristes par an',
  visitorsByArrival: 'Visiteurs selon leur mode d’arrivée',
  cruisePassengers: 'Croisiéristes',
  cruiseValue: '1,8\u00a0M',
  stayOverGuests: 'Séjournants',
  stayOverValue: '700\u00a0k',
  valueIncrease: 'Hausse des prix de l’immobilier en dix ans',
  valueIncreaseValue: '85\u00a0%',
  gdpGrowth: 'Croissance annuelle du PIB',
  gdpGrowthValue: '3,8\u00a0%',
  journeyEyebrow: 'Comment nous travaillons',
  journeyTitle: 'Votre parcours d’investisseur',
  journeyLead: 'Quatre étapes, une seule équipe, du premier échange à des années d’accompagnement.',
  step1Title: 'Premier entretien',
  step1Text:
    'Nous partons de vos objectifs, de votre budget et de votre calendrier, et vous présentons le marché, la fiscalité et les possibilités de résidence.',
  step2Title: 'Sélection des biens',
  step2Text:
    'Une sélection de biens sur le marché et hors marché, des visites sur place ou en vidéo, et des chiffres honnêtes sur le potentiel locatif.',
  step3Title: 'Acquisition',
  step3Text:
    'Nous coordonnons l’offre, les vérifications, le notaire, le financement et le transfert de propriété — de la poignée de main à la remise des clés.',
  step4Title: 'Gestion au quotidien',
  step4Text:
    'Notre équipe de gestion entretient, loue et rend compte de votre bien, pour qu’il continue de rapporter pendant votre absence.',
  ctaEyebrow: 'Commencez dès aujourd’hui',
  ctaTitle: 'Investissez au paradis',
  contactUs: 'Nous contacter',
  ctaText:
    'Parcourez nos biens du moment, ou parlez à un conseiller du marché, des chiffres et du bien qui correspond à vos objectifs.',
};
