import { useEffect, useId, useRef } from 'react';
import { Form, Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { Select } from '#app/components/ui/Select';
import { staffBookingTexts } from '#app/domain/booking/texts/staff';
import { parseStayListState, stayListSearch, type StayListState } from '#app/domain/booking/stay-list';
import { STAY_STATUS_LABELS, STAY_STATUSES } from '#app/domain/booking/stays';

const text = staffBookingTexts.desk.filters;

const STATUS_OPTIONS = [
  { value: 'all', label: text.allStatuses },
  { value: 'active', label: text.active },
  ...STAY_STATUSES.map((status) => ({ value: status, label: STAY_STATUS_LABELS[status] })),
];

const ORDER_OPTIONS = [
  { value: 'newest', label: text.newest },
  { value: 'arrival', label: text.arrival },
];

/** Two selects share a phone's row here: the text keeps the room the chevron and padding do not need. */
const COMPACT_SELECT = 'pl-3 pr-8 bg-[position:right_0.75rem_center]';
/** Any filter narrows the list (the empty state then offers to clear them). */
export function isStayListFiltered(state: StayListState): boolean {
  return state.status !== 'all' || Boolean(state.rental || state.from || state.to);
}

/**
 * The bookings list's filters: a GET form whose state lives in the URL, so it works without JavaScript
 * (Apply submits it). With JavaScript a changed select applies at once; dates wait for Apply, as a date
 * being typed is not yet a date. The page goes back to 1.
 */
export function StayFilters({
  state,
  rentals,
}: {
  state: StayListState;
  rentals: readonly { id: string; title: string }[];
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  const filtering =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const field = 'flex min-w-0 flex-col gap-1.5';
  const form = useRef<HTMLFormElement>(null);

  // A back navigation or 'Clear filters' changes the URL under the form: show its filters (without
  // remounting the controls, so focus stays on the select just changed).
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const values: Record<string, string> = {
      status: state.status,
      rental: state.rental ?? '',
      from: state.from ?? '',
      to: state.to ?? '',
      order: state.order,
    };
    for (const [name, value] of Object.entries(values)) {
      const control = elements.namedItem(name);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
  }, [state.status, state.rental, state.from, state.to, state.order]);

  return (
    <Form
      method="get"
      role="search"
      aria-label={text.label}
      preventScrollReset
      ref={form}
      className="card grid grid-cols-2 gap-x-3 gap-y-4 p-4 sm:gap-x-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,9rem)_minmax(0,11rem)_minmax(0,11rem)_minmax(0,10rem)_auto] lg:items-end"
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName !== 'SELECT') return;
        // The same URL as Apply gives, without the empty fields.
        const fields = new FormData(event.currentTarget);
        const params = new URLSearchParams([...fields].map(([name, value]) => [name, String(value)]));
        void navigate(`${location.pathname}${stayListSearch(parseStayListState(params))}`, {
          replace: true,
          preventScrollReset: true,
        });
      }}
    >
      <div className={cx(field, 'col-span-2 lg:col-span-1')}>
        <label htmlFor={`${id}-rental`} className="label mb-0">
          {text.villa}
        </label>
        <Select
          id={`${id}-rental`}
          name="rental"
          defaultValue={state.rental ?? ''}
          options={[{ value: '', label: text.allVillas }, ...rentals.map((r) => ({ value: r.id, label: r.title }))]}
          className={COMPACT_SELECT}
        />
      </div>
      <div className={field}>
        <label htmlFor={`${id}-status`} className="label mb-0">
          {text.status}
        </label>
        <Select
          id={`${id}-status`}
          name="status"
          defaultValue={state.status}
          options={STATUS_OPTIONS}
          className={COMPACT_SELECT}
        />
      </div>
      <div className={cx(field, 'lg:order-1')}>
        <label htmlFor={`${id}-order`} className="label mb-0">
          {text.order}
        </label>
        <Select
          id={`${id}-order`}
          name="order"
          defaultValue={state.order}
          options={ORDER_OPTIONS}
          className={COMPACT_SELECT}
        />
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
      <div className="col-span-2 flex gap-2 lg:order-2 lg:col-span-1">
        <button type="submit" className={buttonClass({ variant: 'secondary' })} aria-busy={filtering || undefined}>
          {text.apply}
        </button>
        {isStayListFiltered(state) ? (
          <Link to={location.pathname} className={buttonClass({ variant: 'ghost' })}>
            {text.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
