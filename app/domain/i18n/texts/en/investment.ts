import type { Translation } from '#app/domain/i18n/catalogue';

/**
 * The investment page (/investment): Sint Maarten's case for buyers, the figures and the four steps. Long prose
 * that only this page shows, so its loader sends it (the page has no other data): like the e-mails (./mail.ts)
 * the namespace is not registered with `translations()`, and neither language is in any bundle — in particular
 * not in the French texts every French page loads.
 */
export const investmentEnglish = {
  metaTitle: (site: string) => `Invest in Sint Maarten | ${site}`,
  metaDescription:
    'Why invest in Sint Maarten: 2.5M+ annual visitors, 0% property and capital gains tax, 12%+ average rental yields and an 85% rise in values over a decade.',
  heroAlt: 'Waterfront residences on a Sint Maarten marina at golden hour',
  eyebrow: 'Investment',
  title: 'Invest in Sint Maarten',
  lead: 'A stable, tax-efficient Caribbean market with world-class tourism, rising values and a genuine welcome for foreign buyers.',
  viewProperties: 'View Properties',
  speakToAdvisor: 'Speak to an Advisor',
  // In numbers
  statisticsHeading: 'Sint Maarten in numbers',
  visitorsValue: '2.5M+',
  visitorsLabel: 'Annual Visitors',
  taxValue: '0%',
  taxLabel: 'Property & Capital Gains Tax',
  yieldValue: '12%+',
  yieldLabel: 'Average Rental Yield',
  // Nine reasons (SPEC §1's selling points)
  reasonsEyebrow: 'Why Sint Maarten',
  reasonsTitle: '9 Compelling Reasons to Invest',
  reasonsLead:
    'Half Dutch, half French and thirty-seven square miles in all, the island combines a strong tourism economy with one of the Caribbean’s friendliest regimes for property owners.',
  reason1Title: 'Welcoming to Foreign Investors',
  reason1Text:
    'Foreign buyers may own freehold property on the same terms as residents, with no restrictions on repatriating rental income or sale proceeds.',
  reason2Title: 'Proven Appreciation',
  reason2Text:
    'Property values have risen by 85% over the last decade, sustained by limited land and steady international demand.',
  reason3Title: 'Thriving Tourism',
  reason3Text:
    '2.5 million visitors a year — 1.8 million cruise passengers and 700,000 stay-over guests — keep rental demand strong year-round.',
  reason4Title: 'Tax Advantages',
  reason4Text:
    '0% property tax, 0% capital gains tax and 0% inheritance tax make Sint Maarten one of the most efficient places in the region to hold real estate.',
  reason5Title: 'Modern Infrastructure',
  reason5Text:
    'An international airport with direct flights to North America and Europe, a deep-water cruise port, marinas, reliable utilities and fibre internet.',
  reason6Title: 'Diverse Property Types',
  reason6Text:
    'Beachfront condominiums, marina apartments, hillside villas and development land — an entry point for every strategy and budget.',
  reason7Title: 'Growing Economy',
  reason7Text: 'GDP growth of 3.8% a year, led by tourism, hospitality, financial services and construction.',
  reason8Title: 'Residency Options',
  reason8Text:
    'Property ownership can support an application for residence, giving investors and their families a path to island life.',
  reason9Title: 'Dutch & French Culture',
  reason9Text:
    'One island, two nations: Dutch efficiency and French savoir-vivre, with English spoken everywhere and the US dollar in daily use.',
  // The market
  marketEyebrow: 'The market at a glance',
  marketTitle: 'Demand that does not stand still',
  marketLead:
    'Visitors fill the island’s villas and apartments through the season, and a growing economy keeps values moving upward. The figures behind the opportunity:',
  touristsPerYear: '2.5 million tourists a year',
  visitorsByArrival: 'Visitors by way of arrival',
  cruisePassengers: 'Cruise passengers',
  cruiseValue: '1.8M',
  stayOverGuests: 'Stay-over guests',
  stayOverValue: '700K',
  valueIncrease: 'Property value increase over the last decade',
  valueIncreaseValue: '85%',
  gdpGrowth: 'Annual GDP growth',
  gdpGrowthValue: '3.8%',
  // How it works
  journeyEyebrow: 'How it works',
  journeyTitle: 'Your Investment Journey',
  journeyLead: 'Four steps, one team, from the first conversation to years of care.',
  step1Title: 'Consultation',
  step1Text:
    'We begin with your goals, budget and timeline, and walk you through the market, the tax position and the residency options.',
  step2Title: 'Property Selection',
  step2Text:
    'A shortlist of on- and off-market properties, viewings in person or by video, and honest figures on rental potential.',
  step3Title: 'Acquisition Process',
  step3Text:
    'We coordinate the offer, due diligence, notary, financing and transfer of title — from handshake to keys.',
  step4Title: 'Ongoing Management',
  step4Text:
    'Our management team maintains, rents and reports on your property, so it keeps earning while you are away.',
  // Closing
  ctaEyebrow: 'Start today',
  ctaTitle: 'Begin your investment in paradise',
  contactUs: 'Contact Us',
  ctaText:
    'Browse our current listings, or talk to an advisor about the market, the numbers and the right property for your goals.',
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/investment.ts). */
export type InvestmentTranslation = Translation<typeof investmentEnglish>;
