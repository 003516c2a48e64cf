import { useEffect, useRef, useState } from 'react';
import { useLocale, useTexts } from '#app/components/i18n/locale';
import { Button } from '#app/components/ui/Button';
import { useHydrated } from '#app/components/ui/useHydrated';
import { mapTexts } from '#app/domain/maps/texts/map';
import { EXPLORE_AREA_MARK, type ExploreArea as Area } from '#app/domain/maps/explore';

/**
 * 'Explore the area' (only when MAP_TILES_URL is set): a button that appears once the page has hydrated —
 * without JavaScript there is nothing to offer — and, pressed, loads MapLibre and the PMTiles protocol
 * (./area-map.client.ts, its own chunk) and opens an interactive map at the listing's public location.
 * Nothing of MapLibre is fetched before the press, and pages without MAP_TILES_URL never load this module
 * (ListingSections.tsx imports it lazily).
 */
export default function ExploreArea({ area, label }: { area: Area; label: string }) {
  const t = useTexts(mapTexts);
  const locale = useLocale();
  const hydrated = useHydrated();
  const [state, setState] = useState<'idle' | 'loading' | 'shown' | 'failed'>('idle');
  const container = useRef<HTMLDivElement>(null);
  const close = useRef<(() => void) | null>(null);
  useEffect(() => () => close.current?.(), []);

  async function open() {
    setState('loading');
    try {
      const { showAreaMap } = await import('./area-map.client');
      close.current = showAreaMap(container.current!, area, locale);
      setState('shown');
    } catch {
      setState('failed');
    }
  }

  return (
    <div {...{ [EXPLORE_AREA_MARK]: '' }} className="mt-4 flex flex-col items-start gap-3">
      {hydrated && state !== 'shown' ? (
        <Button
          variant="secondary"
          size="sm"
          pending={state === 'loading'}
          pendingLabel={t.exploreLoading}
          onClick={open}
        >
          {t.exploreArea}
        </Button>
      ) : null}
      {state === 'failed' ? (
        <p role="status" className="text-sm text-danger">
          {t.exploreFailed}
        </p>
      ) : null}
      <div
        ref={container}
        role="region"
        aria-label={t.exploreLabel(label)}
        hidden={state === 'idle' || state === 'failed'}
        className="aspect-[4/3] w-full overflow-hidden rounded-sm border border-line sm:aspect-[16/9]"
      />
    </div>
  );
}
