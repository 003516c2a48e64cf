import { Link } from 'react-router';
import { CallToAction } from '#app/components/content/CallToAction';
import { ImageHero } from '#app/components/content/ImageHero';
import { NumberedGrid, type NumberedItem } from '#app/components/content/NumberedGrid';
import { SITE_NAME } from '#app/domain/constants';
import { pageMeta } from '#app/domain/seo';
import type { Route } from './+types/investment';

/** A static page (SPEC §1 and §2 Investment): no loader. */

const STATISTICS = [
  { value: '2.5M+', label: 'Annual Visitors' },
  { value: '0%', label: 'Property & Capital Gains Tax' },
  { value: '12%+', label: 'Average Rental Yield' },
] as const;

/** The nine selling points of SPEC §1 are the nine reasons. */
const REASONS: readonly NumberedItem[] = [
  {
    title: 'Welcoming to Foreign Investors',
    text: 'Foreign buyers may own freehold property on the same terms as residents, with no restrictions on repatriating rental income or sale proceeds.',
  },
  {
    title: 'Proven Appreciation',
    text: 'Property values have risen by 85% over the last decade, sustained by limited land and steady international demand.',
  },
  {
    title: 'Thriving Tourism',
    text: '2.5 million visitors a year — 1.8 million cruise passengers and 700,000 stay-over guests — keep rental demand strong year-round.',
  },
  {
    title: 'Tax Advantages',
    text: '0% property tax, 0% capital gains tax and 0% inheritance tax make Sint Maarten one of the most efficient places in the region to hold real estate.',
  },
  {
    title: 'Modern Infrastructure',
    text: 'An international airport with direct flights to North America and Europe, a deep-water cruise port, marinas, reliable utilities and fibre internet.',
  },
  {
    title: 'Diverse Property Types',
    text: 'Beachfront condominiums, marina apartments, hillside villas and development land — an entry point for every strategy and budget.',
  },
  {
    title: 'Growing Economy',
    text: 'GDP growth of 3.8% a year, led by tourism, hospitality, financial services and construction.',
  },
  {
    title: 'Residency Options',
    text: 'Property ownership can support an application for residence, giving investors and their families a path to island life.',
  },
  {
    title: 'Dutch & French Culture',
    text: 'One island, two nations: Dutch efficiency and French savoir-vivre, with English spoken everywhere and the US dollar in daily use.',
  },
];

const JOURNEY: readonly NumberedItem[] = [
  {
    title: 'Consultation',
    text: 'We begin with your goals, budget and timeline, and walk you through the market, the tax position and the residency options.',
  },
  {
    title: 'Property Selection',
    text: 'A shortlist of on- and off-market properties, viewings in person or by video, and honest figures on rental potential.',
  },
  {
    title: 'Acquisition Process',
    text: 'We coordinate the offer, due diligence, notary, financing and transfer of title — from handshake to keys.',
  },
  {
    title: 'Ongoing Management',
    text: 'Our management team maintains, rents and reports on your property, so it keeps earning while you are away.',
  },
];

