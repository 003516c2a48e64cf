import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cx } from '#app/components/ui/cx';
import {
  adminListSearch,
  nextSort,
  type AdminListState,
  type AdminSort,
  type AdminTable,
} from '#app/domain/admin/lists';

/**
 * A sortable column header: a link to the list sorted by this column (the active column flips
 * direction, a new one starts ascending), with aria-sort on the active one.
 */
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
