import type { ReactNode } from 'react';
import { useTexts } from '#app/components/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';

/**
 * "Similar homes" under a listing's page (issue 31, item 2): the cards the route gives (the list pages' own
 * PropertyCard or RentalCard), up to four, nearest first. Nothing when there are none.
 */
export function SimilarHomes({ count, children }: { count: number; children: ReactNode }) {
  const t = useTexts(listingTexts);
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="similar-homes-heading"
      className="mt-16 border-t border-line pt-12"
      data-testid="similar-homes"
    >
      <h2 id="similar-homes-heading" className="section-title">
        {t.similarHomes}
      </h2>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}
