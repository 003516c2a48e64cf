import { getInputProps } from '@conform-to/react';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { SettingsForm, SettingsIntro } from '#app/components/admin/SettingsForm';
import { useCan } from '#app/components/admin/useCan';
import { Field } from '#app/components/ui/Field';
import { retentionSettingsSchema } from '#app/domain/privacy/retention';
import { retentionTexts as text } from '#app/domain/privacy/texts/staff';
import { getStaffSession } from '#app/server/admin-context.server';
import { saveSettings } from '#app/server/admin/settings-action.server';
import { privacyQueries } from '#app/server/privacy/queries.server';
import type { Route } from './+types/retention-settings';

/**
 * /admin/settings/retention (issue 32, item 5): how long leads without activity and e-mails are kept before the
 * retention job (app/server/privacy/retention-job.server.ts) anonymises them. Owners change it; admins see it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const settings = await capabilities.use(privacyQueries).getRetention();
  return { settings, saved: new URL(request.url).searchParams.get('done') === 'saved' };
}

export function action(args: Route.ActionArgs) {
  return saveSettings(args, {
    permission: 'settings.manage',
    schema: retentionSettingsSchema,
    save: (capabilities, value) => capabilities.use(privacyQueries).saveRetention(value),
    what: 'retention',
    failed: text.failed,
    page: '/admin/settings/retention',
  });
}

export default function RetentionSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, saved } = loaderData;
  const [form, fields] = useEditorForm({
    name: 'retention-settings',
    schema: retentionSettingsSchema,
    id: null,
    defaultValue: { leadMonths: settings.leadMonths, mailMonths: settings.mailMonths },
    lastResult: actionData?.result,
  });
  const canChange = useCan('settings.manage');
  return (
    <div className="flex flex-col gap-8">
      <SettingsIntro
        title={text.title}
        lead={text.lead}
        savedText={text.saved}
        saved={saved && !actionData}
        current={text.current(settings.leadMonths, settings.mailMonths)}
        currentTestId="current-retention"
        canChange={canChange}
        back={{ to: '/admin/privacy', label: 'Back to Personal data' }}
      />
      <SettingsForm form={form} canChange={canChange} saveLabel={text.save}>
        <EditorSection title={text.title}>
          <Field
            label={text.leadMonthsLabel}
            hint={text.leadMonthsHint}
            inputProps={getInputProps(fields.leadMonths, { type: 'number' })}
            errors={fields.leadMonths.errors}
          />
          <Field
            label={text.mailMonthsLabel}
            hint={text.mailMonthsHint}
            inputProps={getInputProps(fields.mailMonths, { type: 'number' })}
            errors={fields.mailMonths.errors}
          />
        </EditorSection>
      </SettingsForm>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
