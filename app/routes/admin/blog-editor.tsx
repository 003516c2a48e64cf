import { useEffect, useRef, useState, type ReactNode } from 'react';
import { data, redirect, useFetcher, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { HistoryPanel } from '#app/components/admin/HistoryPanel';
import { EditorActions, hasErrors, isBlank, TranslationTabs } from '#app/components/admin/EditorFields';
import {
  EditorForm,
  EditorLoadError,
  EditorPage,
  useEditorForm,
  type EditorCopy,
} from '#app/components/admin/EditorPage';
import { selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { editorMeta } from '#app/components/admin/meta';
import { ConfirmDeletePanel, DeleteButton, type RowFetcher } from '#app/components/admin/RowActions';
import { useCan } from '#app/components/admin/useCan';
import { Button, buttonClass } from '#app/components/ui/Button';
import { cx } from '#app/components/ui/cx';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { EDITOR_INTENT } from '#app/domain/admin-editor';
import { blogFormSchema, NEW_BLOG_POST_DEFAULTS, STATUS_OPTIONS } from '#app/domain/admin-forms';
import { editorId, imageUrlProblem, type RowActionData } from '#app/domain/admin-rows';
import { MESSAGES } from '#app/domain/messages';
import { slugify } from '#app/domain/text';
import { backendFailureStatus, handleRowAction } from '#app/server/admin-actions.server';
import { getStaffSession, requirePermission, requireStaff } from '#app/server/admin-context.server';
import { BackendError } from '#app/server/backend/query';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { renderMarkdown } from '#app/server/markdown.server';
import {
  applyFeaturedImageMedia,
  featuredImageMeta,
  readEditorPost,
  refusedFilesStatus,
} from '#app/server/media/editor-uploads.server';
import type { UploadedFile } from '#app/server/media/upload.server';
import { MediaReportNotice, PhotoUploadZone } from '#app/components/admin/PhotoUpload';
import { importIntent, isExternalImageUrl, MEDIA_MESSAGES, type EditorMediaReport } from '#app/domain/media';
import { loadItemHistory } from '#app/server/history/history.server';
import type { Route } from './+types/blog-editor';
import type { Capabilities } from '#app/server/capabilities.server';
import { postAdminPort } from '#app/server/content/posts-admin.server';

const COPY: EditorCopy = {
  create: 'Add New Blog Post',
  edit: 'Edit Blog Post',
  listPath: '/admin/blogs',
  listName: 'Blog Posts',
  save: 'Save Post',
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'posts');
  const id = editorId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  if (id === null) return { id, values: { ...NEW_BLOG_POST_DEFAULTS }, history: [] };
  let row;
  try {
    row = await capabilities.use(postAdminPort).getBlogPost(id);
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

export const SLUG_TAKEN = 'This slug is already used by another post';
const SLUG_REQUIRED = 'Slug is required';

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
  const post = await readEditorPost(request, 1);
  if ('error' in post)
    return data({ result: undefined, media: { errors: [post.error], warnings: [] } }, { status: post.status });
  try {
    // Deleting the post needs its own permission (agents edit posts but do not delete them).
    if (post.formData.get(EDITOR_INTENT) === 'delete') requirePermission(session.user, 'posts.delete');
    return await handlePost(request, session.capabilities, id, post.formData, post.files);
  } finally {
    await post.cleanup();
  }
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
      messages: { delete: MESSAGES.blog.deleteFailed },
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
  const submission = parseSubmission(formData, blogFormSchema);
  if (submission.status !== 'success') {
    const invalid = submission.status === 'error' || media.errors.length > 0;
    return data({ result: submission.reply(), media }, { status: invalid ? refusedFilesStatus(files) : 200 });
  }
  const values = submission.value;
  if (!values.slug)
    return data({ result: submission.reply({ fieldErrors: { slug: [SLUG_REQUIRED] } }) }, { status: 400 });

  try {
    // One address, one post: neither slug may be another post's slug or French slug.
    const taken = {
      slug: await capabilities.use(postAdminPort).isSlugTaken(values.slug, id),
      slug_fr: values.slug_fr !== null && (await capabilities.use(postAdminPort).isSlugTaken(values.slug_fr, id)),
    };
    if (taken.slug || taken.slug_fr) {
      const fieldErrors = Object.fromEntries(
        Object.entries(taken)
          .filter(([, isTaken]) => isTaken)
          .map(([field]) => [field, [SLUG_TAKEN]]),
      );
      return data({ result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    // The featured image's size, placeholder and variants: from its media row when stored here, else kept
    // while its address stays; the form gives only its alt text.
    const stored = id ? await capabilities.use(postAdminPort).getBlogPost(id) : null;
    const { featured_image_alt: alt, ...post } = values;
    const meta = await featuredImageMeta(capabilities, post.featured_image, alt ?? '', stored);
    await capabilities.use(postAdminPort).saveBlogPost(id, { ...post, slug: values.slug, featured_image_meta: meta });
  } catch (error) {
    if (error instanceof BackendError && error.code === 'unique') {
      // Saved meanwhile by someone else: the constraint names the column.
      const field = error.details?.constraint?.includes('slug_fr') ? 'slug_fr' : 'slug';
      return data({ result: submission.reply({ fieldErrors: { [field]: [SLUG_TAKEN] } }) }, { status: 400 });
    }
    log.error('blog post save failed', { id, error });
    return data(
      { result: submission.reply({ formErrors: [MESSAGES.blog.saveFailed] }), media },
      { status: backendFailureStatus(error) },
    );
  }
  return redirect(COPY.listPath);
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

function BlogEditor({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const rowResult = actionData && 'intent' in actionData ? (actionData as RowActionData) : undefined;
  const [form, fields] = useEditorForm({
    name: 'blog',
    schema: blogFormSchema,
    id: loaderData.id,
    defaultValue: loaderData.values,
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
  });

  // The slug follows the title (SPEC §4) until it is edited by hand; an existing post keeps its slug.
  const [slugEdited, setSlugEdited] = useState(Boolean(loaderData.values.slug));
  const deleteFetcher = useFetcher<RowActionData>() as RowFetcher;
  const canDelete = useCan('posts.delete');
  const deleteError = deleteFetcher.state === 'idle' ? deleteFetcher.data?.error : undefined;
  const image = typeof fields.featured_image.value === 'string' ? fields.featured_image.value.trim() : '';
  const preview = actionData as { preview?: string; previewField?: string } | undefined;

  return (
    <EditorPage copy={COPY} creating={loaderData.id === null}>
      {rowResult?.error || deleteError ? <AdminAlert>{rowResult?.error ?? deleteError}</AdminAlert> : null}
      {rowResult?.confirmDelete ? (
        <ConfirmDeletePanel {...rowResult.confirmDelete} confirmText={MESSAGES.blog.deleteConfirm} />
      ) : null}

      <div className="flex max-w-5xl flex-col gap-6">
        <EditorForm form={form} className="card flex flex-col gap-6 p-5 sm:p-7">
          <TranslationTabs
            errors={{
              en: hasErrors(fields.title, fields.slug, fields.content),
              fr: hasErrors(fields.title_fr, fields.slug_fr, fields.content_fr),
            }}
            frenchMissing={isBlank(fields.title_fr) || isBlank(fields.content_fr)}
            english={
              <>
                <Field
                  label="Title"
                  requiredMark
                  {...textInput(fields.title, {
                    onInput: (event) => {
                      if (!slugEdited)
                        form.update({ name: fields.slug.name, value: slugify(event.currentTarget.value) });
                    },
                  })}
                />
                <Field
                  label="Slug"
                  hint="Lowercase letters, numbers and hyphens; the post's address is /blog/{slug}. Left blank, it is made from the title."
                  {...textInput(fields.slug, {
                    autoComplete: 'off',
                    spellCheck: false,
                    onInput: (event) => setSlugEdited(event.currentTarget.value !== ''),
                  })}
                />
                <MarkdownContent
                  intent="preview"
                  textarea={
                    <TextareaField
                      label="Content"
                      requiredMark
                      hint="Markdown allowed: ## headings, **bold**, *italic*, [links](https://…), lists and > quotes."
                      {...textareaInput(fields.content, { rows: 15, className: 'font-mono text-[0.9375rem]' })}
                    />
                  }
                  serverPreview={preview?.previewField === 'content_fr' ? undefined : preview?.preview}
                />
              </>
            }
            french={
              <>
                <Field label="Titre" {...textInput(fields.title_fr)} />
                <Field
                  label="Adresse de l’article"
                  hint="Lettres minuscules, chiffres et traits d’union ; l’article est alors à /fr/blog/{adresse}. Laissée vide, l’adresse anglaise sert aussi en français."
                  {...textInput(fields.slug_fr, { autoComplete: 'off', spellCheck: false })}
                />
                <MarkdownContent
                  intent="preview-fr"
                  textarea={
                    <TextareaField
                      label="Contenu"
                      hint="Markdown, comme le contenu anglais. Laissé vide, la version française montre le texte anglais."
                      {...textareaInput(fields.content_fr, { rows: 15, className: 'font-mono text-[0.9375rem]' })}
                    />
                  }
                  serverPreview={preview?.previewField === 'content_fr' ? preview.preview : undefined}
                />
              </>
            }
          />
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
            <Field
              label="Featured Image URL"
              requiredMark
              {...textInput(fields.featured_image, { inputMode: 'url', placeholder: 'https://… or /images/…' })}
            />
            <Field
              className="sm:col-span-2 sm:row-start-2"
              label="Featured Image Alt Text"
              hint="What the image shows, for visitors who can't see it (blank: the post's title)."
              {...textInput(fields.featured_image_alt)}
            />
            {image && !imageUrlProblem(image) ? (
              <img
                src={image}
                alt=""
                className="aspect-[4/3] w-40 rounded-sm border border-line bg-surface-muted object-cover sm:mt-6"
              />
            ) : null}
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <PhotoUploadZone
              multiple={false}
              label="Choose a featured photo"
              room={1}
              onStored={(stored) => form.update({ name: fields.featured_image.name, value: stored.src })}
            />
            {isExternalImageUrl(image) ? (
              <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted sm:col-span-2">
                <span>{MEDIA_MESSAGES.editor.notStoredHere}</span>
                <button
                  type="submit"
                  name={EDITOR_INTENT}
                  value={importIntent(0)}
                  formNoValidate
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  Import<span className="sr-only"> the featured image</span>
                </button>
              </p>
            ) : null}
            <MediaReportNotice report={(actionData as { media?: EditorMediaReport } | undefined)?.media} />
          </div>
          <SelectField label="Status" requiredMark {...selectInput(fields.status, STATUS_OPTIONS)} />
        </EditorForm>

        <EditorActions form={form.id} cancelTo={COPY.listPath} saveLabel={COPY.save}>
          {loaderData.id && canDelete ? (
            <DeleteButton
              fetcher={deleteFetcher}
              id={loaderData.id}
              title={loaderData.values.title}
              confirmText={MESSAGES.blog.deleteConfirm}
              label="Delete Post"
              className={cx(
                buttonClass({ variant: 'secondary' }),
                'border-danger/50 text-danger hover:border-danger hover:bg-danger-soft',
              )}
            />
          ) : null}
        </EditorActions>
      </div>
    </EditorPage>
  );
}

/**
 * The content box and its preview. 'Preview' is a submit (intent=preview) the server answers with the
 * rendered Markdown, so it works without JavaScript; with JavaScript it goes through a fetcher, and once
 * open the preview follows the typing.
 */
function MarkdownContent({
  intent,
  textarea,
  serverPreview,
}: {
  /** preview: the English content; preview-fr: the French. */
  intent: keyof typeof PREVIEWS;
  textarea: ReactNode;
  serverPreview?: string;
}) {
  const previewId = intent === 'preview' ? 'markdown-preview' : 'markdown-preview-fr';
  // The French panel speaks French (it is marked lang="fr").
  const words =
    intent === 'preview'
      ? { preview: 'Preview', empty: 'Nothing to preview yet.' }
      : { preview: 'Aperçu', empty: 'Rien à prévisualiser pour l’instant.' };
  const fetcher = useFetcher<{ preview?: string }>();
  const [live, setLive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const preview = fetcher.data?.preview ?? serverPreview;

  const requestPreview = (form: HTMLFormElement | null | undefined) => {
    if (!form) return;
    const body = new FormData(form);
    body.set(EDITOR_INTENT, intent);
    void fetcher.submit(body, { method: 'post', preventScrollReset: true });
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      className="flex flex-col gap-4"
      onInput={(event) => {
        if (!live || (event.target as HTMLElement).tagName !== 'TEXTAREA') return;
        clearTimeout(timer.current);
        const form = (event.target as HTMLTextAreaElement).form;
        timer.current = setTimeout(() => requestPreview(form), 500);
      }}
    >
      {textarea}
      <div>
        <Button
          type="submit"
          name={EDITOR_INTENT}
          value={intent}
          variant="secondary"
          size="sm"
          aria-controls={previewId}
          onClick={(event) => {
            event.preventDefault();
            setLive(true);
            requestPreview(event.currentTarget.form);
          }}
        >
          {words.preview}
        </Button>
      </div>
      <section
        id={previewId}
        aria-labelledby={`${previewId}-heading`}
        aria-live="polite"
        aria-busy={fetcher.state !== 'idle' || undefined}
        className={cx('rounded-sm border border-line bg-canvas p-5 sm:p-7', preview === undefined && 'hidden')}
      >
        <h2 id={`${previewId}-heading`} className="eyebrow">
          {words.preview}
        </h2>
        {preview !== undefined ? (
          preview ? (
            <div className="prose-text mt-4" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p className="mt-4 text-sm text-fg-muted">{words.empty}</p>
          )
        ) : null}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ params }) => editorMeta(params.id, COPY);

export function ErrorBoundary() {
  return <EditorLoadError copy={COPY} message={MESSAGES.blog.loadFailed} />;
}
