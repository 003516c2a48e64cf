import { getFormProps, getTextareaProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { SettingsSave } from '#app/components/admin/editor/EditorActions';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { Button } from '#app/components/ui/Button';
import { TextareaField } from '#app/components/ui/Field';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { defaultLegalTexts, storedLegalBody } from '#app/domain/privacy/defaults';
import {
  isDefaultText,
  legalPageSchema,
  legalPagesSettingsTexts as text,
  restoreLegalPageSchema,
} from '#app/domain/privacy/legal-pages';
import { LEGAL_PAGE_PATHS, LEGAL_PAGES, type LegalPage } from '#app/domain/privacy/pages';
import { getStaffSession } from '#app/server/admin-context.server';
import { saveSettings } from '#app/server/admin/settings-action.server';
import { legalPageQueries } from '#app/server/privacy/legal-pages.server';
import type { Route } from './+types/legal-pages';

const PATH = '/admin/settings/legal-pages';

/**
 * /admin/settings/legal-pages (issue 32, item 2): the privacy notice's and the legal notice's texts in English
 * and French. Owners only, here, in the action and in the database (…_legal_pages.sql). A page without saved
 * text shows the built-in one, which is what the editor starts from.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.manage');
  const rows = await capabilities.use(legalPageQueries).list();
  const pages = LEGAL_PAGES.map((page) => {
    const row = rows.find((r) => r.page === page) ?? null;
    return {
      page,
      bodyEn: row?.body_en.trim() ? row.body_en : defaultLegalTexts[page].en,
      bodyFr: row?.body_fr.trim() ? row.body_fr : defaultLegalTexts[page].fr,
      isDefault: isDefaultText(row),
      updatedOn: row && !isDefaultText(row) ? formatIslandDateTime(row.updated_at) : null,
    };
  });
  return { pages, saved: new URL(request.url).searchParams.get('done') === 'saved' };
}

/** `intent` 'save' (both languages of one page) or 'restore' (its built-in text); owners only (403 otherwise). */
export async function action(args: Route.ActionArgs) {
  const intent = (await args.request.clone().formData()).get('intent');
  const common = { permission: 'settings.manage', what: 'legal page', failed: text.failed, page: PATH } as const;
  if (intent === 'restore') {
    return saveSettings(args, {
      ...common,
      schema: restoreLegalPageSchema,
      save: (capabilities, value) => capabilities.use(legalPageQueries).restoreDefault(value.page),
    });
  }
  return saveSettings(args, {
    ...common,
    schema: legalPageSchema,
    // The built-in text saved unchanged stays the built-in one (it follows the site's updates).
    save: (capabilities, { page, bodyEn, bodyFr }) =>
      capabilities
        .use(legalPageQueries)
        .save(page, storedLegalBody(page, 'en', bodyEn), storedLegalBody(page, 'fr', bodyFr)),
  });
}

export default function LegalPagesSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failedPage = (actionData?.result.initialValue as { page?: string } | undefined)?.page;
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} back={{ to: '/admin/settings', label: 'Back to Settings' }} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {loaderData.saved && !actionData ? <AdminAlert tone="success">{text.savedAll}</AdminAlert> : null}
      {loaderData.pages.map((page) => (
        <PageEditor key={page.page} {...page} lastResult={failedPage === page.page ? actionData?.result : undefined} />
      ))}
    </div>
  );
}

function PageEditor({
  page,
  bodyEn,
  bodyFr,
  isDefault,
  updatedOn,
  lastResult,
}: {
  page: LegalPage;
  bodyEn: string;
  bodyFr: string;
  isDefault: boolean;
  updatedOn: string | null;
  lastResult: Parameters<typeof useEditorForm>[0]['lastResult'];
}) {
  const [form, fields] = useEditorForm({
    name: 'legal-page',
    schema: legalPageSchema,
    id: page,
    defaultValue: { page, bodyEn, bodyFr },
    lastResult,
  });
  const title = text.pageTitle[page];
  return (
    <section aria-label={title} className="flex max-w-4xl flex-col gap-4" data-testid={`legal-editor-${page}`}>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="page" value={page} />
        <EditorSection
          title={title}
          description={
            <>
              {isDefault ? text.showsDefault : text.showsEdited(updatedOn ?? '')}{' '}
              <Link to={LEGAL_PAGE_PATHS[page]} className="link">
                {text.view}
              </Link>
            </>
          }
        >
          {(
            [
              [fields.bodyEn, text.bodyEn, 'en'],
              [fields.bodyFr, text.bodyFr, 'fr'],
            ] as const
          ).map(([field, label, lang]) => (
            <TextareaField
              key={lang}
              className="sm:col-span-2"
              label={label}
              requiredMark
              textareaProps={{ ...getTextareaProps(field), rows: 16, lang }}
              errors={field.errors}
            />
          ))}
        </EditorSection>
        <SettingsSave label={`${text.save} · ${title}`} canChange />
      </Form>
      {isDefault ? null : (
        <Form method="post" className="flex flex-wrap items-center justify-end gap-3">
          <input type="hidden" name="intent" value="restore" />
          <input type="hidden" name="page" value={page} />
          <p className="text-sm text-fg-muted">{text.restoreHint}</p>
          <Button type="submit" variant="secondary">
            {`${text.restore} · ${title}`}
          </Button>
        </Form>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
