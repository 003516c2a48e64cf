import { Link } from 'react-router';
import {
  AdminListToolbar,
  AdminPagination,
  AdminTable,
  Header,
  SortableHeader,
} from '#app/components/admin/AdminListControls';
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
import { parseAdminListState } from '#app/domain/admin-lists';
import { STATUS_FILTER_OPTIONS } from '#app/domain/admin-rows';
import { SITE_NAME } from '#app/domain/constants';
import { formatPrice } from '#app/domain/format';
import { MESSAGES } from '#app/domain/messages';
import { handleRowAction, listReturnPath, loadAdminList } from '#app/server/admin-actions.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { AdminPropertyRow } from '#app/server/backend/admin.server';
import type { Route } from './+types/properties';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = getStaffSession(request, context);
  const state = parseAdminListState('properties', new URL(request.url).searchParams);
  const page = await loadAdminList('properties', () => backend.listAdminProperties(state), state.page);
  return { state, ...page };
}

/** intent=status (id, status) · intent=featured (id, featured=true|false) · intent=delete (id, confirm=yes). */
export async function action({ request, context }: Route.ActionArgs) {
  const { backend } = await requireStaff(request, context);
  return handleRowAction(backend, await request.formData(), {
    table: 'properties',
    messages: {
      status: MESSAGES.property.statusFailed,
      featured: MESSAGES.property.featuredFailed,
      delete: MESSAGES.property.deleteFailed,
    },
    afterDelete: listReturnPath(request, '/admin/properties'),
  });
}

export default function AdminProperties({ loaderData, actionData }: Route.ComponentProps) {
  const { state, rows, total, pageCount } = loaderData;
  const filtered = Boolean(state.q) || state.status !== 'all';
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="Properties">
        <LinkButton to="/admin/properties/new" size="sm">
          Add New Property
        </LinkButton>
      </AdminPageHeader>

      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      {actionData?.confirmDelete ? (
        <ConfirmDeletePanel {...actionData.confirmDelete} confirmText={MESSAGES.property.deleteConfirm} />
      ) : null}

      <AdminListToolbar
        state={state}
        searchLabel="Search properties"
        placeholder="Search by title, location or island"
        filter={{ name: 'status', label: 'Filter by status', value: state.status, options: STATUS_FILTER_OPTIONS }}
      />

      {rows.length === 0 ? (
        <AdminEmptyState
          title="No properties found"
          text={filtered ? 'Try a different search or status.' : 'Add your first property to see it here.'}
        >
          {filtered ? (
            <LinkButton to="/admin/properties" variant="secondary" size="sm">
              Clear Search
            </LinkButton>
          ) : (
            <LinkButton to="/admin/properties/new" size="sm">
              Add New Property
            </LinkButton>
          )}
        </AdminEmptyState>
      ) : (
        <>
          <AdminTable
            caption="Properties"
            minWidth="60rem"
            head={
              <>
                <SortableHeader state={state} column="title">
                  Property
                </SortableHeader>
                <SortableHeader state={state} column="price">
                  Price
                </SortableHeader>
                <SortableHeader state={state} column="island">
                  Island
                </SortableHeader>
                <SortableHeader state={state} column="status">
                  Status
                </SortableHeader>
                <Header>Featured</Header>
                <Header className="text-right">Actions</Header>
              </>
            }
          >
            {rows.map((row) => (
              <PropertyRow key={row.id} row={row} />
            ))}
          </AdminTable>
          <AdminPagination state={state} pageCount={pageCount} total={total} noun={['property', 'properties']} />
        </>
      )}
    </div>
  );
}

function PropertyRow({ row }: { row: AdminPropertyRow }) {
  const actions = useRowFetchers(row);
  if (actions.deleting) return null;
  return (
    <>
      <tr className="bg-surface align-top">
        <td className="px-3 py-3">
          <div className="flex items-center gap-3">
            <Thumbnail src={row.images[0]} />
            <div className="min-w-0">
              <Link to={`/admin/properties/${row.id}`} className="font-medium text-fg hover:text-accent">
                {row.title}
              </Link>
              <p className="mt-0.5 text-xs text-fg-muted capitalize">
                {row.property_type} · {row.location}
              </p>
            </div>
          </div>
        </td>
        <td className="px-3 py-3 whitespace-nowrap text-fg tabular-nums">{formatPrice(row.price)}</td>
        <td className="px-3 py-3 whitespace-nowrap text-fg-muted">{row.island}</td>
        <td className="px-3 py-3">
          <StatusBadge status={actions.shownStatus} />
        </td>
        <td className="px-3 py-3">
          <FeaturedToggle fetcher={actions.featured} id={row.id} featured={actions.shownFeatured} title={row.title} />
        </td>
        <td className="px-3 py-3">
          <div className="flex flex-col items-end gap-1.5">
            <StatusButtons fetcher={actions.status} id={row.id} status={actions.shownStatus} title={row.title} />
            <div className="flex gap-1.5">
              <Link to={`/properties/${row.id}`} className={rowButtonClass()}>
                View<span className="sr-only">: {row.title}</span>
              </Link>
              <Link to={`/admin/properties/${row.id}`} className={rowButtonClass()}>
                Edit<span className="sr-only">: {row.title}</span>
              </Link>
              <DeleteButton
                fetcher={actions.remove}
                id={row.id}
                title={row.title}
                confirmText={MESSAGES.property.deleteConfirm}
              />
            </div>
          </div>
        </td>
      </tr>
      {actions.errors.length ? (
        <tr className="bg-surface">
          <td colSpan={6} className="px-3 pb-3">
            <AdminAlert>{actions.errors.join(' ')}</AdminAlert>
          </td>
        </tr>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Properties | Admin | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
