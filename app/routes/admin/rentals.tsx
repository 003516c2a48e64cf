import { AdminListPage, type AdminListColumn } from '#app/components/admin/AdminListPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { parseAdminListState } from '#app/domain/admin/lists';
import { maxGuestsLabel, minStayLabel, nightlyRate, rentalRowFacts } from '#app/domain/admin/rows';
import { specTexts } from '#app/domain/spec-texts';
import { handleRowAction, loadAdminList } from '#app/server/admin/lists.server';
import { listReturnPath } from '#app/server/http/action-answers.server';
import { rowActionPermission } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { AdminRentalRow } from '#app/server/listings/admin.server';
import type { Route } from './+types/rentals';
import { listingAdminQueries } from '#app/server/listings/admin.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'listings');
  const state = parseAdminListState('rentals', new URL(request.url).searchParams);
  const page = await loadAdminList(
    'rentals',
    () => capabilities.use(listingAdminQueries).listAdminRentals(state),
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
    table: 'rentals',
    messages: {
      status: specTexts.rental.statusFailed,
      featured: specTexts.rental.featuredFailed,
      delete: specTexts.rental.deleteFailed,
    },
    afterDelete: listReturnPath(request, '/admin/rentals'),
  });
}

export default function AdminRentals({ loaderData, actionData }: Route.ComponentProps) {
  const canDelete = useCan('listings.delete');
  return (
    <AdminListPage
      list={loaderData}
      canDelete={canDelete}
      actionData={actionData}
      path="/admin/rentals"
      title="Rental Properties"
      addLabel="Add New Rental"
      search={{ label: 'Search rentals', placeholder: 'Search by title, location or island' }}
      empty={{ title: 'No rentals found', text: 'Add your first rental to see it here.' }}
      noun={['rental', 'rentals']}
      deleteConfirm={specTexts.rental.deleteConfirm}
      table={{
        caption: 'Rental properties',
        minWidth: '72rem',
        titleLabel: 'Rental',
        columns: COLUMNS,
        featured: true,
      }}
      row={(row) => ({
        thumbnail: row.images[0]?.src,
        publicPath: `/rentals/${row.id}`,
        subtitle: <RentalFacts row={row} />,
        links: [{ to: `/admin/rentals/${row.id}/calendar`, label: 'Calendar' }],
      })}
    />
  );
}

/** '3 bedrooms · 2 bathrooms · 2,691 sq ft', each fact kept on one line. */
function RentalFacts({ row }: { row: AdminRentalRow }) {
  return rentalRowFacts(row).map((fact, index) => (
    <span key={fact} className="whitespace-nowrap">
      {index > 0 ? ' · ' : ''}
      {fact}
    </span>
  ));
}

const COLUMNS: AdminListColumn<'rentals', AdminRentalRow>[] = [
  {
    label: 'Location',
    sort: 'location',
    className: 'text-fg-muted',
    cell: (row) => (
      <>
        {row.location}
        <span className="block text-xs text-fg-subtle">{row.island}</span>
      </>
    ),
  },
  {
    label: 'Daily Rate',
    sort: 'daily_rate',
    className: 'whitespace-nowrap text-fg tabular-nums',
    cell: (row) => nightlyRate(row.daily_rate, row.price_currency),
  },
  {
    label: 'Min Stay',
    sort: 'min_stay_days',
    className: 'whitespace-nowrap text-fg-muted',
    cell: (row) => minStayLabel(row.min_stay_days),
  },
  {
    label: 'Max Guests',
    sort: 'max_guests',
    className: 'whitespace-nowrap text-fg-muted',
    cell: (row) => maxGuestsLabel(row.max_guests),
  },
];

export const meta: Route.MetaFunction = () => adminMeta('Rental Properties');
