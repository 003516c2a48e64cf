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
  rowButtonClass,
  StatusBadge,
  StatusButtons,
  useRowFetchers,
} from '#app/components/admin/RowActions';
import { LinkButton } from '#app/components/ui/Button';
import { parseAdminListState } from '#app/domain/admin-lists';
import { STATUS_FILTER_OPTIONS } from '#app/domain/admin-rows';
import { SITE_NAME } from '#app/domain/constants';
import { formatDate } from '#app/domain/format';
import { MESSAGES } from '#app/domain/messages';
import { handleRowAction, listReturnPath, loadAdminList } from '#app/server/admin-actions.server';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { AdminBlogPostRow } from '#app/server/backend/admin.server';
import type { Route } from './+types/blogs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { backend } = getStaffSession(request, context);
  const state = parseAdminListState('blog_posts', new URL(request.url).searchParams);
  const page = await loadAdminList('blog_posts', () => backend.listAdminBlogPosts(state), state.page);
  return { state, ...page };
}

/** intent=status (id, status) · intent=delete (id, confirm=yes). */
export async function action({ request, context }: Route.ActionArgs) {
  const { backend } = await requireStaff(request, context);
  return handleRowAction(backend, await request.formData(), {
    table: 'blog_posts',
    messages: { status: MESSAGES.blog.statusFailed, delete: MESSAGES.blog.deleteFailed },
    afterDelete: listReturnPath(request, '/admin/blogs'),
  });
}

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { state, rows, total, pageCount } = loaderData;
  const filtered = Boolean(state.q) || state.status !== 'all';
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title="Blog Posts">
        <LinkButton to="/admin/blogs/new" size="sm">
          Add New Post
        </LinkButton>
      </AdminPageHeader>

      {actionData?.error ? <AdminAlert>{actionData.error}</AdminAlert> : null}
      {actionData?.confirmDelete ? (
        <ConfirmDeletePanel {...actionData.confirmDelete} confirmText={MESSAGES.blog.deleteConfirm} />
      ) : null}

      <AdminListToolbar
        state={state}
        searchLabel="Search blog posts"
        placeholder="Search by title, content or slug"
        filter={{ name: 'status', label: 'Filter by status', value: state.status, options: STATUS_FILTER_OPTIONS }}
      />

      {rows.length === 0 ? (
        <AdminEmptyState
          title="No blog posts found"
          text={filtered ? 'Try a different search or status.' : 'Write your first post to see it here.'}
        >
          {filtered ? (
            <LinkButton to="/admin/blogs" variant="secondary" size="sm">
              Clear Search
            </LinkButton>
          ) : (
            <LinkButton to="/admin/blogs/new" size="sm">
              Add New Post
            </LinkButton>
          )}
        </AdminEmptyState>
      ) : (
        <>
          <AdminTable
            caption="Blog posts"
            minWidth="56rem"
            head={
              <>
                <SortableHeader state={state} column="title">
                  Title
                </SortableHeader>
                <SortableHeader state={state} column="slug">
                  Slug
                </SortableHeader>
                <SortableHeader state={state} column="created_at">
                  Date
                </SortableHeader>
                <SortableHeader state={state} column="status">
                  Status
                </SortableHeader>
                <Header className="text-right">Actions</Header>
              </>
            }
          >
            {rows.map((row) => (
              <BlogPostRow key={row.id} row={row} />
            ))}
          </AdminTable>
          <AdminPagination state={state} pageCount={pageCount} total={total} noun={['post', 'posts']} />
        </>
      )}
    </div>
  );
}

function BlogPostRow({ row }: { row: AdminBlogPostRow }) {
  const actions = useRowFetchers(row);
  if (actions.deleting) return null;
  return (
    <>
      <tr className="bg-surface align-top">
        <td className="px-3 py-3">
          <div className="flex items-center gap-3">
            <Thumbnail src={row.featured_image} />
            <Link to={`/admin/blogs/${row.id}`} className="min-w-0 font-medium text-fg hover:text-accent">
              {row.title}
            </Link>
          </div>
        </td>
        <td className="px-3 py-3 font-mono text-xs break-all text-fg-muted">{row.slug}</td>
        <td className="px-3 py-3 whitespace-nowrap text-fg-muted">{formatDate(row.created_at)}</td>
        <td className="px-3 py-3">
          <StatusBadge status={actions.shownStatus} />
        </td>
        <td className="px-3 py-3">
          <div className="flex flex-col items-end gap-1.5">
            <StatusButtons fetcher={actions.status} id={row.id} status={actions.shownStatus} title={row.title} />
            <div className="flex gap-1.5">
              <Link to={`/blog/${row.slug}`} className={rowButtonClass()}>
                View<span className="sr-only">: {row.title}</span>
              </Link>
              <Link to={`/admin/blogs/${row.id}`} className={rowButtonClass()}>
                Edit<span className="sr-only">: {row.title}</span>
              </Link>
              <DeleteButton
                fetcher={actions.remove}
                id={row.id}
                title={row.title}
                confirmText={MESSAGES.blog.deleteConfirm}
              />
            </div>
          </div>
        </td>
      </tr>
      {actions.errors.length ? (
        <tr className="bg-surface">
          <td colSpan={5} className="px-3 pb-3">
            <AdminAlert>{actions.errors.join(' ')}</AdminAlert>
          </td>
        </tr>
      ) : null}
    </>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Blog Posts | Admin | ${SITE_NAME}` },
  { name: 'robots', content: 'noindex' },
];
