import { Link } from 'react-router';
import { CallToAction } from '#app/components/content/CallToAction';
import { NumberedGrid, type NumberedItem } from '#app/components/content/NumberedGrid';
import { Testimonials, type Testimonial } from '#app/components/content/Testimonials';
import { PageHero } from '#app/components/layout/PageHero';
import { LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { MANAGEMENT_PACKAGES, SITE_NAME } from '#app/domain/constants';
import { pageMeta } from '#app/domain/seo';
import type { Route } from './+types/property-management';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

/** A static page: no loader, so it is served from the route module alone. */

const OVERVIEW = [
  {
    title: 'On the island, not on the phone',
    text: 'Our managers live in Gustavia and Philipsburg. Someone who knows your home is minutes away, day and night.',
  },
  {
    title: 'One point of contact',
    text: 'A named manager coordinates guests, staff and trades, so you make one call — or none at all.',
  },
  {
    title: 'Numbers you can read',
    text: 'Clear monthly statements and an inspection record for every visit, storm season and stay.',
  },
] as const;

const SERVICES: readonly NumberedItem[] = [
  {
    title: 'Tenant Relations',
    text: 'Screening of tenants and guests, check-in and check-out, concierge requests and one point of contact around the clock.',
  },
  {
    title: 'Property Maintenance',
    text: 'Preventive schedules for pools, gardens and air conditioning, and fast repairs by vetted local trades.',
  },
  {
    title: 'Financial Management',
    text: 'Rent collection, expense tracking, utility and tax payments, and a clear statement every month.',
  },
  {
    title: 'Lease Management',
    text: 'Leases and rental agreements drafted, renewed and enforced in line with the law on each side of the island.',
  },
  {
    title: 'Marketing & Advertising',
    text: 'Professional photography, premium listing channels and pricing that keeps occupancy high all season.',
  },
  {
    title: 'Legal Compliance',
    text: 'Licences, tourist taxes, insurance and local regulations on the French and Dutch sides, always up to date.',
  },
  {
    title: 'Property Inspections',
    text: 'Regular inspections with photo reports — before and after every stay, and after each storm season.',
  },
  {
    title: 'Vendor Management',
    text: 'A trusted network of contractors, housekeepers and gardeners, with negotiated rates and quality checks on every job.',
  },
];

type PackageName = (typeof MANAGEMENT_PACKAGES)[number]['name'];

const PACKAGE_DETAILS: Record<PackageName, { summary: string; includes: readonly string[]; featured?: boolean }> = {
  Essential: {
    summary: 'For long-term rentals and owners who want the essentials handled well.',
    includes: [
      'Tenant screening and relations',
      'Rent collection and monthly statements',
      'Routine maintenance coordination',
      'Quarterly property inspections',
      'Legal and tax compliance',
    ],
  },
  Premium: {
    summary: 'Our most chosen package for vacation rental homes.',
    featured: true,
    includes: [
      'Everything in Essential',
      'Marketing and professional photography',
      'Guest check-in, check-out and housekeeping',
      'Monthly inspections with photo reports',
      '24/7 emergency response',
    ],
  },
  Luxury: {
    summary: 'White-glove care for exceptional villas and estates.',
    includes: [
      'Everything in Premium',
      'A dedicated property manager',
      'Concierge, private chef and event arrangements',
      'Revenue management and dynamic pricing',
      'Renovation and capital project oversight',
    ],
  },
};

const REASONS: readonly NumberedItem[] = [
  {
    title: 'Local Expertise',
    text: 'Offices in Gustavia and Philipsburg, and a team that has lived and worked on the islands for decades.',
  },
  {
    title: 'Personal Service',
    text: 'A manager who knows your home, your preferences and your guests — not a call centre.',
  },
  {
    title: 'Transparent Reporting',
    text: 'Every booking, invoice and inspection documented and shared, with no hidden fees.',
  },
  {
    title: 'Rapid Response',
    text: 'Around-the-clock emergency response, with teams minutes away on both islands.',
  },
  {
    title: 'Trusted Network',
    text: 'Long-standing relationships with the best contractors, suppliers and service providers.',
  },
  {
    title: 'Stronger Returns',
    text: 'Pricing, marketing and care that keep occupancy high and the property at its very best.',
  },
];

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Since Island Estates took over, the villa is booked through most of the season and is in perfect order at every arrival.',
    name: 'Henrik Lindqvist',
    detail: 'Villa owner, Saint Barthélemy',
  },
  {
    quote:
      'After the storm, an inspection report and a repair plan were in our inbox before we had even thought to call.',
    name: 'Nadia & Omar Haddad',
    detail: 'Homeowners, Sint Maarten',
  },
  {
    quote:
      'The statements are clear, the team answers on the first ring, and our tenants stay for years. We could not ask for more.',
    name: 'Laurence Martin',
    detail: 'Residential landlord, Philipsburg',
  },
];

const consultationHref = (packageName?: PackageName) =>
  `/contact?${new URLSearchParams({ topic: 'management', ...(packageName ? { package: packageName } : {}) })}#contact-form`;

