import { Form, useLocation, useNavigation } from 'react-router';
import { buttonClass } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import { FormAlert } from '#app/components/ui/FormAlert';
import { Honeypot } from '#app/components/ui/Honeypot';
import { useTexts } from '#app/components/i18n/locale';
import { ALERT_INTENT, type AlertFormMessage } from '#app/domain/alerts/form-fields';
import { alertFormTexts } from '#app/domain/alerts/texts/alert-form';

/** What the list page's action answered (app/server/alerts/save-action.server.ts), as the browser reads it. */
export interface AlertFormAnswer {
  alert?: {
    result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null };
    saved: boolean;
  };
}

const FORM_ID = 'alert-form';

/**
 * "Alert me" under a list's filters (issue 31, item 1): a plain POST form — the current filters as hidden fields, an
 * address and a frequency — that works without JavaScript; the server validates it (Conform + zod) and answers
 * with the errors beside their fields and what was typed kept, or with a note to check the inbox. No client
 * validation library: the browser's own constraints (type=email, required) only.
 */
export function AlertForm({
  filters,
  answer,
}: {
  /** The list's current filters that a saved search keeps (the page's own names). */
  filters: Readonly<Record<string, string | number | undefined>>;
  answer: AlertFormAnswer | undefined;
}) {
  const t = useTexts(alertFormTexts);
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === ALERT_INTENT;
  const alert = answer?.alert;
  const errors = alert?.result.error ?? {};
  const say = (keys: string[] | null | undefined) => keys?.map((key) => t[key as AlertFormMessage] ?? key);
  const typed = alert?.saved ? {} : (alert?.result.initialValue ?? {});
  const hidden = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
  return (
    <section aria-labelledby={`${FORM_ID}-title`} className="mt-12 rounded-sm border border-line p-6">
      <h2 id={`${FORM_ID}-title`} className="font-display text-2xl">
        {t.title}
      </h2>
      <p className="mt-2 text-fg-muted">{t.lead}</p>
      {alert?.saved ? (
        <p role="status" className="mt-4 rounded-sm bg-success-soft p-4 font-medium text-success">
          {t.saved}
        </p>
      ) : null}
      <Form
        // Remounted after a save: the address is cleared for the next one.
        key={alert?.saved ? 'saved' : 'form'}
        method="post"
        action={`${location.pathname}${location.search}`}
        id={FORM_ID}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        preventScrollReset
      >
        <FormAlert messages={say(errors[''])} />
        <input type="hidden" name="intent" value={ALERT_INTENT} />
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <Honeypot formId={FORM_ID} />
        <Field
          label={t.email}
          errors={say(errors.email)}
          inputProps={{
            id: `${FORM_ID}-email`,
            name: 'email',
            type: 'email',
            required: true,
            maxLength: 320,
            autoComplete: 'email',
            defaultValue: typeof typed.email === 'string' ? typed.email : '',
          }}
        />
        <SelectField
          label={t.frequency}
          errors={say(errors.frequency)}
          selectProps={{
            id: `${FORM_ID}-frequency`,
            name: 'frequency',
            defaultValue: typeof typed.frequency === 'string' ? typed.frequency : 'daily',
          }}
          options={[
            { value: 'instant', label: t.instant },
            { value: 'daily', label: t.daily },
            { value: 'weekly', label: t.weekly },
          ]}
        />
        <button type="submit" className={buttonClass()} disabled={busy}>
          {busy ? t.saving : t.submit}
        </button>
      </Form>
    </section>
  );
}
