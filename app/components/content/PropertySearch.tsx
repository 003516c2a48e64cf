import { Form, useNavigate } from 'react-router';
import { buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { SelectField, type SelectOption } from '#app/components/ui/Field';
import { ISLANDS, PROPERTY_PRICE_BANDS, PROPERTY_TYPES } from '#app/domain/constants';

const ANY: SelectOption = { value: '', label: 'Any' };
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const LOCATION_OPTIONS: SelectOption[] = [ANY, ...ISLANDS.map((island) => ({ value: island, label: island }))];
const TYPE_OPTIONS: SelectOption[] = [ANY, ...PROPERTY_TYPES.map((type) => ({ value: type, label: capitalise(type) }))];
const PRICE_OPTIONS: SelectOption[] = [
  ANY,
  ...PROPERTY_PRICE_BANDS.map((band) => ({ value: band.value, label: band.label })),
];

/**
 * The home page's search card: a GET form to /properties whose fields use the same names as the
 * listing's filters (island, type, price), so the chosen values arrive as the list's filters.
 * Without JavaScript the browser submits it (empty 'Any' values are ignored by the list); with
 * JavaScript the router navigates to a clean URL holding only the values that were chosen.
 */
export function PropertySearch({ headingId = 'search-heading' }: { headingId?: string }) {
  const navigate = useNavigate();
  return (
    <Form
      method="get"
      action="/properties"
      role="search"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const params = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value !== '') params.append(name, value);
        }
        const search = params.toString();
        navigate(search ? `/properties?${search}` : '/properties');
      }}
      className="card p-6 shadow-[0_32px_64px_-32px_rgb(11_17_24/0.45)] sm:p-8"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h2 id={headingId} className="font-display text-3xl leading-tight text-fg">
          Find Your Island Home
        </h2>
        <p className="text-sm text-fg-muted">Search sale properties on both islands.</p>
      </div>
      <div className="mt-6 grid gap-5 md:grid-cols-[repeat(3,minmax(0,1fr))_auto] md:items-end">
        <SelectField label="Location" selectProps={{ name: 'island', defaultValue: '' }} options={LOCATION_OPTIONS} />
        <SelectField label="Property Type" selectProps={{ name: 'type', defaultValue: '' }} options={TYPE_OPTIONS} />
        <SelectField label="Price Range" selectProps={{ name: 'price', defaultValue: '' }} options={PRICE_OPTIONS} />
        <button
          type="submit"
          className={cx(buttonClass({ variant: 'primary', size: 'lg' }), 'h-12 min-h-12 w-full md:w-auto')}
        >
          Search
        </button>
      </div>
    </Form>
  );
}
