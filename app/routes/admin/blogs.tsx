import { AdminListPage, type AdminListColumn } from '#app/components/admin/AdminListPage';
import { adminMeta } from '#app/components/admin/meta';
import { useCan } from '#app/components/admin/useCan';
import { parseAdminListState } from '#app/domain/admin/lists';
import { formatDate } from '#app/domain/format';
import { specTexts } from '#app/domain/spec-texts';
import { handleRowAction, loadAdminList } from '#app/server/admin/lists.server';
import { listReturnPath } from '#app/server/http/action-answers.server';
import { rowActionPermission } from '#app/domain/staff/roles';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import type { AdminBlogPostRow } from '#app/server/content/posts-admin.server';
import type { Route } from './+types/blogs';
import { postAdminQueries } from '#app/server/content/posts-admin.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'posts');
  const state = parseAdminListState('blog_posts', new URL(request.url).searchParams);
  const page = await loadAdminList(
    'blog_posts',
    () => capabilities.use(postAdminQueries).listAdminBlogPosts(state),
    state.page,
  );
  return { state, ...page };
}

/** intent=status (id, status) · intent=delete (id, confirm=yes). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const { capabilities } = await requireStaff(request, context, rowActionPermission('posts', formData.get('intent')));
  return handleRowAction(capabilities, formData, {
    table: 'blog_posts',
    messages: { status: specTexts.blog.statusFailed, delete: specTexts.blog.deleteFailed },
    afterDelete: listReturnPath(request, '/admin/blogs'),
  });
}

export default function AdminBlogPosts({ loaderData, actionData }: Route.ComponentProps) {
  const canDelete = useCan('posts.delete');
  return (
    <AdminListPage
      list={loaderData}
      canDelete={canDelete}
      actionData={actionData}
      path="/admin/blogs"
      title="Blog Posts"
      addLabel="Add New Post"
      search={{ label: 'Search blog posts', placeholder: 'Search by title, content or slug' }}
      empty={{ title: 'No blog posts found', text: 'Write your first post to see it here.' }}
      noun={['post', 'posts']}
      deleteConfirm={specTexts.blog.deleteConfirm}
      table={{ caption: 'Blog posts', minWidth: '56rem', titleLabel: 'Title', columns: COLUMNS }}
      row={(row) => ({ thumbnail: row.featured_image, publicPath: `/blog/${row.slug}` })}
    />
  );
}

const COLUMNS: AdminListColumn<'blog_posts', AdminBlogPostRow>[] = [
  {
    label: 'Slug',
    sort: 'slug',
    wide: true,
    className: 'font-mono text-xs break-all text-fg-muted',
    cell: (row) => row.slug,
  },
  {
    label: 'Date',
    sort: 'created_at',
    className: 'whitespace-nowrap text-fg-muted',
    cell: (row) => formatDate(row.created_at),
  },
];

export const meta: Route.MetaFunction = () => adminMeta('Blog Posts');
