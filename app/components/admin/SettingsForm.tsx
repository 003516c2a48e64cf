import { getFormProps, type FormMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { SettingsSave } from '#app/components/admin/editor/EditorActions';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { staffTexts } from '#app/domain/staff/texts/staff';

/**
 * The opening of a one-row settings page (the agency's contact, the retention periods): its title and lead, the
 * 'saved' notice after a save, what is set now, and the view-only notice for admins.
 */
export function SettingsIntro({
  title,
  lead,
  savedText,
  saved,
  current,
  currentTestId,
  canChange,
  back,
}: {
  title: string;
  lead: string;
  savedText: string;
  /** Back from a save (`?done=saved`), with no refusal to show. */
  saved: boolean;
  current: string;
  currentTestId: string;
  canChange: boolean;
  back?: { to: string; label: string };
}) {
  return (
    <>
      <AdminPageHeader title={title} back={back} />
      <p className="max-w-3xl text-fg-muted">{lead}</p>
      {saved ? <AdminAlert tone="success">{savedText}</AdminAlert> : null}
      <p className="text-fg" data-testid={currentTestId}>
        {current}
      </p>
      {canChange ? null : <AdminAlert tone="success">{staffTexts.settingsViewOnly}</AdminAlert>}
    </>
  );
}

/** A settings page's form: its errors, its fields (disabled for those who may only see them) and 'Save'. */
export function SettingsForm({
  form,
  canChange,
  saveLabel,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's metadata: only its props are read
  form: FormMetadata<any, string[]>;
  canChange: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-6">
      <FormErrors id={form.errorId} errors={form.errors} />
      {/* Admins see the settings; only owners change them (the action and the database refuse anyone else). */}
      <fieldset disabled={!canChange} className="contents">
        {children}
      </fieldset>
      <SettingsSave label={saveLabel} canChange={canChange} />
    </Form>
  );
}
