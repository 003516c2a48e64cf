import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The home page (SPEC's English texts verbatim) and its search card. Only this page shows them, so its loader
 * sends them, as the service pages' loaders do (./investment.ts): not registered with `translations()`, in no
 * bundle — in particular not in the French texts every French page loads.
 */
export const homeEnglish = {
  metaTitle: (site: string) => `${site} | Luxury Real Estate in St. Barth & Sint Maarten`,
  metaDescription:
    'Luxury villas, residences and vacation rentals on Saint Barthélemy and Sint Maarten, with property management and investment advice from a local team.',
  heroAlt: 'Contemporary villa with an infinity pool above the Caribbean Sea at golden hour',
  heroEyebrow: 'Saint Barthélemy · Sint Maarten',
  heroTitle: 'Exceptional homes on two Caribbean islands',
  heroLead: 'Villas, residences and vacation rentals, chosen and cared for by people who live on the islands.',
  viewProperties: 'View Properties',
  contactUs: 'Contact Us',
  featuredEyebrow: 'A curated selection',
  featuredTitle: 'Featured Properties',
  viewAll: 'View All',
  noFeatured: 'No featured properties found.',
  locationsEyebrow: 'Two islands, two characters',
  locationsTitle: 'Explore Our Locations',
  locationsLead:
    'Ten miles of sea apart, Saint Barthélemy and Sint Maarten offer very different ways to live in the Caribbean. We know every bay of both.',
  stBarthAlt: 'Gustavia harbour, Saint Barthélemy, in the morning light',
  stBarthBlurb:
    'French elegance at its most discreet: the red roofs of Gustavia, quiet coves and hillside villas that look out over the harbour at sunset.',
  sxmAlt: 'Waterfront residences on a Sint Maarten marina at golden hour',
  sxmBlurb:
    'Dutch Caribbean ease: waterfront residences, marinas and long beaches, with no property tax and one of the region’s liveliest rental markets.',
  viewIslandProperties: 'View properties',
  testimonialsEyebrow: 'In their words',
  testimonialsTitle: 'What Our Clients Say',
  quote1:
    'They found us a villa in Lurin we had not even known was for sale, and handled every step of the purchase while we were still in London.',
  quote1Detail: 'Villa owners, Saint Barthélemy',
  quote2:
    'Straight answers on the numbers, the notary and the residency rules. Investing in Sint Maarten felt simple from the first call.',
  quote2Detail: 'Investor, Miami',
  quote3:
    'Our rental income rose in the very first season, and we have not had to think about the house once. The monthly reports are impeccable.',
  quote3Detail: 'Property management clients, Sint Maarten',
  ctaEyebrow: 'Begin the conversation',
  ctaTitle: 'Your place in the Caribbean starts here',
  exploreRentals: 'Explore Rentals',
  ctaText:
    'Whether you are buying, renting or looking for someone to care for the home you already own, we will listen first and answer within one business day.',
  searchTitle: 'Find Your Island Home',
  searchLead: 'Search sale properties on both islands.',
  search: 'Search',
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/home.ts). */
export type HomeTranslation = Translation<typeof homeEnglish>;
