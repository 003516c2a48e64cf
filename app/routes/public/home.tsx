import { Link } from 'react-router';
import { PropertyCard } from '#app/components/listings/PropertyCard';
import { SITE_NAME } from '#app/domain/constants';
import { getServices } from '#app/server/context.server';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { backend } = getServices(context);
  return { featured: await backend.listFeaturedProperties() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-end overflow-hidden">
        <img
          src="/images/demo/hero.webp"
          alt="A hillside villa above a turquoise bay at golden hour"
          width={1920}
          height={1080}
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950/85 via-ink-950/40 to-transparent" />
        <div className="container-page w-full pt-40 pb-16">
          <h1 className="max-w-3xl font-display text-5xl leading-[1.05] text-sand-50 sm:text-7xl">
            Exceptional homes on Saint Barthélemy and Sint Maarten
          </h1>
          <p className="mt-6 max-w-xl text-lg text-sand-100">
            Villas, residences and vacation rentals, chosen and cared for by people who live on the islands.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link to="/properties" className="btn btn-primary">
              View Properties
            </Link>
            <Link to="/contact" className="btn btn-inverse">
              Contact Us
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-20" aria-labelledby="featured-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="section-title">
            Featured Properties
          </h2>
          <Link to="/properties" className="link">
            View All
          </Link>
        </div>
        {loaderData.featured.length === 0 ? (
          <p className="mt-10 text-fg-muted">No featured properties found.</p>
        ) : (
          <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.featured.map((property) => (
              <PropertyCard key={property.id} property={property} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

export function meta() {
  return [
    { title: `${SITE_NAME} | Luxury Real Estate in St. Barths & Sint Maarten` },
    {
      name: 'description',
      content: 'Luxury villas, residences and vacation rentals on Saint Barthélemy and Sint Maarten, with property management and investment advice.',
    },
  ];
}
