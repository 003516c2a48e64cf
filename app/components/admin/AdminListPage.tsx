import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPagination } from '#app/components/admin/AdminListPagination';
import { AdminListToolbar, isFiltered } from '#app/components/admin/AdminListToolbar';
import { AdminTable, Cell, Header, Row, SortableHeader } from '#app/components/admin/AdminTable';
import { AdminAlert, AdminEmptyState, AdminPageHeader, Thumbnail } from '#app/components/admin/AdminPage';
import {
  ConfirmDeletePanel,
  DeleteButton,
  FeaturedToggle,
  rowButtonClass,
  StatusBadge,
  StatusButtons,
  useRowFetchers,
} from '#app/components/admin/RowActions';
import { LinkButton } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import {
  FRENCH_FILTER_OPTIONS,
  type AdminListState,
  type AdminSort,
  type AdminTable as ListTable,
} from '#app/domain/admin/lists';
import { Badge } from '#app/components/ui/Badge';
import { statusFilterOptions, type RowActionData } from '#app/domain/admin/rows';
import type { Status } from '#app/domain/constants';

/**
 * The page of a back office content list (properties, rentals, blog posts): header with the add button,
 * the row actions' failure text or no-JavaScript delete confirmation, the search toolbar, then the table
 * and its pages, or the empty state. Every row has the same frame: thumbnail and title (linking to the
 * editor), the route's own columns, status, the featured switch (listings only) and the row actions.
 * The route names its texts and columns; the inquiry list is a two-pane page of its own.
 */

/** The tables this page lists; all of them sort by title and status. */
type ContentTable = Exclude<ListTable, 'inquiries'>;

/** What the row actions need of a row. */
export interface AdminListItem {
  id: string;
  title: string;
  status: Status;
  featured?: boolean;
  /** Kept by the database: the French title or text is missing (shown as a badge beside the title). */
  french_missing?: boolean;
}

/** One of the route's columns between the title and the status: a sortable header and its cell. */
export interface AdminListColumn<T extends ContentTable, Row> {
  label: string;
  sort: AdminSort<T>;
  /** The cell's classes, after the common padding. */
  className?: string;
  /** On a phone the cell takes the card's whole width (a long unbroken text such as a slug). */
  wide?: boolean;
  cell: (row: Row) => ReactNode;
}

/** What a row shows besides its title: thumbnail, public page, and an optional line under the title. */
export interface AdminListRowParts {
  thumbnail: string | null | undefined;
  publicPath: string;
  subtitle?: ReactNode;
  subtitleClassName?: string;
  /** More row links after View and Edit (a rental's calendar). */
  links?: readonly { to: string; label: string }[];
}

export interface AdminListPageProps<T extends ContentTable, Row extends AdminListItem> {
  list: { state: AdminListState<T>; rows: readonly Row[]; total: number; pageCount: number };
  actionData: RowActionData | undefined;
  /** The list's address: `${path}/new` adds, `${path}/${id}` edits, and 'Clear Search' comes back here. */
  path: string;
  /** The page's h1 ('Properties') and its add button ('Add New Property'). */
  title: string;
  addLabel: string;
  search: { label: string; placeholder: string };
  /** The empty state's title, and its text when no search or filter narrows the list. */
  empty: { title: string; text: string };
  /** The count under the table, singular and plural ('property', 'properties'). */
  noun: [string, string];
  /** The delete question of SPEC §8. */
  deleteConfirm: string;
  /** The statuses its rows may have (default: published, draft, archived; properties add private). */
  statuses?: readonly Status[];
  table: {
    caption: string;
    minWidth: string;
    /** The header of the title column ('Property'). */
    titleLabel: string;
    columns: readonly AdminListColumn<T, Row>[];
    /** Rows have the featured switch (listings). */
    featured?: boolean;
  };
  row: (row: Row) => AdminListRowParts;
  /** The rows have a Delete button (the role may delete them; the action checks again). Default true. */
  canDelete?: boolean;
}