export default function Investment() {
  return (
    <>
      <ImageHero
        size="medium"
        image={{
          src: '/images/demo/island-sint-maarten.webp',
          alt: 'Waterfront residences on a Sint Maarten marina at golden hour',
          width: 1200,
          height: 800,
        }}
        eyebrow="Investment"
        title="Invest in Sint Maarten"
        lead="A stable, tax-efficient Caribbean market with world-class tourism, rising values and a genuine welcome for foreign buyers."
      >
        <Link to="/properties?island=Sint+Maarten" className="btn btn-lg bg-brass-300 text-ink-950 hover:bg-brass-200">
          View Properties
        </Link>
        <Link to="/contact?topic=investment#contact-form" className="btn btn-lg btn-inverse">
          Speak to an Advisor
        </Link>
      </ImageHero>

      <section aria-labelledby="statistics-heading" className="border-b border-line">
        <div className="container-page">
          <h2 id="statistics-heading" className="sr-only">
            Sint Maarten in numbers
          </h2>
          <dl className="grid divide-y divide-line sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            {STATISTICS.map((stat) => (
              <div key={stat.label} className="flex flex-col items-center gap-3 py-10 text-center sm:py-14">
                <dt className="order-2 text-[0.6875rem] font-semibold tracking-[0.18em] text-fg-muted uppercase">{stat.label}</dt>
                <dd className="order-1 font-display text-6xl leading-none text-accent lining-nums sm:text-7xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="reasons-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">Why Sint Maarten</p>
            <h2 id="reasons-heading" className="section-title">
              9 Compelling Reasons to Invest
            </h2>
            <p className="section-lead">
              Half Dutch, half French and thirty-seven square miles in all, the island combines a strong tourism economy
              with one of the Caribbean’s friendliest regimes for property owners.
            </p>
          </div>
          <NumberedGrid items={REASONS} columns={3} className="mt-14" />
        </div>
      </section>

      <section aria-labelledby="market-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page grid gap-14 lg:grid-cols-12 lg:gap-16">
          <div className="lg:col-span-5">
            <p className="eyebrow">The market at a glance</p>
            <h2 id="market-heading" className="section-title mt-5">
              Demand that does not stand still
            </h2>
            <p className="section-lead mt-6">
              Visitors fill the island’s villas and apartments through the season, and a growing economy keeps values
              moving upward. The figures behind the opportunity:
            </p>
          </div>
          <div className="flex flex-col gap-12 lg:col-span-7">
            <figure className="card p-6 sm:p-8">
              <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-display text-2xl text-fg lining-nums">2.5 million tourists a year</span>
                <span className="text-sm text-fg-muted">Visitors by way of arrival</span>
              </figcaption>
              <ul className="mt-8 flex flex-col gap-6">
                <VisitorBar label="Cruise passengers" value="1.8M" share={72} />
                <VisitorBar label="Stay-over guests" value="700K" share={28} />
              </ul>
            </figure>
            <dl className="grid gap-6 sm:grid-cols-2">
              <div className="card p-6 sm:p-8">
                <dt className="text-sm text-fg-muted">Property value increase over the last decade</dt>
                <dd className="mt-4 font-display text-5xl leading-none text-fg lining-nums">85%</dd>
              </div>
              <div className="card p-6 sm:p-8">
                <dt className="text-sm text-fg-muted">Annual GDP growth</dt>
                <dd className="mt-4 font-display text-5xl leading-none text-fg lining-nums">3.8%</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col items-center gap-5 text-center">
            <p className="eyebrow">How it works</p>
            <h2 id="journey-heading" className="section-title">
              Your Investment Journey
            </h2>
            <p className="section-lead mx-auto">Four steps, one team, from the first conversation to years of care.</p>
          </div>
          <NumberedGrid items={JOURNEY} columns={4} ordered className="mt-14" />
        </div>
      </section>

      <CallToAction
        id="cta-heading"
        eyebrow="Start today"
        title="Begin your investment in paradise"
        primary={{ to: '/properties', label: 'View Properties' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
        image={{ src: '/images/demo/cove-05.webp', width: 1200, height: 800 }}
      >
        <p>
          Browse our current listings, or talk to an advisor about the market, the numbers and the right property for
          your goals.
        </p>
      </CallToAction>
    </>
  );
}

function VisitorBar({ label, value, share }: { label: string; value: string; share: number }) {
  return (
    <li>
      <p className="flex items-baseline justify-between gap-4">
        <span className="text-[0.9375rem] text-fg">{label}</span>
        <span className="font-display text-3xl leading-none text-fg lining-nums">{value}</span>
      </p>
      <div aria-hidden="true" className="mt-3 h-2 w-full overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
      </div>
    </li>
  );
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `Invest in Sint Maarten | ${SITE_NAME}`,
    description:
      'Why invest in Sint Maarten: 2.5M+ annual visitors, 0% property and capital gains tax, 12%+ average rental yields and an 85% rise in values over a decade.',
    path: '/investment',
    image: '/images/demo/island-sint-maarten.webp',
  });
