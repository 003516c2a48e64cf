import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { EditorLoadError } from '#app/components/admin/EditorPage';
import { editorMeta } from '#app/components/admin/meta';
import { BLOG_EDITOR_COPY as COPY, BlogEditor } from '#app/components/content/BlogEditor';
import { EDITOR_INTENT } from '#app/domain/admin/editor';
import { blogFormSchema, NEW_BLOG_POST_DEFAULTS } from '#app/domain/admin/forms';
import { editorId } from '#app/domain/admin/rows';
import { postEditorTexts } from '#app/domain/content/texts/editor';
import { specTexts } from '#app/domain/spec-texts';
import { slugify } from '#app/domain/text-utils';
import type { z } from '#app/domain/zod';
import { saveEditorSubmission, withEditorPost } from '#app/server/admin/editor-save.server';
import { handleRowAction } from '#app/server/admin/lists.server';
import { getStaffSession, requirePermission, requireStaff } from '#app/server/admin-context.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { renderMarkdown } from '#app/server/content/markdown.server';
import { applyFeaturedImageMedia, featuredImageMeta } from '#app/server/media/editor-uploads.server';
import type { UploadedFile } from '#app/server/media/upload.server';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/blog-editor';
import type { Capabilities } from '#app/server/capabilities.server';
import { postAdminQueries } from '#app/server/content/posts-admin.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'posts');
  const id = editorId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  if (id === null) return { id, values: { ...NEW_BLOG_POST_DEFAULTS }, history: [] };
  let row;
  try {
    row = await capabilities.use(postAdminQueries).getBlogPost(id);
  } catch (error) {
    log.error('blog editor failed to load', { id, error });
    throw data(null, { status: 500 });
  }
  if (!row) throw data(null, { status: 404 });
  const { title, slug, featured_image, status, content } = row;
  const french = { title_fr: row.title_fr ?? '', content_fr: row.content_fr ?? '', slug_fr: row.slug_fr ?? '' };
  return {
    id,
    history: await loadItemHistory(capabilities, 'blog_posts', id),
    values: {
      title,
      slug,
      featured_image,
      featured_image_alt: row.featured_image_meta.alt ?? '',
      status,
      content,
      ...french,
    },
  };
}

export const SLUG_TAKEN = postEditorTexts.slugTaken;
const SLUG_REQUIRED = postEditorTexts.slugRequired;

/** Which Markdown a preview renders: the English content, or (intent=preview-fr) the French. */
const PREVIEWS = { preview: 'content', 'preview-fr': 'content_fr' } as const;
type PreviewField = (typeof PREVIEWS)[keyof typeof PREVIEWS];
const previewFieldOf = (intent: unknown): PreviewField | undefined =>
  intent === 'preview' || intent === 'preview-fr' ? PREVIEWS[intent] : undefined;

