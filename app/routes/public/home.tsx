import { Link } from 'react-router';
import { CallToAction } from '#app/components/content/CallToAction';
import { ImageHero } from '#app/components/content/ImageHero';
import { PropertySearch } from '#app/components/content/PropertySearch';
import { Testimonials, type Testimonial } from '#app/components/content/Testimonials';
import { ConversionNote, useAnyConverted } from '#app/components/listings/Price';
import { PropertyCard } from '#app/components/listings/PropertyCard';
import { ArrowRightIcon } from '#app/components/ui/icons';
import { SITE_NAME, type Island } from '#app/domain/constants';
import { pageMeta } from '#app/domain/seo';
import { getServices } from '#app/server/context.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/home';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';

export async function loader({ context }: Route.LoaderArgs) {
  const { backend } = getServices(context);
  try {
    return { featured: await backend.listFeaturedProperties() };
  } catch (error) {
    // SPEC §8: a failed featured load is only logged; the section shows its empty state.
    log.error('featured properties not loaded', { error });
    return { featured: [] };
  }
}

const LOCATIONS: ReadonlyArray<{ island: Island; image: string; alt: string; blurb: string; places: string }> = [
  {
    island: 'Saint Barthélemy',
    image: '/images/demo/island-st-barth.webp',
    alt: 'Gustavia harbour, Saint Barthélemy, in the morning light',
    blurb:
      'French elegance at its most discreet: the red roofs of Gustavia, quiet coves and hillside villas that look out over the harbour at sunset.',
    places: 'Gustavia · Lurin · Flamands · Saint-Jean',
  },
  {
    island: 'Sint Maarten',
    image: '/images/demo/island-sint-maarten.webp',
    alt: 'Waterfront residences on a Sint Maarten marina at golden hour',
    blurb:
      'Dutch Caribbean ease: waterfront residences, marinas and long beaches, with no property tax and one of the region’s liveliest rental markets.',
    places: 'Philipsburg · Simpson Bay · Pelican Key · Dawn Beach',
  },
];

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'They found us a villa in Lurin we had not even known was for sale, and handled every step of the purchase while we were still in London.',
    name: 'Catherine & James Whitmore',
    detail: 'Villa owners, Saint Barthélemy',
  },
  {
    quote:
      'Straight answers on the numbers, the notary and the residency rules. Investing in Sint Maarten felt simple from the first call.',
    name: 'Alejandro Ruiz',
    detail: 'Investor, Miami',
  },
  {
    quote:
      'Our rental income rose in the very first season, and we have not had to think about the house once. The monthly reports are impeccable.',
    name: 'Marc & Sophie Delaunay',
    detail: 'Property management clients, Sint Maarten',
  },
];

