import type { MANAGEMENT_PACKAGES } from '#app/domain/constants';
import type { ManagementTranslation } from '#app/domain/i18n/texts/en/management';

type PackageName = (typeof MANAGEMENT_PACKAGES)[number]['name'];

export const managementFrench: ManagementTranslation = {
  metaTitle: (site: string) => `Gestion locative | ${site}`,
  metaDescription:
    'Gestion locative complète à Saint-Barthélemy et Sint Maarten\u00a0: locataires, entretien, finances, commercialisation et conformité. Formules à partir de 8\u00a0% des revenus locatifs.',
  eyebrow: 'Services aux propriétaires',
  title: 'Gestion locative',
  lead: 'Un service complet pour les demeures d’exception de Saint-Barthélemy et Sint Maarten — toujours prêtes à accueillir, parfaitement entretenues et rentables, que vous soyez sur l’île ou non.',
  scheduleConsultation: 'Prendre rendez-vous',
  viewPackages: 'Voir les formules',
  heroAlt: 'Villa contemporaine avec piscine à débordement et terrasse surplombant la mer, au crépuscule',
  overviewEyebrow: 'Nos services en bref',
  overviewTitle: 'Un soin complet pour votre maison dans les îles',
  overviewText:
    'Une villa aux Caraïbes mérite mieux qu’un simple gardien. Nous veillons sur la maison, les hôtes et les comptes comme s’il s’agissait des nôtres — de la première demande de réservation à la dernière facture de l’année — pour que posséder une maison au paradis reste un plaisir, et non un second métier.',
  point1Title: 'Sur l’île, pas au bout du fil',
  point1Text:
    'Nos gestionnaires vivent à Gustavia et à Philipsburg. Quelqu’un qui connaît votre maison est à quelques minutes, de jour comme de nuit.',
  point2Title: 'Un interlocuteur unique',
  point2Text:
    'Un gestionnaire attitré coordonne hôtes, personnel et artisans\u00a0: un seul appel suffit — voire aucun.',
  point3Title: 'Des comptes lisibles',
  point3Text:
    'Des relevés mensuels clairs et un compte rendu d’inspection pour chaque visite, chaque saison cyclonique et chaque séjour.',
  servicesEyebrow: 'Ce que nous faisons',
  servicesTitle: 'Nos services',
  servicesLead: 'Tout ce dont une propriété de prestige a besoin, assuré par une seule équipe, toujours joignable.',
  service1Title: 'Relations avec les locataires',
  service1Text:
    'Sélection des locataires et des hôtes, arrivées et départs, demandes de conciergerie et un interlocuteur unique à toute heure.',
  service2Title: 'Entretien de la propriété',
  service2Text:
    'Un entretien préventif des piscines, des jardins et de la climatisation, et des réparations rapides par des artisans locaux de confiance.',
  service3Title: 'Gestion financière',
  service3Text:
    'Encaissement des loyers, suivi des dépenses, paiement des charges et des taxes, et un relevé clair chaque mois.',
  service4Title: 'Gestion des baux',
  service4Text:
    'Baux et contrats de location rédigés, renouvelés et appliqués conformément au droit de chaque côté de l’île.',
  service5Title: 'Commercialisation et publicité',
  service5Text:
    'Photographie professionnelle, canaux de diffusion haut de gamme et une politique tarifaire qui maintient un taux d’occupation élevé toute la saison.',
  service6Title: 'Conformité juridique',
  service6Text:
    'Licences, taxes de séjour, assurances et réglementations locales côté français comme côté néerlandais, toujours à jour.',
  service7Title: 'Inspections régulières',
  service7Text:
    'Des inspections régulières avec reportage photo — avant et après chaque séjour, et après chaque saison cyclonique.',
  service8Title: 'Gestion des prestataires',
  service8Text:
    'Un réseau de confiance d’entrepreneurs, d’agents d’entretien et de jardiniers, avec des tarifs négociés et un contrôle qualité à chaque intervention.',
  packagesEyebrow: 'Formules',
  packagesTitle: 'Nos formules de gestion',
  packagesLead:
    'Trois niveaux de service, chacun facturé en simple pourcentage des revenus locatifs. Sans frais de mise en place, sans frais cachés.',
  mostChosen: 'La plus choisie',
  packageName: (name: PackageName) => ({ Essential: 'Essentiel', Premium: 'Premium', Luxury: 'Prestige' })[name],
  percent: (value: number) => `${value}\u00a0%`,
  ofRentalIncome: 'des revenus locatifs',
  includedIn: (name: string) => `Inclus dans la formule ${name}`,
  choosePackage: (name: string) => `Choisir ${name}`,
  essentialSummary: 'Pour les locations longue durée et les propriétaires qui veulent l’essentiel, bien fait.',
  essential1: 'Sélection des locataires et suivi de la relation',
  essential2: 'Encaissement des loyers et relevés mensuels',
  essential3: 'Coordination de l’entretien courant',
  essential4: 'Inspection de la propriété chaque trimestre',
  essential5: 'Conformité juridique et fiscale',
  premiumSummary: 'Notre formule la plus choisie pour les maisons en location saisonnière.',
  premium1: 'Tout ce que comprend Essentiel',
  premium2: 'Commercialisation et photographie professionnelle',
  premium3: 'Accueil des hôtes, départs et ménage',
  premium4: 'Inspections mensuelles avec reportage photo',
  premium5: 'Intervention d’urgence 24\u00a0h/24, 7\u00a0j/7',
  luxurySummary: 'Un service sur mesure pour les villas et domaines d’exception.',
  luxury1: 'Tout ce que comprend Premium',
  luxury2: 'Un gestionnaire dédié à votre propriété',
  luxury3: 'Conciergerie, chef à domicile et organisation d’événements',
  luxury4: 'Optimisation des revenus et tarification dynamique',
  luxury5: 'Suivi des rénovations et des travaux d’envergure',
  whyEyebrow: (site: string) => `Pourquoi ${site}`,
  whyTitle: 'Pourquoi nous choisir',
  whyLead: 'Les propriétaires nous restent fidèles pendant des années. Voici les raisons qu’ils en donnent.',
  reason1Title: 'Une expertise locale',
  reason1Text:
    'Des bureaux à Gustavia et à Philipsburg, et une équipe qui vit et travaille dans les îles depuis des décennies.',
  reason2Title: 'Un service personnel',
  reason2Text: 'Un gestionnaire qui connaît votre maison, vos préférences et vos hôtes — pas un centre d’appels.',
  reason3Title: 'Une totale transparence',
  reason3Text: 'Chaque réservation, facture et inspection documentée et partagée, sans frais cachés.',
  reason4Title: 'Une réactivité de chaque instant',
  reason4Text: 'Une intervention d’urgence jour et nuit, avec des équipes à quelques minutes sur les deux îles.',
  reason5Title: 'Un réseau de confiance',
  reason5Text: 'Des relations de longue date avec les meilleurs entrepreneurs, fournisseurs et prestataires.',
  reason6Title: 'De meilleurs rendements',
  reason6Text:
    'Une tarification, une commercialisation et un entretien qui maintiennent un taux d’occupation élevé et la propriété sous son meilleur jour.',
  testimonialsEyebrow: 'La parole aux propriétaires',
  testimonialsTitle: 'Ce qu’en disent les propriétaires',
  quote1:
    'Depuis qu’Island Estates a pris le relais, la villa est réservée presque toute la saison et impeccable à chaque arrivée.',
  quote1Detail: 'Propriétaire d’une villa, Saint-Barthélemy',
  quote2:
    'Après la tempête, un rapport d’inspection et un plan de réparation nous attendaient avant même que nous ayons pensé à appeler.',
  quote2Detail: 'Propriétaires, Sint Maarten',
  quote3:
    'Les relevés sont clairs, l’équipe répond dès la première sonnerie et nos locataires restent des années. Nous ne pourrions rêver mieux.',
  quote3Detail: 'Propriétaire bailleur, Philipsburg',
  ctaEyebrow: 'Consultation offerte',
  ctaTitle: 'Confiez-nous votre propriété',
  seeRentals: 'Voir nos locations',
  ctaText:
    'Parlez-nous de votre maison. Après une visite gratuite et sans engagement, nous vous recommanderons la formule qui lui convient — et ce qu’elle pourrait rapporter.',
};
