import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { Select } from '#app/components/ui/Select';
import type { AdminListState, AdminTable } from '#app/domain/admin/lists';

/**
 * What a list's GET filter form shares: it submits itself as the staff type (at once for a select or a checkbox,
 * after a pause for text), says when its results are loading, and keeps a chosen sort.
 */
export function useListFilterForm(state: { sort: string; dir: string }) {
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    const target = event.target as HTMLElement;
    const delay = target.tagName === 'SELECT' || target.getAttribute('type') === 'checkbox' ? 0 : 350;
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  return { onChange, searching, keepSort: state.sort !== 'created_at' || state.dir !== 'desc' };
}

/** A filter form's end: the kept sort, its submit button, and 'Clear' while something is filtered. */
export function ListFilterActions({
  state,
  keepSort,
  searching,
  filtered,
  submitLabel,
}: {
  state: { sort: string; dir: string };
  keepSort: boolean;
  searching: boolean;
  filtered: boolean;
  submitLabel: string;
}) {
  const location = useLocation();
  return (
    <>
      {keepSort ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="dir" value={state.dir} />
        </>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ variant: 'secondary' })} aria-busy={searching || undefined}>
          {submitLabel}
        </button>
        {filtered ? (
          <Link to={location.pathname} className={buttonClass({ variant: 'ghost' })}>
            Clear
          </Link>
        ) : null}
      </div>
    </>
  );
}

/**
 * The toolbar of an admin list: a GET form (search text and one filter select) whose state lives in the
 * URL. Without JavaScript the Search button submits it; with JavaScript a change of the select submits at
 * once and typing submits after a short pause, replacing the history entry. The sort is kept; the page
 * goes back to 1.
 */
export function AdminListToolbar<T extends AdminTable>({
  state,
  searchLabel,
  placeholder,
  filter,
  secondFilter,
  stacked = false,
}: {
  state: AdminListState<T>;
  searchLabel: string;
  placeholder: string;
  filter: ToolbarFilter;
  /** Another select after the first (the listings' translation filter). */
  secondFilter?: ToolbarFilter;
  /** One control a line, for a narrow column (the inquiry list). */
  stacked?: boolean;
}) {
  const { onChange, searching, keepSort } = useListFilterForm(state);
  const searchId = useId();
  const filtered = isFiltered(state, filter.name === 'read' ? 'read' : 'status');

  return (
    <Form
      method="get"
      role="search"
      aria-label={searchLabel}
      preventScrollReset
      className={cx('flex flex-col gap-3', !stacked && 'sm:flex-row sm:items-center')}
      onChange={onChange}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          name="q"
          defaultValue={state.q}
          placeholder={placeholder}
          maxLength={200}
          autoComplete="off"
          className="input"
        />
      </div>
      <ToolbarSelect filter={filter} stacked={stacked} />
      {secondFilter ? <ToolbarSelect filter={secondFilter} stacked={stacked} /> : null}
      <ListFilterActions
        state={state}
        keepSort={keepSort}
        searching={searching}
        filtered={filtered}
        submitLabel="Search"
      />
    </Form>
  );
}

/** One of the toolbar's selects, labelled for screen readers. */
function ToolbarSelect({ filter, stacked }: { filter: ToolbarFilter; stacked: boolean }) {
  const id = useId();
  return (
    <div className={cx(!stacked && 'sm:w-52')}>
      <label htmlFor={id} className="sr-only">
        {filter.label}
      </label>
      <Select
        // Keyed by value so a back navigation or 'Clear Search' shows the URL's value.
        key={filter.value}
        id={id}
        name={filter.name}
        defaultValue={filter.value}
        options={filter.options}
      />
    </div>
  );
}

/** A select of the toolbar: its query parameter, its label and its options. */
export interface ToolbarFilter {
  name: 'status' | 'read' | 'french';
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

/** A search text or a filter other than 'all' narrows the list (an empty one then offers to clear it). */
export function isFiltered<T extends AdminTable>(state: AdminListState<T>, filter: 'status' | 'read'): boolean {
  return Boolean(state.q) || state[filter] !== 'all' || state.french !== 'all';
}
