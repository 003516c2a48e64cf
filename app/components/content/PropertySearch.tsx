import { Form, useNavigate } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { SelectField, type SelectOption } from '#app/components/ui/Field';
import { ISLANDS, PROPERTY_PRICE_BANDS, PROPERTY_TYPES } from '#app/domain/constants';
import { useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { useMoney } from '#app/components/listings/Price';
import { compactedSearch } from '#app/domain/listings/filters';
import { listingsTexts } from '#app/domain/listings/texts/listings';

/**
 * The home page's search card: a GET form to /properties whose fields use the same names as the
 * listing's filters (island, type, price), so the chosen values arrive as the list's filters.
 * Without JavaScript the browser submits it (the list redirects to the address without the empty values); with
 * JavaScript the router navigates to a clean URL holding only the values that were chosen. The price bands
 * read in the visitor's currency, as the list's own filter does.
 */
export function PropertySearch({
  texts: t,
  headingId = 'search-heading',
}: {
  /** The card's own texts, from the home page's loader (app/domain/i18n/texts/home.ts). */
  texts: { title: string; lead: string; search: string };
  headingId?: string;
}) {
  const navigate = useNavigate();
  const l = useTexts(listingsTexts);
  const properties = useLocalizedPath()('/properties');
  const { currency } = useMoney();
  const any: SelectOption = { value: '', label: l.any };
  return (
    <Form
      method="get"
      action={properties}
      role="search"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string') params.append(name, value);
        }
        navigate(`${properties}${compactedSearch(params) ?? `?${params}`}`);
      }}
      className="card p-6 shadow-[0_32px_64px_-32px_rgb(11_17_24/0.45)] sm:p-8"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-fg">
          {t.title}
        </h2>
        <p className="text-sm text-fg-muted">{t.lead}</p>
      </div>
      <div className="mt-6 grid gap-5 md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end">
        <SelectField
          label={l.location}
          selectProps={{ name: 'island', defaultValue: '' }}
          options={[any, ...ISLANDS.map((island) => ({ value: island, label: island }))]}
        />
        <SelectField
          label={l.propertyType}
          selectProps={{ name: 'type', defaultValue: '' }}
          options={[any, ...PROPERTY_TYPES.map((type) => ({ value: type, label: l.propertyTypeName(type) }))]}
        />
        <SelectField
          label={l.priceRange}
          selectProps={{ name: 'price', defaultValue: '' }}
          options={[
            any,
            ...PROPERTY_PRICE_BANDS.map((band) => ({ value: band.value, label: l.saleBand(band, currency) })),
          ]}
        />
        <button
          type="submit"
          className={cx(buttonClass({ variant: 'primary', size: 'lg' }), 'h-12 min-h-12 w-full md:w-auto')}
        >
          {t.search}
        </button>
      </div>
    </Form>
  );
}
