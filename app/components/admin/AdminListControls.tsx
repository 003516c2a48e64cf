import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const submit = useSubmit();
  const location = useLocation();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchId = useId();
  const searching =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const keepSort = state.sort !== 'created_at' || state.dir !== 'desc';
  const filtered = isFiltered(state, filter.name === 'read' ? 'read' : 'status');

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      role="search"
      aria-label={searchLabel}
      preventScrollReset
      className={cx('flex flex-col gap-3', !stacked && 'sm:flex-row sm:items-center')}
      onChange={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        const delay = (event.target as HTMLElement).tagName === 'SELECT' ? 0 : 350;
        timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
      }}
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
      {keepSort ? (
        <>
          <input type="hidden" name="sort" value={state.sort} />
          <input type="hidden" name="dir" value={state.dir} />
        </>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass({ variant: 'secondary' })} aria-busy={searching || undefined}>
          Search
        </button>
        {filtered ? (
          <Link to={location.pathname} className={buttonClass({ variant: 'ghost' })}>
            Clear
          </Link>
        ) : null}
      </div>
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
      scope="col"
      aria-sort={active ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cx('px-3 py-3 font-medium', className)}
    >
      <Link
        to={`${location.pathname}${adminListSearch({ ...state, ...next, page: 1 })}`}
        preventScrollReset
        className={cx('group inline-flex items-center gap-1.5 whitespace-nowrap hover:text-fg', active && 'text-fg')}
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

/** A plain column header. */
export function Header({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cx('px-3 py-3 font-medium', className)}>
      {children}
    </th>
  );
}

/** The list's table: scrolls sideways on narrow screens, with a caption for assistive technology. */
export function AdminTable({
  caption,
  minWidth = '56rem',
  head,
  children,
}: {
  caption: string;
  minWidth?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className="relative overflow-x-auto rounded-sm border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-xs tracking-wide text-fg-muted uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
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
