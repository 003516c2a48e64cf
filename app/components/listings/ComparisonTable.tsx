import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { Price } from '#app/components/listings/Price';
import { ResponsiveImage } from '#app/components/ui/ResponsiveImage';
import type { PropertyType } from '#app/domain/constants';
import type { Currency } from '#app/domain/currency/currency';
import { formatAreaIn } from '#app/domain/format';
import type { FieldLangs } from '#app/domain/i18n/content';
import { amenityRows, pricePerSquareMetre, valuesDiffer } from '#app/domain/listings/compare';
import { listingsTexts } from '#app/domain/listings/texts/listings';
import { savedTexts } from '#app/domain/listings/texts/saved';
import type { ListingImage } from '#app/domain/media/images';

export interface ComparedHome {
  id: string;
  title: string;
  lang?: FieldLangs<'title'>;
  price: number;
  price_currency: Currency;
  property_type: PropertyType;
  island: string;
  location: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  images: ListingImage[];
  amenities: readonly string[];
}

interface Row {
  key: string;
  label: ReactNode;
  labelLang?: string;
  /** What is compared (a row differs when these are not all equal). */
  values: unknown[];
  cells: ReactNode[];
}

/**
 * Saved properties side by side (issue 31, item 5): a real table, one column per home, a row per fact and per
 * amenity. A row whose values differ says so in words ("differs") and is tinted, so the differences read at a
 * glance and to a screen reader; "only what differs" (a link, no JavaScript) hides the rest.
 */