/**
 * One action for the post at this URL (id 'new' creates):
 *  - save (no `intent`): title, slug (blank: generated from the title), featured_image, status, content, and
 *    the optional French title_fr, content_fr and slug_fr (blank: none); success redirects to /admin/blogs;
 *    a slug or French slug another post already has (as either) is a field error on it;
 *  - intent=preview (intent=preview-fr): the same fields; answers the content (the French content) rendered
 *    as sanitised HTML (`preview`, `previewField`), saves nothing;
 *  - intent=upload (or a save) with a file in `photos` (multipart): the stored photo becomes featured_image;
 *    intent=import: an address elsewhere is downloaded and its stored copy used (see editor-uploads.server);
 *  - intent=delete (editing only): confirm=yes deletes and redirects to /admin/blogs, without it the page
 *    asks for confirmation.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, 'posts');
  const id = editorId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  // Multipart when a featured photo is chosen (streamed to a temporary file), url-encoded otherwise.
  return withEditorPost(request, { maxFiles: 1, extra: {} }, ({ formData, files }) => {
    // Deleting the post needs its own permission (agents edit posts but do not delete them).
    if (formData.get(EDITOR_INTENT) === 'delete') requirePermission(session.user, 'posts.delete');
    return handlePost(request, session.capabilities, id, formData, files);
  });
}

async function handlePost(
  request: Request,
  capabilities: Capabilities,
  id: string | null,
  formData: FormData,
  files: UploadedFile[],
) {
  const intent = formData.get(EDITOR_INTENT);
  formData.delete(EDITOR_INTENT);

  if (intent === 'delete') {
    if (id === null) throw data(null, { status: 404 });
    formData.set('intent', 'delete');
    formData.set('id', id);
    return handleRowAction(capabilities, formData, {
      table: 'blog_posts',
      messages: { delete: specTexts.blog.deleteFailed },
      afterDelete: COPY.listPath,
    });
  }

  const previewField = previewFieldOf(intent);
  if (previewField) {
    // A validate intent for that content only: the form keeps its values and shows no other field's errors.
    formData.set('__intent__', JSON.stringify({ type: 'validate', payload: { name: previewField } }));
    const submission = parseSubmission(formData, blogFormSchema);
    const content = formData.get(previewField);
    return data({
      result: submission.reply(),
      preview: renderMarkdown(typeof content === 'string' ? content : ''),
      previewField,
    });
  }

  // A chosen photo, or the Import of an address elsewhere, becomes the featured image (a stored copy).
  const { report: media } = await applyFeaturedImageMedia(request, capabilities, formData, files, intent);
  const title = formData.get('title');
  const slug = formData.get('slug');
  if (!formData.has('__intent__') && typeof title === 'string' && (typeof slug !== 'string' || slug.trim() === '')) {
    formData.set('slug', slugify(title));
  }
  return saveEditorSubmission(formData, {
    schema: blogFormSchema,
    id,
    extra: { media },
    refused: media.errors.length > 0,
    files,
    save: (values) => savePost(capabilities, id, values),
    failureText: () => specTexts.blog.saveFailed,
    label: 'blog post',
    listPath: COPY.listPath,
  });
}

/** Saves a valid post, or refuses a slug that is missing or another post's (as either slug). */
async function savePost(capabilities: Capabilities, id: string | null, values: z.output<typeof blogFormSchema>) {
  if (!values.slug) return { fieldErrors: { slug: [SLUG_REQUIRED] } };
  try {
    // One address, one post: neither slug may be another post's slug or French slug.
    const taken = {
      slug: await capabilities.use(postAdminQueries).isSlugTaken(values.slug, id),
      slug_fr: values.slug_fr !== null && (await capabilities.use(postAdminQueries).isSlugTaken(values.slug_fr, id)),
    };
    if (taken.slug || taken.slug_fr) {
      const fieldErrors = Object.fromEntries(
        Object.entries(taken)
          .filter(([, isTaken]) => isTaken)
          .map(([field]) => [field, [SLUG_TAKEN]]),
      );
      return { fieldErrors };
    }
    // The featured image's size, placeholder and variants: from its media row when stored here, else kept
    // while its address stays; the form gives only its alt text.
    const stored = id ? await capabilities.use(postAdminQueries).getBlogPost(id) : null;
    const { featured_image_alt: alt, ...post } = values;
    const meta = await featuredImageMeta(capabilities, post.featured_image, alt ?? '', stored);
    await capabilities
      .use(postAdminQueries)
      .saveBlogPost(id, { ...post, slug: values.slug, featured_image_meta: meta });
  } catch (error) {
    if (error instanceof BackendError && error.code === 'unique') {
      // Saved meanwhile by someone else: the constraint names the column.
      const field = error.details?.constraint?.includes('slug_fr') ? 'slug_fr' : 'slug';
      return { fieldErrors: { [field]: [SLUG_TAKEN] } };
    }
    throw error;
  }
}

/** A preview changes nothing on the server: the loaders need not run again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (previewFieldOf(formData?.get(EDITOR_INTENT))) return false;
  return defaultShouldRevalidate;
}

export default function BlogEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  // Keyed by id: moving from one post to another starts a fresh form.
  return (
    <>
      <BlogEditor key={loaderData.id ?? 'new'} loaderData={loaderData} actionData={actionData} />
      {loaderData.id ? <HistoryPanel entries={loaderData.history} /> : null}
    </>
  );
}

export const meta: Route.MetaFunction = ({ params }) => editorMeta(params.id, COPY);

export function ErrorBoundary() {
  return <EditorLoadError copy={COPY} message={specTexts.blog.loadFailed} />;
}
