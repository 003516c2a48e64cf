import { lazy, Suspense } from 'react';
import { useTexts } from '#app/components/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';
import type { SimilarCardsProps } from './SimilarCards';

/**
 * The cards in a chunk of their own: rendered on the server with the page (without JavaScript they are plain links),
 * hydrated once their chunk has loaded, so the page's first-load JavaScript does not carry them.
 */
const SimilarCards = lazy(() => import('./SimilarCards'));

/**
 * "Similar homes" under a listing's page (issue 31, item 2): the list pages' own PropertyCard or RentalCard, up to
 * four, nearest first. Nothing when there are none.
 */
export function SimilarHomes(props: SimilarCardsProps) {
  const t = useTexts(listingTexts);
  if (props.homes.length === 0) return null;
  return (
    <section
      aria-labelledby="similar-homes-heading"
      className="mt-16 border-t border-line pt-12"
      data-testid="similar-homes"
    >
      <h2 id="similar-homes-heading" className="section-title">
        {t.similarHomes}
      </h2>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        <Suspense>
          <SimilarCards {...props} />
        </Suspense>
      </div>
    </section>
  );
}