export function AdminListPage<T extends ContentTable, Row extends AdminListItem>(props: AdminListPageProps<T, Row>) {
  const { list, actionData, path, title, addLabel, search, empty, noun, deleteConfirm, table } = props;
  const { state, rows, total, pageCount } = list;
  const filtered = isFiltered(state, 'status');
  // Every content table sorts by these two (ADMIN_SORTS); the generic type cannot tell.
  const titleSort = 'title' as AdminSort<T>;
  const statusSort = 'status' as AdminSort<T>;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={title}>
        <LinkButton to={`${path}/new`} size="sm">
          {addLabel}
        </LinkButton>
      </AdminPageHeader>

      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      {actionData?.confirmDelete ? (
        <ConfirmDeletePanel {...actionData.confirmDelete} confirmText={deleteConfirm} />
      ) : null}

      <AdminListToolbar
        state={state}
        searchLabel={search.label}
        placeholder={search.placeholder}
        filter={{
          name: 'status',
          label: 'Filter by status',
          value: state.status,
          options: statusFilterOptions(props.statuses),
        }}
        secondFilter={{
          name: 'french',
          label: 'Filter by translation',
          value: state.french,
          options: FRENCH_FILTER_OPTIONS,
        }}
      />

      {rows.length === 0 ? (
        <AdminEmptyState title={empty.title} text={filtered ? 'Try a different search or status.' : empty.text}>
          {filtered ? (
            <LinkButton to={path} variant="secondary" size="sm">
              Clear Search
            </LinkButton>
          ) : (
            <LinkButton to={`${path}/new`} size="sm">
              {addLabel}
            </LinkButton>
          )}
        </AdminEmptyState>
      ) : (
        <>
          <AdminTable
            caption={table.caption}
            minWidth={table.minWidth}
            sortable
            head={
              <>
                <SortableHeader state={state} column={titleSort}>
                  {table.titleLabel}
                </SortableHeader>
                {table.columns.map((column) => (
                  <SortableHeader key={column.sort} state={state} column={column.sort}>
                    {column.label}
                  </SortableHeader>
                ))}
                <SortableHeader state={state} column={statusSort}>
                  Status
                </SortableHeader>
                {table.featured ? <Header>Featured</Header> : null}
                <Header className="text-right">Actions</Header>
              </>
            }
          >
            {rows.map((row) => (
              <AdminListRow
                key={row.id}
                row={row}
                parts={props.row(row)}
                editTo={`${path}/${row.id}`}
                columns={table.columns}
                featured={table.featured}
                deleteConfirm={deleteConfirm}
                canDelete={props.canDelete ?? true}
              />
            ))}
          </AdminTable>
          <AdminPagination state={state} pageCount={pageCount} total={total} noun={noun} />
        </>
      )}
    </div>
  );
}

function AdminListRow<T extends ContentTable, Row extends AdminListItem>({
  row,
  parts,
  editTo,
  columns,
  featured,
  deleteConfirm,
  canDelete,
}: {
  row: Row;
  parts: AdminListRowParts;
  editTo: string;
  columns: readonly AdminListColumn<T, Row>[];
  featured?: boolean;
  deleteConfirm: string;
  canDelete: boolean;
}) {
  const actions = useRowFetchers(row);
  if (actions.deleting) return null;
  // Title, the route's columns, status, featured (listings) and actions.
  const columnCount = columns.length + (featured ? 4 : 3);
  return (
    <>
      <Row className="bg-surface">
        <Cell wide>
          <div className="flex items-center gap-3">
            <Thumbnail src={parts.thumbnail} />
            {parts.subtitle === undefined && !row.french_missing ? (
              <Link to={editTo} className="min-w-0 font-medium text-fg hover:text-accent">
                {row.title}
              </Link>
            ) : (
              <div className="min-w-0">
                <Link to={editTo} className="font-medium text-fg hover:text-accent">
                  {row.title}
                </Link>
                {parts.subtitle === undefined ? null : (
                  <p className={cx('mt-0.5 text-xs text-fg-muted', parts.subtitleClassName)}>{parts.subtitle}</p>
                )}
                {row.french_missing ? (
                  <p className="mt-1.5">
                    <Badge tone="accent">French missing</Badge>
                  </p>
                ) : null}
              </div>
            )}
          </div>
        </Cell>
        {columns.map((column) => (
          <Cell key={column.sort} label={column.label} wide={column.wide} className={column.className}>
            {column.cell(row)}
          </Cell>
        ))}
        <Cell label="Status">
          <StatusBadge status={actions.shownStatus} />
        </Cell>
        {featured ? (
          <Cell className="max-md:self-end">
            <FeaturedToggle fetcher={actions.featured} id={row.id} featured={actions.shownFeatured} title={row.title} />
          </Cell>
        ) : null}
        <Cell wide>
          <div className="flex flex-col items-end gap-1.5 max-md:items-start">
            <StatusButtons fetcher={actions.status} id={row.id} status={actions.shownStatus} title={row.title} />
            <div className="flex flex-wrap gap-1.5">
              <Link to={parts.publicPath} className={rowButtonClass()}>
                View<span className="sr-only">: {row.title}</span>
              </Link>
              <Link to={editTo} className={rowButtonClass()}>
                Edit<span className="sr-only">: {row.title}</span>
              </Link>
              {parts.links?.map((link) => (
                <Link key={link.to} to={link.to} className={rowButtonClass()}>
                  {link.label}
                  <span className="sr-only">: {row.title}</span>
                </Link>
              ))}
              {canDelete ? (
                <DeleteButton fetcher={actions.remove} id={row.id} title={row.title} confirmText={deleteConfirm} />
              ) : null}
            </div>
          </div>
        </Cell>
      </Row>
      {actions.errors.length ? (
        <Row className="bg-surface">
          <Cell wide colSpan={columnCount} className="pt-0 pb-3">
            <AdminAlert>{actions.errors.join(' ')}</AdminAlert>
          </Cell>
        </Row>
      ) : null}
    </>
  );
}
