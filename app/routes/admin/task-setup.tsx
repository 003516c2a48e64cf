import { Form } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { TemplateForm } from '#app/components/tasks/TemplateForm';
import { VendorForm } from '#app/components/tasks/VendorForm';
import { Button } from '#app/components/ui/Button';
import { SelectField } from '#app/components/ui/Field';
import { taskSetupTexts } from '#app/domain/tasks/texts/setup';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { actOnTaskSetup, loadTaskSetup, type SetupAnswer } from '#app/server/tasks/setup.server';
import type { Route } from './+types/task-setup';

const text = taskSetupTexts;

/** A villa's task templates (`?villa=`, else the first) and the vendors: owners and admins (`tasks.setup`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'tasks.setup');
  return loadTaskSetup(capabilities, new URL(request.url));
}

/** A template (intent `template`) or a vendor (intent `vendor`), added or changed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user, capabilities } = await requireStaff(request, context, 'tasks.setup');
  return actOnTaskSetup(capabilities, request, user.id);
}

export default function TaskSetup({ loaderData, actionData }: Route.ComponentProps) {
  const { villas, villa, templates, vendors, failed } = loaderData;
  const answer = actionData as SetupAnswer | undefined;
  const resultFor = (intent: SetupAnswer['intent'], id: string | null) =>
    answer && answer.intent === intent && answer.id === id ? answer.result : undefined;

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} back={{ to: '/admin/tasks', label: text.back }} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {failed ? <AdminAlert>{text.loadFailed}</AdminAlert> : null}

      <section aria-labelledby="templates-title" className="flex max-w-4xl flex-col gap-5">
        {/* A plain GET form: which villa's templates to show. */}
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <SelectField
            key={villa?.value ?? ''}
            className="min-w-0 flex-1 sm:max-w-sm"
            label={text.villaLabel}
            selectProps={{ name: 'villa', defaultValue: villa?.value ?? '' }}
            options={villas}
          />
          <Button type="submit" variant="secondary">
            {text.show}
          </Button>
        </Form>
        {villa ? (
          <>
            <div>
              <h2 id="templates-title" className="font-display text-3xl">
                {text.templatesTitle(villa.label)}
              </h2>
              <p className="mt-1 text-sm text-fg-muted">{text.templatesLead}</p>
            </div>
            {templates.length === 0 ? <p className="text-fg-muted">{text.noTemplates}</p> : null}
            {templates.map((template) => (
              <TemplateForm
                key={template.id}
                rentalId={villa.value}
                template={template}
                lastResult={resultFor('template', template.id)}
              />
            ))}
            <TemplateForm
              key={`new-${villa.value}`}
              rentalId={villa.value}
              template={null}
              lastResult={resultFor('template', null)}
            />
          </>
        ) : (
          <p id="templates-title" className="text-fg-muted">
            {text.noVilla}
          </p>
        )}
      </section>

      <section aria-labelledby="vendors-title" className="flex max-w-4xl flex-col gap-5">
        <div>
          <h2 id="vendors-title" className="font-display text-3xl">
            {text.vendorsTitle}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{text.vendorsLead}</p>
        </div>
        {vendors.length === 0 ? <p className="text-fg-muted">{text.noVendors}</p> : null}
        {vendors.map((vendor) => (
          <VendorForm
            key={vendor.id}
            rentalId={villa?.value ?? null}
            vendor={vendor}
            lastResult={resultFor('vendor', vendor.id)}
          />
        ))}
        <VendorForm rentalId={villa?.value ?? null} vendor={null} lastResult={resultFor('vendor', null)} />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
