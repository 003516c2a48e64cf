import { getFormProps, useForm, type DefaultValue, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { AmenityListField } from '#app/components/admin/editor/AmenityListField';
import { type ImageListFieldMetadata, type ListField } from '#app/components/admin/editor/DraftRow';
import { DefaultSubmit, EditorActions } from '#app/components/admin/editor/EditorActions';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { ImageListField } from '#app/components/admin/editor/ImageListField';
import { LinkButton } from '#app/components/ui/Button';
import type { EditorList } from '#app/domain/admin/editor';
import type { EditorMediaReport } from '#app/domain/media/media';
import type { z } from '#app/domain/zod';

/**
 * The frame of the back office editors (property, rental, blog post): the Conform form wiring, the page
 * header with its 'Back to …' link, the form with its hidden default submit and form-level errors, and
 * the page shown when the record cannot be loaded. Each editor is a plain POST form first; Conform adds
 * validation as you type when JavaScript runs.
 */

/** The names an editor shows. */
export interface EditorCopy {
  /** The h1 and document title at /new ('Add New Property') and when editing ('Edit Property'). */
  create: string;
  edit: string;
  /** The list the editor belongs to: its address and its name in 'Back to …' ('Properties'). */
  listPath: string;
  listName: string;
  /** The save button ('Save Property'). */
  save: string;
}

/**
 * The Conform form of an editor, validated with the action's own schema: a field on blur, then again as
 * it is corrected. The server's answer is taken once the navigation has settled. The form id names the
 * record (e.g. 'property-new'); the route keys the editor by id, so another record starts a fresh form.
 */
export function useEditorForm<Schema extends z.ZodObject>({
  name,
  schema,
  id,
  defaultValue,
  lastResult,
}: {
  name: string;
  schema: Schema;
  id: string | null;
  /** The loader's values: the stored record, or the defaults of a new one. */
  defaultValue: { [Key in keyof z.input<Schema>]?: unknown };
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: `${name}-${id ?? 'new'}`,
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    // Conform types the default of a coerced field (a number, a checkbox) as its text; it serialises
    // the stored numbers and booleans itself.
    defaultValue: defaultValue as DefaultValue<z.input<Schema>>,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** An editor's page: its header ('Add New …' or 'Edit …', with 'Back to …') above the content. */
export function EditorPage({ copy, creating, children }: { copy: EditorCopy; creating: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader
        title={creating ? copy.create : copy.edit}
        back={{ to: copy.listPath, label: `Back to ${copy.listName}` }}
      />
      {children}
    </div>
  );
}

/** The editor's POST form: the hidden default submit goes first, then the form-level errors. */
export function EditorForm<Schema extends Record<string, unknown>>({
  form,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  className: string;
  children: ReactNode;
}) {
  return (
    // Multipart: the photo editors' file inputs travel with the form (the actions read either encoding).
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={className}>
      <DefaultSubmit />
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}

/**
 * A listing editor (property, rental): the route's sections, then the images and amenities lists and
 * Cancel / Save, all inside the one form.
 */
export function ListingEditorPage<Schema extends Record<string, unknown>>({
  copy,
  creating,
  form,
  images,
  amenities,
  drafts,
  media,
  children,
}: {
  copy: EditorCopy;
  creating: boolean;
  form: FormMetadata<Schema, string[]>;
  images: { field: ImageListFieldMetadata<Schema>; title: string; published?: boolean };
  /** What the last post did with uploaded or imported photos (no JavaScript). */
  media?: EditorMediaReport;
  amenities: ListField<Schema>;
  /** The list text boxes handed back by the server after a refused Add (no JavaScript). */
  drafts: Partial<Record<EditorList, string>> | undefined;
  children: ReactNode;
}) {
  return (
    <EditorPage copy={copy} creating={creating}>
      <EditorForm form={form} className="flex max-w-5xl flex-col gap-6">
        {children}
        <ImageListField
          form={form}
          field={images.field}
          title={images.title}
          draft={drafts?.images}
          published={images.published}
          media={media}
        />
        <AmenityListField form={form} field={amenities} draft={drafts?.amenities} />
        <EditorActions cancelTo={copy.listPath} saveLabel={copy.save} />
      </EditorForm>
    </EditorPage>
  );
}

/** An editor's ErrorBoundary: the record could not be loaded (SPEC §8), with the way back to the list. */
export function EditorLoadError({ copy, message }: { copy: EditorCopy; message: string }) {
  const back = `Back to ${copy.listName}`;
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={copy.edit} back={{ to: copy.listPath, label: back }} />
      <AdminAlert>{message}</AdminAlert>
      <div>
        <LinkButton to={copy.listPath} variant="secondary" size="sm">
          {back}
        </LinkButton>
      </div>
    </div>
  );
}