export default function Home({ loaderData: { featured } }: Route.ComponentProps) {
  return (
    <>
      <ImageHero
        image={{
          src: '/images/demo/hero.webp',
          alt: 'Contemporary villa with an infinity pool above the Caribbean Sea at golden hour',
          width: 1920,
          height: 1080,
        }}
        eyebrow="Saint Barthélemy · Sint Maarten"
        title="Exceptional homes on two Caribbean islands"
        lead="Villas, residences and vacation rentals, chosen and cared for by people who live on the islands."
      >
        <Link to="/properties" className="btn btn-lg bg-brass-300 text-ink-950 hover:bg-brass-200">
          View Properties
        </Link>
        <Link to="/contact" className="btn btn-lg btn-inverse">
          Contact Us
        </Link>
      </ImageHero>

      <div className="container-page relative z-10 -mt-10 sm:-mt-14">
        <PropertySearch />
      </div>

      <section aria-labelledby="featured-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-5">
              <p className="eyebrow">A curated selection</p>
              <h2 id="featured-heading" className="section-title">
                Featured Properties
              </h2>
            </div>
            <Link to="/properties" className="group inline-flex items-center gap-2 self-start text-sm font-semibold tracking-[0.16em] text-fg uppercase hover:text-accent sm:self-auto">
              View All
              <ArrowRightIcon size={16} className="transition-transform duration-300 group-hover:translate-x-1" />
            </Link>
          </div>
          {featured.length === 0 ? (
            <p className="mt-12 border-t border-line pt-10 text-fg-muted">No featured properties found.</p>
          ) : (
            <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((property) => (
                <PropertyCard key={property.id} property={property} />
              ))}
            </div>
          )}
          <FeaturedConversionNote currencies={featured.map((property) => property.price_currency)} />
        </div>
      </section>

      <section aria-labelledby="locations-heading" className="bg-surface-muted py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-5">
            <p className="eyebrow">Two islands, two characters</p>
            <h2 id="locations-heading" className="section-title">
              Explore Our Locations
            </h2>
            <p className="section-lead">
              Ten miles of sea apart, Saint Barthélemy and Sint Maarten offer very different ways to live in the Caribbean.
              We know every bay of both.
            </p>
          </div>
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {LOCATIONS.map((location) => (
              <li key={location.island}>
                <article className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden bg-ink-950 sm:aspect-[5/4] md:aspect-[4/5] lg:aspect-[5/4]">
                  <ResponsiveImage
                    src={location.image}
                    alt={location.alt}
                    width={1200}
                    height={800}
                    sizes="(min-width: 768px) 50vw, 100vw"
                    maxDisplayWidth={640}
                    className="absolute inset-0 -z-20 h-full w-full object-cover transition duration-[1.2s] ease-luxe group-hover:scale-105"
                  />
                  <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[linear-gradient(to_top,rgb(11_17_24/0.92)_0%,rgb(11_17_24/0.75)_48%,rgb(11_17_24/0.2)_82%,rgb(11_17_24/0)_100%)]" />
                  <div className="p-6 sm:p-10">
                    <p className="text-[0.6875rem] font-semibold tracking-eyebrow text-brass-200 uppercase">{location.places}</p>
                    <h3 className="mt-3 font-display text-4xl text-sand-50 sm:text-5xl">
                      <Link
                        to={`/properties?${new URLSearchParams({ island: location.island })}`}
                        className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-offset-[-6px] after:focus-visible:outline-brass-300"
                      >
                        {location.island}
                      </Link>
                    </h3>
                    <p className="mt-4 max-w-md text-[0.9375rem] leading-relaxed text-sand-100">{location.blurb}</p>
                    <p
                      aria-hidden="true"
                      className="mt-6 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-sand-50 uppercase"
                    >
                      View properties
                      <ArrowRightIcon size={16} className="transition-transform duration-300 group-hover:translate-x-1" />
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Testimonials
        id="testimonials-heading"
        eyebrow="In their words"
        title="What Our Clients Say"
        items={TESTIMONIALS}
        tone="default"
      />

      <CallToAction
        id="cta-heading"
        eyebrow="Begin the conversation"
        title="Your place in the Caribbean starts here"
        primary={{ to: '/contact', label: 'Contact Us' }}
        secondary={{ to: '/rentals', label: 'Explore Rentals' }}
        image={{ src: '/images/demo/cove-03.webp', width: 1200, height: 800 }}
      >
        <p>
          Whether you are buying, renting or looking for someone to care for the home you already own, we will listen
          first and answer within one business day.
        </p>
      </CallToAction>
    </>
  );
}

function FeaturedConversionNote({ currencies }: { currencies: Parameters<typeof useAnyConverted>[0] }) {
  return <ConversionNote show={useAnyConverted(currencies)} className="mt-6" />;
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: `${SITE_NAME} | Luxury Real Estate in St. Barth & Sint Maarten`,
    description:
      'Luxury villas, residences and vacation rentals on Saint Barthélemy and Sint Maarten, with property management and investment advice from a local team.',
    path: '/',
    image: '/images/demo/hero.webp',
  });
