import { Link } from 'react-router';
import { ImageHero } from '#app/components/content/ImageHero';
import { CallToAction, PropertySearch, Testimonials } from '#app/components/content/content-parts';
import type { Testimonial } from '#app/components/content/Testimonials';
import { ConversionNote, useAnyConverted } from '#app/components/listings/Price';
import { PropertyCard } from '#app/components/listings/listing-parts';
import { ArrowRightIcon } from '#app/components/ui/page-icons';
import { SITE_NAME, type Island } from '#app/domain/constants';
import { localizeRows } from '#app/domain/i18n/content';
import { localeFromPath, localizedPath } from '#app/domain/i18n/locale';
import { homeTexts } from '#app/domain/i18n/texts/home';
import { homePageJsonLd } from '#app/domain/seo/json-ld';
import { pageMeta, rootOrigin } from '#app/domain/seo/meta';
import { useLocalizedPath } from '#app/components/i18n/locale';
import { getServices } from '#app/server/context.server';
import { requestOrigin } from '#app/server/http/origin.server';
import { log } from '#app/server/log.server';
import type { Route } from './+types/home';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import { listingQueries } from '#app/server/listings/listings.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getServices(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  // The agency, its offices, hours and contacts, for search engines.
  const jsonLd = homePageJsonLd({ origin: requestOrigin(request), locale });
  // The page's texts in its language (in no bundle: docs/decisions/009-i18n.md).
  const { metaTitle, ...t } = homeTexts[locale];
  const page = { t, title: metaTitle(SITE_NAME), jsonLd };
  try {
    return { ...page, featured: localizeRows(await capabilities.use(listingQueries).listFeaturedProperties(), ['title'], locale) };
  } catch (error) {
    // SPEC §8: a failed featured load is only logged; the section shows its empty state.
    log.error('featured properties not loaded', { error });
    return { ...page, featured: [] };
  }
}

type HomeText = Route.ComponentProps['loaderData']['t'];

const LOCATIONS: ReadonlyArray<{
  island: Island;
  image: string;
  alt: keyof HomeText;
  blurb: keyof HomeText;
  places: string;
}> = [
  {
    island: 'Saint Barthélemy',
    image: '/images/demo/island-st-barth.webp',
    alt: 'stBarthAlt',
    blurb: 'stBarthBlurb',
    places: 'Gustavia · Lurin · Flamands · Saint-Jean',
  },
  {
    island: 'Sint Maarten',
    image: '/images/demo/island-sint-maarten.webp',
    alt: 'sxmAlt',
    blurb: 'sxmBlurb',
    places: 'Philipsburg · Simpson Bay · Pelican Key · Dawn Beach',
  },
];

const testimonials = (t: HomeText): readonly Testimonial[] => [
  { quote: t.quote1, name: 'Catherine & James Whitmore', detail: t.quote1Detail },
  { quote: t.quote2, name: 'Alejandro Ruiz', detail: t.quote2Detail },
  { quote: t.quote3, name: 'Marc & Sophie Delaunay', detail: t.quote3Detail },
];

export default function Home({ loaderData: { featured, t } }: Route.ComponentProps) {
  const localized = useLocalizedPath();
  return (
    <>
      <ImageHero
        image={{
          src: '/images/demo/hero.webp',
          alt: t.heroAlt,
          width: 1920,
          height: 1080,
        }}
        eyebrow={t.heroEyebrow}
        title={t.heroTitle}
        lead={t.heroLead}
      >
        <Link to={localized('/properties')} className="btn btn-lg bg-brass-300 text-ink-950 hover:bg-brass-200">
          {t.viewProperties}
        </Link>
        <Link to={localized('/contact')} className="btn btn-lg btn-inverse">
          {t.contactUs}
        </Link>
      </ImageHero>

      <div className="container-page relative z-10 -mt-10 sm:-mt-14">
        <PropertySearch texts={{ title: t.searchTitle, lead: t.searchLead, search: t.search }} />
      </div>

      <section aria-labelledby="featured-heading" className="py-20 sm:py-28">
        <div className="container-page">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex flex-col gap-5">
              <p className="eyebrow">{t.featuredEyebrow}</p>
              <h2 id="featured-heading" className="section-title">
                {t.featuredTitle}
              </h2>
            </div>
            <Link to={localized('/properties')} className="group inline-flex items-center gap-2 self-start text-sm font-semibold tracking-[0.16em] text-fg uppercase hover:text-accent sm:self-auto">
              {t.viewAll}
              <ArrowRightIcon size={16} className="transition-transform duration-300 group-hover:translate-x-1" />
            </Link>
          </div>
          {featured.length === 0 ? (
            <p className="mt-12 border-t border-line pt-10 text-fg-muted">{t.noFeatured}</p>
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
            <p className="eyebrow">{t.locationsEyebrow}</p>
            <h2 id="locations-heading" className="section-title">
              {t.locationsTitle}
            </h2>
            <p className="section-lead">{t.locationsLead}</p>
          </div>
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {LOCATIONS.map((location) => (
              <li key={location.island}>
                <article className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden bg-ink-950 sm:aspect-[5/4] md:aspect-[4/5] lg:aspect-[5/4]">
                  <ResponsiveImage
                    src={location.image}
                    alt={t[location.alt] as string}
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
                        to={localized(`/properties?${new URLSearchParams({ island: location.island })}`)}
                        className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-offset-[-6px] after:focus-visible:outline-brass-300"
                      >
                        {location.island}
                      </Link>
                    </h3>
                    <p className="mt-4 max-w-md text-[0.9375rem] leading-relaxed text-sand-100">{t[location.blurb] as string}</p>
                    <p
                      aria-hidden="true"
                      className="mt-6 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-sand-50 uppercase"
                    >
                      {t.viewIslandProperties}
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
        eyebrow={t.testimonialsEyebrow}
        title={t.testimonialsTitle}
        items={testimonials(t)}
        tone="default"
      />

      <CallToAction
        id="cta-heading"
        eyebrow={t.ctaEyebrow}
        title={t.ctaTitle}
        primary={{ to: localized('/contact'), label: t.contactUs }}
        secondary={{ to: localized('/rentals'), label: t.exploreRentals }}
        image={{ src: '/images/demo/cove-03.webp', width: 1200, height: 800 }}
      >
        <p>{t.ctaText}</p>
      </CallToAction>
    </>
  );
}

function FeaturedConversionNote({ currencies }: { currencies: Parameters<typeof useAnyConverted>[0] }) {
  return <ConversionNote show={useAnyConverted(currencies)} className="mt-6" />;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    origin: rootOrigin(matches),
    jsonLd: loaderData?.jsonLd,
    title: loaderData?.title ?? SITE_NAME,
    description: loaderData?.t.metaDescription ?? '',
    path: localizedPath('/', locale),
    image: '/images/demo/hero.webp',
  });
};