export function ComparisonTable({
  homes,
  onlyDifferences,
}: {
  homes: readonly ComparedHome[];
  onlyDifferences: boolean;
}) {
  const t = useTexts(savedTexts);
  const list = useTexts(listingsTexts);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const facts: Row[] = [
    row(
      'price',
      t.price,
      homes.map((h) => [h.price, h.price_currency]),
      (h) => <Price amount={h.price} currency={h.price_currency} />,
    ),
    row(
      'per-area',
      t.pricePerArea,
      homes.map((h) => pricePerSquareMetre(h.price, h.area)),
      (h) => {
        const perArea = pricePerSquareMetre(h.price, h.area);
        return perArea === null ? t.notStated : <Price amount={perArea} currency={h.price_currency} />;
      },
    ),
    row(
      'type',
      t.type,
      homes.map((h) => h.property_type),
      (h) => list.propertyTypeName(h.property_type),
    ),
    row(
      'island',
      t.island,
      homes.map((h) => h.island),
      (h) => h.island,
    ),
    row(
      'location',
      list.location,
      homes.map((h) => h.location),
      (h) => h.location || t.notStated,
    ),
    row(
      'bedrooms',
      list.bedrooms,
      homes.map((h) => h.bedrooms),
      (h) => h.bedrooms,
    ),
    row(
      'bathrooms',
      list.bathrooms,
      homes.map((h) => h.bathrooms),
      (h) => h.bathrooms,
    ),
    row(
      'area',
      t.area,
      homes.map((h) => h.area),
      (h) => (h.area > 0 ? formatAreaIn(h.area, locale) : t.notStated),
    ),
  ];
  const amenities: Row[] = amenityRows(homes, locale).map((amenity) => ({
    key: `amenity-${amenity.text}`,
    label: amenity.text,
    labelLang: amenity.lang,
    values: amenity.has,
    cells: amenity.has.map((has) => <YesNo key={String(has)} has={has} yes={t.yes} no={t.no} />),
  }));
  const shown = (rows: Row[]) => (onlyDifferences ? rows.filter((r) => valuesDiffer(r.values)) : rows);
  const factRows = shown(facts);
  const amenityRowsShown = shown(amenities);

  function row(key: string, label: string, values: unknown[], cell: (home: ComparedHome) => ReactNode): Row {
    return { key, label, values, cells: homes.map((home) => cell(home)) };
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p>
        <Link className="link text-sm" to={onlyDifferences ? '?view=compare' : '?view=compare&only=differences'}>
          {onlyDifferences ? t.everyRow : t.onlyDifferences}
        </Link>
      </p>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div
        className="max-w-full overflow-x-auto rounded-[2px] border border-line"
        tabIndex={0}
        role="region"
        aria-label={t.compareTitle}
      >
        <table
          className="w-full table-fixed border-collapse text-left text-sm"
          // Room for each home's column (11rem) beside the row names; narrower screens scroll the region sideways.
          style={{ minWidth: `${9 + homes.length * 11}rem` }}
        >
          <caption className="sr-only">{t.compareCaption}</caption>
          <thead>
            <tr className="align-top">
              <td className="sticky left-0 z-10 w-36 bg-surface p-3 sm:w-44" />
              {homes.map((home) => (
                <th key={home.id} scope="col" className="p-3 font-normal">
                  <div className="flex flex-col gap-2">
                    <div className="aspect-[3/2] overflow-hidden bg-surface-muted">
                      {home.images[0] ? (
                        <ResponsiveImage
                          src={home.images[0].src}
                          alt=""
                          media={home.images[0].media}
                          placeholder={home.images[0].placeholder}
                          width={480}
                          height={320}
                          sizes="240px"
                          maxDisplayWidth={480}
                          priority
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </div>
                    <Link
                      to={localized(`/properties/${home.id}`)}
                      className="link font-display text-lg leading-tight"
                      lang={home.lang?.title}
                    >
                      {home.title}
                    </Link>
                    <Form method="post" action={localized('/saved')}>
                      <input type="hidden" name="intent" value="uncompare" />
                      <input type="hidden" name="id" value={home.id} />
                      <input type="hidden" name="redirectTo" value={localized('/saved?view=compare')} />
                      <button type="submit" className="link text-xs">
                        {t.remove}
                        <span className="sr-only"> — {home.title}</span>
                      </button>
                    </Form>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {factRows.map((r) => (
              <ComparisonRow key={r.key} row={r} differsLabel={t.differs} />
            ))}
          </tbody>
          {amenityRowsShown.length > 0 ? (
            <tbody>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={homes.length + 1}
                  className="bg-surface-muted px-3 py-2 text-xs tracking-[0.16em] uppercase"
                >
                  {t.amenities}
                </th>
              </tr>
              {amenityRowsShown.map((r) => (
                <ComparisonRow key={r.key} row={r} differsLabel={t.differs} />
              ))}
            </tbody>
          ) : null}
        </table>
      </div>
      {onlyDifferences && factRows.length + amenityRowsShown.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.noDifferences}</p>
      ) : null}
    </div>
  );
}

function ComparisonRow({ row, differsLabel }: { row: Row; differsLabel: string }) {
  const differs = valuesDiffer(row.values);
  return (
    <tr
      className={`border-t border-line align-top ${differs ? 'bg-accent-soft' : ''}`}
      data-differs={differs ? '' : undefined}
    >
      <th
        scope="row"
        className={`sticky left-0 z-10 p-3 font-medium text-fg ${differs ? 'bg-accent-soft' : 'bg-surface'}`}
      >
        <span lang={row.labelLang}>{row.label}</span>
        {differs ? (
          <span className="ml-2 inline-block rounded-full border border-accent px-2 text-[0.6875rem] font-semibold text-fg">
            {differsLabel}
          </span>
        ) : null}
      </th>
      {row.cells.map((cell, index) => (
        <td key={index} className="p-3 text-fg tabular-nums">
          {cell}
        </td>
      ))}
    </tr>
  );
}

function YesNo({ has, yes, no }: { has: boolean; yes: string; no: string }) {
  return has ? (
    <span className="inline-flex items-center gap-1.5">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-none stroke-current stroke-2 text-success">
        <path d="M3 8.5 6.5 12 13 4.5" />
      </svg>
      {yes}
    </span>
  ) : (
    <span className="text-fg-muted">{no}</span>
  );
}
