import { useMessages } from '#app/components/i18n/locale';
import { listingMessages } from '#app/domain/i18n/messages/listing';

/** Sections shared by the property and rental detail pages. */

export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  const t = useMessages(listingMessages);
  return (
    <section aria-labelledby="amenities-heading">
      <h2 id="amenities-heading" className="section-title">
        {t.amenities}
      </h2>
      {amenities.length ? (
        <ul className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {amenities.map((amenity) => (
            <li key={amenity} className="flex items-center gap-3 text-fg">
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent" />
              {amenity}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-fg-muted">{t.amenitiesOnRequest}</p>
      )}
    </section>
  );
}

export function LocationBlock({
  listing,
}: {
  listing: { address: string; location: string; island: string; latitude: number | null; longitude: number | null };
}) {
  const t = useMessages(listingMessages);
  const hasCoordinates = listing.latitude !== null && listing.longitude !== null;
  return (
    <section aria-labelledby="location-heading">
      <h2 id="location-heading" className="section-title">
        {t.location}
      </h2>
      <address className="mt-4 flex flex-col gap-1 text-fg not-italic">
        {listing.address ? <span>{listing.address}</span> : null}
        <span className="text-fg-muted">
          {listing.location}, {listing.island}
        </span>
      </address>
      <div className="mt-5 flex aspect-[16/7] items-center justify-center rounded-sm border border-dashed border-line-strong bg-surface-muted p-6 text-center text-fg-muted">
        {hasCoordinates ? (
          <p>
            {t.mapPlaceholder}
            <span className="mt-1 block text-sm">
              {listing.latitude!.toFixed(4)}, {listing.longitude!.toFixed(4)}
            </span>
          </p>
        ) : (
          <p>{t.mapUnavailable}</p>
        )}
      </div>
    </section>
  );
}
