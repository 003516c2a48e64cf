import { renderToStaticMarkup } from 'react-dom/server';
import { IslandMapDrawing } from '#app/components/maps/IslandMap';
import type { Locale } from '#app/domain/i18n/locale';
import type { IslandMap } from '#app/domain/maps/model';

/**
 * A map that never changes once drawn (a listing's place, an office) as finished markup: the page shows it as
 * it is, so its component and texts stay out of the browser's JavaScript (about 1.4 KB of first-load script
 * on the detail and contact pages). `id` keeps the figure's own ids apart from the page's and other maps'.
 */
export function islandMapMarkup(
  map: IslandMap,
  {
    id,
    locale,
    caption,
    note,
    className,
  }: { id: string; locale: Locale; caption: string; note?: string; className?: string },
): string {
  return renderToStaticMarkup(
    <IslandMapDrawing map={map} caption={caption} note={note} locale={locale} className={className} />,
    { identifierPrefix: `${id}-` },
  );
}
