import { useEffect, useId, useRef } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { Select } from '#app/components/ui/Select';
import { CURRENCIES } from '#app/domain/currency/currency';
import {
  isPaymentListFiltered,
  parsePaymentListState,
  paymentListSearch,
  PAYMENT_LIST_SEARCH_MAX,
  PAYMENT_LIST_STATUSES,
  type PaymentListState,
} from '#app/domain/payments/payment-list';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';

const text = staffPaymentListTexts.filters;

const STATUS_OPTIONS = PAYMENT_LIST_STATUSES.map((status) => ({ value: status, label: text.statuses[status] }));
const CURRENCY_OPTIONS = [
  { value: '', label: text.allCurrencies },
  ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

/**
 * The payments list's filters: a GET form whose state lives in the URL, so it works without JavaScript
 * (Apply or Enter submits it). With JavaScript a changed select applies at once; the search and the dates
 * wait for Apply, as a text or a date being typed is not yet the one meant. The page goes back to 1.
 * The search finds a reference, a guest or a villa by name (a select of every villa does not scale to an
 * agency with hundreds); a link filtered by one villa (`rental`) shows its name, removable.
 */
export function PaymentFilters({ state, villa }: { state: PaymentListState; villa: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const filtering =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const field = 'flex min-w-0 flex-col gap-1.5';

  // A back navigation or 'Clear filters' changes the URL under the form: show its filters.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const values: Record<string, string> = {
      status: state.status,
      search: state.search ?? '',
      currency: state.currency ?? '',
      from: state.from ?? '',
      to: state.to ?? '',
    };
    for (const [name, value] of Object.entries(values)) {
      const control = elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
  }, [state.status, state.search, state.currency, state.from, state.to]);

  return (
    <Form
      method="get"
      role="search"
      aria-label={text.label}
      preventScrollReset
      ref={form}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 sm:gap-x-4 lg:grid-cols-[minmax(0,10rem)_minmax(0,12rem)_minmax(0,11rem)_minmax(0,11rem)_auto] lg:items-end"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName !== 'SELECT') return;
        const fields = new FormData(event.currentTarget);
        const params = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
        void navigate(`${location.pathname}${paymentListSearch(parsePaymentListState(params))}`, {
          replace: true,
          preventScrollReset: true,
        });
      }}
    >
      {state.rental ? (
        <p className="col-span-full flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg">
          <input type="hidden" name="rental" value={state.rental} />
          <span>{text.villaFilter(villa)}</span>
          <Link
            to={`${location.pathname}${paymentListSearch({ ...state, rental: undefined, page: 1 })}`}
            className="link"
            preventScrollReset
          >
            {text.removeVilla}
          </Link>
        </p>
      ) : null}
      <div className={cx(field, 'col-span-full lg:max-w-xl')}>
        <label htmlFor={`${id}-search`} className="label mb-0">
          {text.search}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          defaultValue={state.search ?? ''}
          maxLength={PAYMENT_LIST_SEARCH_MAX}
          placeholder={text.searchHint}
          autoComplete="off"
          className="input px-3"
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-status`} className="label mb-0">
          {text.status}
        </label>
        <Select id={`${id}-status`} name="status" defaultValue={state.status} options={STATUS_OPTIONS} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-currency`} className="label mb-0">
          {text.currency}
        </label>
        <Select id={`${id}-currency`} name="currency" defaultValue={state.currency ?? ''} options={CURRENCY_OPTIONS} />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-from`} className="label mb-0">
          {text.from}
        </label>
        <input id={`${id}-from`} type="date" name="from" defaultValue={state.from ?? ''} className="input px-3" />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-to`} className="label mb-0">
          {text.to}
        </label>
        <input id={`${id}-to`} type="date" name="to" defaultValue={state.to ?? ''} className="input px-3" />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonClass({ variant: 'secondary' })} aria-busy={filtering || undefined}>
          {text.apply}
        </button>
        {isPaymentListFiltered(state) ? (
          <Link to={location.pathname} className={buttonClass({ variant: 'ghost' })}>
            {text.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
