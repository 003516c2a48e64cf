import { useState, useSyncExternalStore } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { listingTexts } from '#app/domain/listings/texts/listing';
import { favouritesFromCookieHeader, type FavouriteKind } from '#app/domain/listings/favourites';

/**
 * Save keeps the listing among the visitor's favourites (a cookie, so it works without JavaScript too)
 * and `/saved` lists them. Share opens the system share sheet where there is one and copies the link
 * otherwise; without JavaScript it is an e-mail link.
 */
export function SaveShareButtons({ id, title, kind }: { id: string; title: string; kind: FavouriteKind }) {
  const fetcher = useFetcher();
  const t = useTexts(listingTexts);
  const localized = useLocalizedPath();
  const location = useLocation();
  const origin = useRouteLoaderData<{ origin?: string }>('root')?.origin ?? '';
  const [shareStatus, setShareStatus] = useState('');
  // The server cannot know the visitor's favourites (pages are shared by a cache); the browser reads its cookie.
  const cookie = useSyncExternalStore(
    noSubscription,
    () => document.cookie,
    () => null,
  );
  const hydrated = cookie !== null;
  const savedInCookie = favouritesFromCookieHeader(cookie).some((f) => f.id === id && f.kind === kind);

  // Optimistic while the save posts.
  const pendingIntent = fetcher.formData?.get('intent');
  const saved = pendingIntent ? pendingIntent === 'save' : savedInCookie;
  const url = `${origin}${location.pathname}`;

  async function share() {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setShareStatus(t.linkCopied);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') setShareStatus(t.shareFailed);
    }
    window.setTimeout(() => setShareStatus(''), 4000);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <fetcher.Form method="post" action={localized('/saved')}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="intent" value={saved ? 'remove' : 'save'} />
        <input type="hidden" name="redirectTo" value={location.pathname} />
        <button
          type="submit"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-pressed={hydrated ? saved : undefined}
        >
          <HeartIcon filled={saved} />
          {saved ? t.saved : t.save}
        </button>
      </fetcher.Form>
      {hydrated ? (
        <button type="button" onClick={share} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <ShareIcon />
          {t.share}
        </button>
      ) : (
        <a
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <ShareIcon />
          {t.share}
        </a>
      )}
      <span role="status" className="text-sm text-fg-muted">
        {shareStatus}
      </span>
    </div>
  );
}

const noSubscription = () => () => {};

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.6 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
    </svg>
  );
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}
