import type { AdminListState } from '#app/domain/admin/lists';
import type { BlogPostRow } from '#app/domain/entities';
import { eq, type QueryRunner, type SelectQuery } from '#app/server/backend/query';
import { staffRows } from '#app/server/backend/rows';
import { BLOG_POST_COLUMNS } from '#app/server/backend/schema';

/** Staff reads and writes of blog posts. */

export type AdminBlogPostRow = Omit<BlogPostRow, 'content' | 'title_fr' | 'content_fr'>;
// prettier-ignore
const ADMIN_BLOG_COLUMNS = ['id', 'slug', 'slug_fr', 'title', 'featured_image', 'status', 'created_at', 'updated_at', 'french_missing'] as const satisfies readonly (keyof AdminBlogPostRow)[];

export function postAdminQueries(runner: QueryRunner) {
  const { list, one, save } = staffRows(runner);
  return {
    listAdminBlogPosts: (state: AdminListState<'blog_posts'>) =>
      list<AdminBlogPostRow>('blog_posts', ADMIN_BLOG_COLUMNS, state),
    getBlogPost: (id: string) => one<BlogPostRow>('blog_posts', BLOG_POST_COLUMNS, id),
    saveBlogPost: (id: string | null, values: Record<string, unknown>) => save('blog_posts', id, values),

    /**
     * Whether another post has this address, in either language (its slug or its French slug): one address
     * is one post, whichever site it is read on.
     */
    async isSlugTaken(slug: string, exceptId: string | null): Promise<boolean> {
      for (const column of ['slug', 'slug_fr']) {
        const result = await runner.run({
          kind: 'select',
          table: 'blog_posts',
          columns: ['id'],
          where: [eq(column, slug)],
          range: { from: 0, to: 1 },
        } as SelectQuery<{ id: string }>);
        if (result.rows.some((row) => row.id !== exceptId)) return true;
      }
      return false;
    },
  };
}
