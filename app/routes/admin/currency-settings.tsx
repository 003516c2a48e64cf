import { getFormProps, getInputProps } from '@conform-to/react';
import { Form } from 'react-router';
import { AdminAlert, AdminPageHeader } from '#app/components/admin/AdminPage';
import { SettingsSave } from '#app/components/admin/editor/EditorActions';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { adminMeta } from '#app/components/admin/meta';
import { Field } from '#app/components/ui/Field';
import { FALLBACK_RATE, formatRate } from '#app/domain/currency/currency';
import { currencySettingsTexts, exchangeRateFormSchema } from '#app/domain/currency/form';
import { formatDate } from '#app/domain/format';
import { getStaffSession } from '#app/server/admin-context.server';
import { saveSettings } from '#app/server/admin/settings-action.server';
import type { Route } from './+types/currency-settings';
import { useCan } from '#app/components/admin/useCan';
import { staffTexts } from '#app/domain/staff/texts/staff';
import { currencyQueries } from '#app/server/currency/queries.server';

const text = currencySettingsTexts;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'settings.view');
  const [rate, changes] = await Promise.all([
    capabilities.use(currencyQueries).getExchangeRate(),
    capabilities.use(currencyQueries).listExchangeRateChanges(5),
  ]);
  const saved = new URL(request.url).searchParams.get('done') === 'saved';
  return { rate: rate ?? { ...FALLBACK_RATE, setBy: null, setByActor: 'System' }, changes, saved };
}

/** The EUR→USD rate; the database stamps when and by whom, records the change and re-prices euro listings. */
export function action(args: Route.ActionArgs) {
  return saveSettings(args, {
    permission: 'settings.manage',
    schema: exchangeRateFormSchema,
    save: (capabilities, value) => capabilities.use(currencyQueries).saveExchangeRate(value.eurUsdRate),
    what: 'exchange rate',
    failed: text.failed,
    page: '/admin/settings/currency',
  });
}

export default function CurrencySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { rate, changes, saved } = loaderData;
  const [form, fields] = useEditorForm({
    name: 'currency-settings',
    schema: exchangeRateFormSchema,
    id: null,
    defaultValue: { eurUsdRate: rate.eurUsd },
    lastResult: actionData?.result,
  });
  const canChange = useCan('settings.manage');

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} />
      <p className="max-w-3xl text-fg-muted">{text.lead}</p>
      {saved && !actionData ? <AdminAlert tone="success">{text.saved}</AdminAlert> : null}
      <p className="text-fg" data-testid="current-rate">
        {text.current(formatRate(rate), formatDate(rate.setAt), rate.setByActor)}
      </p>
      {canChange ? null : <AdminAlert tone="success">{staffTexts.settingsViewOnly}</AdminAlert>}
      <Form method="post" {...getFormProps(form)} className="flex max-w-4xl flex-col gap-6">
        <FormErrors id={form.errorId} errors={form.errors} />
        {/* Admins see the settings; only owners change them (the action and the database refuse anyone else). */}
        <fieldset disabled={!canChange} className="contents">
          <EditorSection
            title="Exchange rate"
            description="Euro to US dollar, set by the agency (no provider is called)."
          >
            <Field
              label={text.rateLabel}
              requiredMark
              hint={text.rateHint}
              inputProps={{
                ...getInputProps(fields.eurUsdRate, { type: 'number' }),
                step: '0.000001',
                inputMode: 'decimal',
              }}
              errors={fields.eurUsdRate.errors}
            />
          </EditorSection>
        </fieldset>
        <SettingsSave label={text.save} canChange={canChange} />
      </Form>
      <section aria-labelledby="rate-history-heading" className="flex max-w-4xl flex-col gap-3">
        <h2 id="rate-history-heading" className="font-display text-2xl text-fg">
          {text.historyHeading}
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-fg-muted">{text.noHistory}</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line text-sm">
            {changes.map((change) => (
              <li key={change.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="text-fg tabular-nums">
                  {change.previous_rate === null
                    ? ''
                    : `${formatRate({ eurUsd: change.previous_rate, setAt: change.set_at })} → `}
                  {formatRate({ eurUsd: change.eur_usd_rate, setAt: change.set_at })}
                </span>
                <span className="text-fg-muted">
                  {formatDate(change.set_at)} · {change.actor}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(currencySettingsTexts.title);
