import { lazy, Suspense } from 'react';
import { useTexts } from '#app/components/i18n/locale';
import type { Locale } from '#app/domain/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';
import type { ListingLocation } from '#app/domain/maps/model';

/** Sections shared by the property and rental detail pages. */

/** Only with MAP_TILES_URL: its own chunk, so the pages without it carry none of it. */
const ExploreArea = lazy(() => import('#app/components/maps/ExploreArea'));

/** Amenities in the page's language (app/domain/listings/amenities.ts); free text keeps its `lang`. */
export function AmenityList({ amenities }: { amenities: readonly { text: string; lang?: Locale }[] }) {
  const t = useTexts(listingTexts);
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="section-title">
        {t.amenities}
      </h2>
      {amenities.length ? (
        <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {amenities.map((amenity) => (
            <li key={amenity.text} lang={amenity.lang} className="flex items-center gap-3 text-fg">
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
              {amenity.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-fg-muted">{t.amenitiesOnRequest}</p>
      )}
    </section>
  );
}

/**
 * Where the listing is: its address, then its island's map drawn on the server (a circle for a discreet
 * location, with the note), or the spec's 'Map location not available' without coordinates; with
 * MAP_TILES_URL, 'Explore the area' opens the interactive map. The page never receives the coordinates.
 */
export function LocationBlock({
  listing,
  location,
}: {
  listing: { address: string; location: string; island: string };
  location: ListingLocation;
}) {
  const t = useTexts(listingTexts);
  const area = `${listing.location}, ${listing.island}`;
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="section-title">
        {t.location}
      </h2>
      <address className="mt-4 flex flex-col gap-1 text-fg not-italic">
        {listing.address ? <span>{listing.address}</span> : null}
        <span className="text-fg-muted">{area}</span>
      </address>
      {location.figure ? (
        <>
          {/* Drawn on the server (withPublicLocation): markup, so no map code comes with the page. */}
          <div dangerouslySetInnerHTML={{ __html: location.figure }} />
          {location.explore ? (
            <Suspense>
              <ExploreArea area={location.explore} label={area} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <div className="mt-5 flex aspect-[16/7] items-center justify-center rounded-sm border border-dashed border-line-strong bg-surface-muted p-6 text-center text-fg-muted">
          <p>{t.mapUnavailable}</p>
        </div>
      )}
    </section>
  );
}
