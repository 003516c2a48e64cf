import { useLocation, useRouteLoaderData } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';
import type { FavouriteKind } from '#app/domain/listings/favourites';

/**
 * A listing's brochure (a PDF drawn on the server, in the page's language: /properties/:id/brochure.pdf) as a
 * plain link beside Save and Share: no JavaScript, and the browser opens or keeps the file as it likes.
 */
export function BrochureLink({ id, kind }: { id: string; kind: FavouriteKind }) {
  const t = useTexts(listingTexts);
  const localized = useLocalizedPath();
  return (
    <a
      href={localized(`/${kind === 'property' ? 'properties' : 'rentals'}/${id}/brochure.pdf`)}
      download
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M12 11v6M9 14l3 3 3-3" />
      </svg>
      {t.brochure}
    </a>
  );
}

/** The page's address, printed under its title on paper only. */
export function PrintedAddress() {
  const origin = useRouteLoaderData<{ origin?: string }>('root')?.origin ?? '';
  const { pathname } = useLocation();
  return <p className="hidden text-sm print:block">{`${origin}${pathname}`}</p>;
}
