import { useEffect, useId, useRef, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { Pagination } from '#app/components/listings/Pagination';
import { buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { Select } from '#app/components/ui/Select';
import {
  adminListSearch,
  nextSort,
  type AdminListState,
  type AdminSort,
  type AdminTable,
} from '#app/domain/admin-lists';

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

/**
 * A sortable column header: a link to the list sorted by this column (the active column flips
 * direction, a new one starts ascending), with aria-sort on the active one.
 */
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

export function SortableHeader<T extends AdminTable>({
  state,
  column,
  children,
  className,
}: {
  state: AdminListState<T>;
  column: AdminSort<T>;
  children: ReactNode;
  className?: string;
}) {
  const location = useLocation();
  const active = state.sort === column;
  const next = nextSort(state, column);
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cx('px-3 py-3 font-medium max-md:p-0', className)}
    >
      <Link
        to={`${location.pathname}${adminListSearch({ ...state, ...next, page: 1 })}`}
        preventScrollReset
        className={cx(
          'group inline-flex items-center gap-1.5 whitespace-nowrap hover:text-fg max-md:min-h-10 max-md:px-2',
          active && 'text-fg',
        )}
      >
        {children}
        <span
          aria-hidden="true"
          className={cx('text-[0.7rem]', active ? 'text-accent' : 'text-fg-subtle opacity-60 group-hover:opacity-100')}
        >
          {active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="sr-only">
          {active ? `, sorted ${state.dir === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </span>
      </Link>
    </th>
  );
}

/** A plain column header (on a phone, where rows are cards, it stays for screen readers only). */
export function Header({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th role="columnheader" scope="col" className={cx('px-3 py-3 font-medium max-md:sr-only', className)}>
      {children}
    </th>
  );
}

/**
 * The back office's list table, one markup for every width: at md and up a table (scrolling sideways
 * inside its own region when the page is narrower than `minWidth`), below md each row a card (`Row`,
 * `Cell`): the cells in two columns, each value under its own small label, the title and the actions across.
 * Pure CSS, so it holds without JavaScript. The table, row and cell roles are spelt out because a table
 * whose parts are restyled as blocks loses its table semantics in some browsers; the column headers stay
 * (sortable ones as a visible 'sort by' bar when `sortable`, the others for screen readers only).
 */
export function AdminTable({
  caption,
  label = caption,
  minWidth = '56rem',
  head,
  sortable = false,
  children,
}: {
  caption: string;
  /** The name of its region, when a heading nearby already says the caption ('Seasons'). */
  label?: string;
  minWidth?: string;
  head: ReactNode;
  /** Some headers are `SortableHeader`s: on a phone they show as a bar of sort links above the cards. */
  sortable?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="relative rounded-sm border border-line md:overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      style={{ '--admin-table-min-width': minWidth } as CSSProperties}
    >
      <table role="table" className="w-full text-left text-sm max-md:block md:min-w-(--admin-table-min-width)">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className={cx(
            'bg-surface-muted text-xs tracking-wide text-fg-muted uppercase',
            sortable ? 'max-md:block max-md:border-b max-md:border-line' : 'max-md:sr-only',
          )}
        >
          <tr role="row" className="max-md:flex max-md:flex-wrap max-md:gap-x-1 max-md:px-1">
            {head}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-line max-md:block">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A row of an `AdminTable`: a table row, or on a phone a card with its cells in two columns. */
export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      role="row"
      className={cx(
        'align-top max-md:grid max-md:grid-cols-2 max-md:items-start max-md:gap-x-4 max-md:gap-y-3 max-md:p-4',
        className,
      )}
    >
      {children}
    </tr>
  );
}

/**
 * A cell of a `Row`. On a phone a cell with a `label` shows it above its value (the column header says it
 * to screen readers, so the visible copy is hidden from them); a `wide` cell takes the card's whole width
 * (the title, the actions, a long text).
 */
export function Cell({
  label,
  wide = false,
  rowHeader = false,
  className,
  colSpan,
  children,
}: {
  label?: string;
  wide?: boolean;
  /** The cell names its row (a season's name): a row header. */
  rowHeader?: boolean;
  className?: string;
  colSpan?: number;
  children?: ReactNode;
}) {
  const Tag = rowHeader ? 'th' : 'td';
  return (
    <Tag
      role={rowHeader ? 'rowheader' : 'cell'}
      scope={rowHeader ? 'row' : undefined}
      colSpan={colSpan}
      className={cx('px-3 py-3 max-md:block max-md:min-w-0 max-md:p-0', wide && 'max-md:col-span-2', className)}
    >
      {label ? (
        <span aria-hidden="true" className="label mb-1 md:hidden">
          {label}
        </span>
      ) : null}
      {children}
    </Tag>
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

/** The count line of a list: '21 properties · page 1 of 2' (the page part only when there are several). */
export function ListCount<T extends AdminTable>({
  state,
  pageCount,
  total,
  noun,
  className,
  live,
}: {
  state: AdminListState<T>;
  pageCount: number;
  total: number;
  noun: readonly [string, string];
  className: string;
  /** Announce changes (the inquiry list, which filters as you type beside the open inquiry). */
  live?: boolean;
}) {
  return (
    <p className={className} aria-live={live ? 'polite' : undefined}>
      {total} {total === 1 ? noun[0] : noun[1]}
      {pageCount > 1 ? ` · page ${state.page} of ${pageCount}` : ''}
    </p>
  );
}

/** The page links of an admin list, keeping search, filter and sort. */
export function AdminListPages<T extends AdminTable>({
  state,
  pageCount,
  label,
}: {
  state: AdminListState<T>;
  pageCount: number;
  label: string;
}) {
  const location = useLocation();
  return (
    <Pagination
      page={state.page}
      pageCount={pageCount}
      label={label}
      hrefFor={(page) => `${location.pathname}${adminListSearch({ ...state, page })}`}
    />
  );
}

/** The count and pages under an admin table. */
export function AdminPagination<T extends AdminTable>({
  state,
  pageCount,
  total,
  noun,
}: {
  state: AdminListState<T>;
  pageCount: number;
  total: number;
  noun: readonly [string, string];
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      <ListCount state={state} pageCount={pageCount} total={total} noun={noun} className="text-sm text-fg-muted" />
      <AdminListPages
        state={state}
        pageCount={pageCount}
        label={`${noun[1][0]!.toUpperCase()}${noun[1].slice(1)} pages`}
      />
    </div>
  );
}
