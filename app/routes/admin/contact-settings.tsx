import { getInputProps } from '@conform-to/react';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { SettingsForm, SettingsIntro } from '#app/components/admin/SettingsForm';
import { useCan } from '#app/components/admin/useCan';
import { Field } from '#app/components/ui/Field';
import {
  displayWhatsappNumber,
  whatsappSettingsSchema,
  whatsappSettingsTexts as text,
} from '#app/domain/listings/whatsapp';
import { getStaffSession } from '#app/server/admin-context.server';
import { saveSettings } from '#app/server/admin/settings-action.server';
import { whatsappQueries } from '#app/server/listings/whatsapp.server';
import type { Route } from './+types/contact-settings';

/** /admin/settings/contact: the WhatsApp number listings link to (issue 31, item 7). Owners change it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const number = await capabilities.use(whatsappQueries).getNumber();
  return { number, saved: new URL(request.url).searchParams.get('done') === 'saved' };
}

export function action(args: Route.ActionArgs) {
  return saveSettings(args, {
    permission: 'settings.manage',
    schema: whatsappSettingsSchema,
    save: (capabilities, value) => capabilities.use(whatsappQueries).saveNumber(value.whatsappNumber),
    what: 'agency contact',
    failed: text.failed,
    page: '/admin/settings/contact',
  });
}

export default function ContactSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { number, saved } = loaderData;
  const [form, fields] = useEditorForm({
    name: 'contact-settings',
    schema: whatsappSettingsSchema,
    id: null,
    defaultValue: { whatsappNumber: displayWhatsappNumber(number) },
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
        current={text.current(displayWhatsappNumber(number))}
        currentTestId="current-whatsapp"
        canChange={canChange}
      />
      <SettingsForm form={form} canChange={canChange} saveLabel={text.save}>
        <EditorSection title="WhatsApp" description="The number listings' “WhatsApp us” opens a chat with.">
          <Field
            label={text.numberLabel}
            hint={text.numberHint}
            inputProps={{ ...getInputProps(fields.whatsappNumber, { type: 'tel' }), autoComplete: 'off' }}
            errors={fields.whatsappNumber.errors}
          />
        </EditorSection>
      </SettingsForm>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
