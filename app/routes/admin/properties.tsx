import { PROPERTY_STATUSES } from '#app/domain/constants';
import { AdminListPage, type AdminListColumn } from '#app/components/admin/AdminListPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { parseAdminListState } from '#app/domain/admin/lists';
import { formatMoney } from '#app/domain/currency/currency';
import { specTexts } from '#app/domain/spec-texts';
import { handleRowAction, loadAdminList } from '#app/server/admin/lists.server';
import { listReturnPath } from '#app/server/http/action-answers.server';
import { rowActionPermission } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { AdminPropertyRow } from '#app/server/listings/admin.server';
import type { Route } from './+types/properties';
import { listingAdminQueries } from '#app/server/listings/admin.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'listings');
  const state = parseAdminListState('properties', new URL(request.url).searchParams);
  const page = await loadAdminList(
    'properties',
    () => capabilities.use(listingAdminQueries).listAdminProperties(state),
    state.page,
  );
  return { state, ...page };
}

/** intent=status (id, status) · intent=featured (id, featured=true|false) · intent=delete (id, confirm=yes). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { capabilities } = await requireStaff(
    request,
    context,
    rowActionPermission('listings', formData.get('intent')),
  );
  return handleRowAction(capabilities, formData, {
    table: 'properties',
    messages: {
      status: specTexts.property.statusFailed,
      featured: specTexts.property.featuredFailed,
      delete: specTexts.property.deleteFailed,
    },
    afterDelete: listReturnPath(request, '/admin/properties'),
  });
}

export default function AdminProperties({ loaderData, actionData }: Route.ComponentProps) {
  const canDelete = useCan('listings.delete');
  return (
    <AdminListPage
      list={loaderData}
      canDelete={canDelete}
      actionData={actionData}
      path="/admin/properties"
      title="Properties"
      addLabel="Add New Property"
      search={{ label: 'Search properties', placeholder: 'Search by title, location or island' }}
      empty={{ title: 'No properties found', text: 'Add your first property to see it here.' }}
      noun={['property', 'properties']}
      deleteConfirm={specTexts.property.deleteConfirm}
      statuses={PROPERTY_STATUSES}
      table={{ caption: 'Properties', minWidth: '60rem', titleLabel: 'Property', columns: COLUMNS, featured: true }}
      row={(row) => ({
        thumbnail: row.images[0]?.src,
        publicPath: `/properties/${row.id}`,
        subtitle: `${row.property_type} · ${row.location}`,
        subtitleClassName: 'capitalize',
      })}
    />
  );
}

const COLUMNS: AdminListColumn<'properties', AdminPropertyRow>[] = [
  {
    label: 'Price',
    sort: 'price',
    className: 'whitespace-nowrap text-fg tabular-nums',
    cell: (row) => formatMoney(row.price, row.price_currency),
  },
  { label: 'Island', sort: 'island', className: 'whitespace-nowrap text-fg-muted', cell: (row) => row.island },
];

export const meta: Route.MetaFunction = () => adminMeta('Properties');
