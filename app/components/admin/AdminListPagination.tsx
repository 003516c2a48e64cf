import { useLocation } from 'react-router';
import { Pagination } from '#app/components/listings/Pagination';
import { adminListSearch, type AdminListState, type AdminTable } from '#app/domain/admin/lists';

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
