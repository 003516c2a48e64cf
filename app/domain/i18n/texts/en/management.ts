import type { MANAGEMENT_PACKAGES } from '#app/domain/constants';
import type { Translation } from '#app/domain/i18n/catalogue';

type PackageName = (typeof MANAGEMENT_PACKAGES)[number]['name'];

/**
 * The property management page (/property-management): services, packages, reasons and owners' words. Long
 * prose that only this page shows, so its loader sends it, as the investment page's does (./investment.ts):
 * not registered with `translations()`, in no bundle.
 */
export const managementEnglish = {
  metaTitle: (site: string) => `Property Management | ${site}`,
  metaDescription:
    'Full-service property management on Saint Barthélemy and Sint Maarten: tenants, maintenance, finances, marketing and compliance. Packages from 8% of rental income.',
  eyebrow: 'Property Management',
  title: 'Property Management',
  lead: 'Full-service care for luxury homes on Saint Barthélemy and Sint Maarten — always guest-ready, well maintained and earning, whether you are on the island or not.',
  scheduleConsultation: 'Schedule a Consultation',
  viewPackages: 'View Packages',
  heroAlt: 'Contemporary villa with an infinity pool and terrace above the sea, at dusk',
  // Overview
  overviewEyebrow: 'Service overview',
  overviewTitle: 'Complete care for your island home',
  overviewText:
    'A villa in the Caribbean deserves more than a caretaker. We look after the house, the guests and the accounts as if they were our own — from the first booking enquiry to the last invoice of the year — so that owning a home in paradise is a pleasure, not a second job.',
  point1Title: 'On the island, not on the phone',
  point1Text:
    'Our managers live in Gustavia and Philipsburg. Someone who knows your home is minutes away, day and night.',
  point2Title: 'One point of contact',
  point2Text: 'A named manager coordinates guests, staff and trades, so you make one call — or none at all.',
  point3Title: 'Numbers you can read',
  point3Text: 'Clear monthly statements and an inspection record for every visit, storm season and stay.',
  // Services
  servicesEyebrow: 'What we do',
  servicesTitle: 'Our Services',
  servicesLead: 'Everything a luxury property needs, handled by one team you can reach.',
  service1Title: 'Tenant Relations',
  service1Text:
    'Screening of tenants and guests, check-in and check-out, concierge requests and one point of contact around the clock.',
  service2Title: 'Property Maintenance',
  service2Text:
    'Preventive schedules for pools, gardens and air conditioning, and fast repairs by vetted local trades.',
  service3Title: 'Financial Management',
  service3Text: 'Rent collection, expense tracking, utility and tax payments, and a clear statement every month.',
  service4Title: 'Lease Management',
  service4Text:
    'Leases and rental agreements drafted, renewed and enforced in line with the law on each side of the island.',
  service5Title: 'Marketing & Advertising',
  service5Text: 'Professional photography, premium listing channels and pricing that keeps occupancy high all season.',
  service6Title: 'Legal Compliance',
  service6Text:
    'Licences, tourist taxes, insurance and local regulations on the French and Dutch sides, always up to date.',
  service7Title: 'Property Inspections',
  service7Text: 'Regular inspections with photo reports — before and after every stay, and after each storm season.',
  service8Title: 'Vendor Management',
  service8Text:
    'A trusted network of contractors, housekeepers and gardeners, with negotiated rates and quality checks on every job.',
  // Packages
  packagesEyebrow: 'Packages',
  packagesTitle: 'Management Packages',
  packagesLead: 'Three levels of care, each a simple percentage of rental income. No set-up fees, no hidden charges.',
  mostChosen: 'Most chosen',
  packageName: (name: PackageName): string => name,
  percent: (value: number) => `${value}%`,
  ofRentalIncome: 'of rental income',
  includedIn: (name: string) => `Included in ${name}`,
  choosePackage: (name: string) => `Choose ${name}`,
  essentialSummary: 'For long-term rentals and owners who want the essentials handled well.',
  essential1: 'Tenant screening and relations',
  essential2: 'Rent collection and monthly statements',
  essential3: 'Routine maintenance coordination',
  essential4: 'Quarterly property inspections',
  essential5: 'Legal and tax compliance',
  premiumSummary: 'Our most chosen package for vacation rental homes.',
  premium1: 'Everything in Essential',
  premium2: 'Marketing and professional photography',
  premium3: 'Guest check-in, check-out and housekeeping',
  premium4: 'Monthly inspections with photo reports',
  premium5: '24/7 emergency response',
  luxurySummary: 'White-glove care for exceptional villas and estates.',
  luxury1: 'Everything in Premium',
  luxury2: 'A dedicated property manager',
  luxury3: 'Concierge, private chef and event arrangements',
  luxury4: 'Revenue management and dynamic pricing',
  luxury5: 'Renovation and capital project oversight',
  // Why us
  whyEyebrow: (site: string) => `Why ${site}`,
  whyTitle: 'Why Choose Us',
  whyLead: 'Owners stay with us for years. These are the reasons they give.',
  reason1Title: 'Local Expertise',
  reason1Text: 'Offices in Gustavia and Philipsburg, and a team that has lived and worked on the islands for decades.',
  reason2Title: 'Personal Service',
  reason2Text: 'A manager who knows your home, your preferences and your guests — not a call centre.',
  reason3Title: 'Transparent Reporting',
  reason3Text: 'Every booking, invoice and inspection documented and shared, with no hidden fees.',
  reason4Title: 'Rapid Response',
  reason4Text: 'Around-the-clock emergency response, with teams minutes away on both islands.',
  reason5Title: 'Trusted Network',
  reason5Text: 'Long-standing relationships with the best contractors, suppliers and service providers.',
  reason6Title: 'Stronger Returns',
  reason6Text: 'Pricing, marketing and care that keep occupancy high and the property at its very best.',
  // Owners' voices
  testimonialsEyebrow: 'Owners’ voices',
  testimonialsTitle: 'What Owners Say',
  quote1:
    'Since Island Estates took over, the villa is booked through most of the season and is in perfect order at every arrival.',
  quote1Detail: 'Villa owner, Saint Barthélemy',
  quote2:
    'After the storm, an inspection report and a repair plan were in our inbox before we had even thought to call.',
  quote2Detail: 'Homeowners, Sint Maarten',
  quote3:
    'The statements are clear, the team answers on the first ring, and our tenants stay for years. We could not ask for more.',
  quote3Detail: 'Residential landlord, Philipsburg',
  // Closing
  ctaEyebrow: 'Free consultation',
  ctaTitle: 'Let us care for your property',
  seeRentals: 'See Our Rentals',
  ctaText:
    'Tell us about your home. After a free, no-obligation visit we will recommend the package that fits it — and what it could earn.',
};

/** The shape the French texts must fill (app/domain/i18n/texts/fr/management.ts). */
export type ManagementTranslation = Translation<typeof managementEnglish>;