export default function PropertyManagement() {
  return (
    <>
      <PageHero
        eyebrow="Property Management"
        title="Property Management"
        lead="Full-service care for luxury homes on Saint Barthélemy and Sint Maarten — always guest-ready, well maintained and earning, whether you are on the island or not."
      >
        <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
          <LinkButton to={consultationHref()} size="lg">
            Schedule a Consultation
          </LinkButton>
          <LinkButton to="#packages" variant="secondary" size="lg">
            View Packages
          </LinkButton>
        </div>
      </PageHero>

      <div className="container-page mt-6 sm:mt-10">
        <ResponsiveImage
          src="/images/demo/villa-05.webp"
          alt="Contemporary villa with an infinity pool and terrace above the sea, at dusk"
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 1200px, 100vw"
          maxDisplayWidth={1200}
          priority
          className="aspect-[4/3] w-full bg-surface-muted object-cover sm:aspect-[21/9]"
        />
      </div>

      <section aria-labelledby="overview-heading" className="py-16 sm:py-24">
        <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">Service overview</p>
            <h2 id="overview-heading" className="section-title mt-5">
              Complete care for your island home
            </h2>
            <span aria-hidden="true" className="rule-accent mt-8" />
          </div>
          <div className="flex flex-col gap-10 lg:col-span-7">
            <p className="text-lg leading-relaxed text-fg sm:text-xl">
              A villa in the Caribbean deserves more than a caretaker. We look after the house, the guests and the
              accounts as if they were our own — from the first booking enquiry to the last invoice of the year — so that
              owning a home in paradise is a pleasure, not a second job.
            </p>
            <dl className="grid gap-8 sm:grid-cols-3 sm:gap-6">
              {OVERVIEW.map((point) => (
                <div key={point.title} className="border-t border-line pt-5">
                  <dt className="font-display text-xl leading-snug font-medium text-fg">{point.title}</dt>
                  <dd className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{point.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">What we do</p>
            <h2 id="services-heading" className="section-title">
              Our Services
            </h2>
            <p className="section-lead">Everything a luxury property needs, handled by one team you can reach.</p>
          </div>
          <NumberedGrid items={SERVICES} columns={4} className="mt-14" />
        </div>
      </section>

      <section id="packages" aria-labelledby="packages-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col items-center gap-5 text-center">
            <p className="eyebrow">Packages</p>
            <h2 id="packages-heading" className="section-title">
              Management Packages
            </h2>
            <p className="section-lead mx-auto">
              Three levels of care, each a simple percentage of rental income. No set-up fees, no hidden charges.
            </p>
          </div>
          <ul className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-stretch lg:gap-8">
            {MANAGEMENT_PACKAGES.map((pkg) => {
              const details = PACKAGE_DETAILS[pkg.name];
              return (
                <li
                  key={pkg.name}
                  className={cx(
                    'card relative flex flex-col p-8 sm:p-10',
                    details.featured && 'border-accent shadow-[0_32px_64px_-32px_rgb(11_17_24/0.45)]',
                  )}
                >
                  {details.featured ? (
                    <p className="absolute top-0 right-8 -translate-y-1/2 bg-primary px-3 py-1.5 text-[0.625rem] font-semibold tracking-[0.16em] text-primary-fg uppercase">
                      Most chosen
                    </p>
                  ) : null}
                  <h3 className="font-display text-3xl text-fg">{pkg.name}</h3>
                  <p className="mt-2 min-h-12 text-[0.9375rem] leading-relaxed text-fg-muted">{details.summary}</p>
                  <p className="mt-8 flex items-baseline gap-3 border-t border-line pt-8">
                    <span className="font-display text-6xl leading-none text-fg lining-nums">{pkg.percent}%</span>
                    <span className="text-sm text-fg-muted">of rental income</span>
                  </p>
                  <h4 className="sr-only">Included in {pkg.name}</h4>
                  <ul className="mt-8 flex flex-1 flex-col gap-3">
                    {details.includes.map((item) => (
                      <li key={item} className="flex gap-3 text-[0.9375rem] leading-snug text-fg">
                        <CheckMark />
                        {item}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={consultationHref(pkg.name)}
                    className={cx('btn btn-block mt-10', details.featured ? 'btn-primary' : 'btn-secondary')}
                  >
                    Choose {pkg.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="border-t border-line py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">Why {SITE_NAME}</p>
            <h2 id="reasons-heading" className="section-title">
              Why Choose Us
            </h2>
            <p className="section-lead">
              Owners stay with us for years. These are the reasons they give.
            </p>
          </div>
          <NumberedGrid items={REASONS} columns={3} className="mt-14" />
        </div>
      </section>

      <Testimonials id="testimonials-heading" eyebrow="Owners’ voices" title="What Owners Say" items={TESTIMONIALS} />

      <CallToAction
        id="consultation-heading"
        eyebrow="Free consultation"
        title="Let us care for your property"
        primary={{ to: consultationHref(), label: 'Schedule a Consultation' }}
        secondary={{ to: '/rentals', label: 'See Our Rentals' }}
      >
        <p>
          Tell us about your home. After a free, no-obligation visit we will recommend the package that fits it — and
          what it could earn.
        </p>
      </CallToAction>
    </>
  );
}

function CheckMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Property Management | ${SITE_NAME}`,
    description:
      'Full-service property management on Saint Barthélemy and Sint Maarten: tenants, maintenance, finances, marketing and compliance. Packages from 8% of rental income.',
    path: '/property-management',
  });
