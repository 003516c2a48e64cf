import type { SubmissionResult } from '@conform-to/react';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { EditorActions } from '#app/components/admin/editor/EditorActions';
import { hasErrors, isBlank, TranslationTabs } from '#app/components/admin/editor/TranslationTabs';
import { EditorForm, EditorPage, useEditorForm, type EditorCopy } from '#app/components/admin/EditorPage';
import { selectInput, textareaInput, textInput } from '#app/components/admin/field-props';
import { MediaReportNotice } from '#app/components/admin/MediaReportNotice';
import { PhotoUploadZone } from '#app/components/admin/PhotoUploadZone';
import { ConfirmDeletePanel, DeleteButton, type RowFetcher } from '#app/components/admin/RowActions';
import { useCan } from '#app/components/admin/useCan';
import { buttonClass } from '#app/components/ui/button-class';
import { cx } from '#app/components/ui/cx';
import { Field, SelectField, TextareaField } from '#app/components/ui/Field';
import { EDITOR_INTENT } from '#app/domain/admin/editor';
import { blogFormSchema, NEW_BLOG_POST_DEFAULTS, STATUS_OPTIONS } from '#app/domain/admin/forms';
import { imageUrlProblem, type RowActionData } from '#app/domain/admin/rows';
import { importIntent, isExternalImageUrl, mediaTexts, type EditorMediaReport } from '#app/domain/media/media';
import { postEditorTexts } from '#app/domain/content/texts/editor';
import { specTexts } from '#app/domain/spec-texts';
import { slugify } from '#app/domain/text-utils';
import { MarkdownContent } from './MarkdownContent';

/** The names the blog post editor shows (its page, its route's title and error page). */
export const BLOG_EDITOR_COPY: EditorCopy = postEditorTexts.copy;

/** What the editor action answers: a row action (delete), or the form's state, a preview, the photo report. */
export type BlogEditorAnswer =
  | RowActionData
  | { result?: SubmissionResult<string[]>; preview?: string; previewField?: string; media?: EditorMediaReport };

export interface BlogEditorProps {
  /** The post being edited (id null: a new one) and its values (the defaults of a new one). */
  loaderData: { id: string | null; values: { [Field in keyof typeof NEW_BLOG_POST_DEFAULTS]: string } };
  actionData: BlogEditorAnswer | undefined;
}

/**
 * The blog post editor (SPEC §4): the English and French texts with their Markdown previews, the featured
 * image (an address, a chosen photo, or an import of an address elsewhere), the status, and Delete.
 */
export function BlogEditor({ loaderData, actionData }: BlogEditorProps) {
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
    <EditorPage copy={BLOG_EDITOR_COPY} creating={loaderData.id === null}>
      {rowResult?.error || deleteError ? <AdminAlert>{rowResult?.error ?? deleteError}</AdminAlert> : null}
      {rowResult?.confirmDelete ? (
        <ConfirmDeletePanel {...rowResult.confirmDelete} confirmText={specTexts.blog.deleteConfirm} />
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
                <span>{mediaTexts.editor.notStoredHere}</span>
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

        <EditorActions form={form.id} cancelTo={BLOG_EDITOR_COPY.listPath} saveLabel={BLOG_EDITOR_COPY.save}>
          {loaderData.id && canDelete ? (
            <DeleteButton
              fetcher={deleteFetcher}
              id={loaderData.id}
              title={loaderData.values.title}
              confirmText={specTexts.blog.deleteConfirm}
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
