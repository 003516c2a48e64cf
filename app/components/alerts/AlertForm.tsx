import { Form } from 'react-router';
import { PrivacyNote } from '#app/components/privacy/PrivacyNote';
import { buttonClass } from '#app/components/ui/button-class';
import { Field, SelectField } from '#app/components/ui/Field';
import { useTexts } from '#app/components/i18n/locale';
import type { AlertFormMessage } from '#app/domain/alerts/form-fields';
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
  form: { filters, honeypot },
  answer,
}: {
  /** From the list's loader (alertFormOf): its current filters a saved search keeps, and the honeypot's name. */
  form: { filters: Readonly<Record<string, string | number | undefined>>; honeypot: string };
  answer: AlertFormAnswer | undefined;
}) {
  const t = useTexts(alertFormTexts);
  const alert = answer?.alert;
  const errors = alert?.result.error ?? {};
  const say = (keys: string[] | null | undefined) => keys?.map((key) => t[key as AlertFormMessage]);
  const typed = alert?.saved ? {} : (alert?.result.initialValue ?? {});
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
        id={FORM_ID}
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        preventScrollReset
      >
        {errors[''] ? (
          <p role="alert" className="text-danger sm:col-span-3">
            {say(errors[''])}
          </p>
        ) : null}
        {Object.entries(filters).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        {/* The public forms' honeypot (a bot fills it; the post is answered as saved and stores nothing). */}
        <input
          type="text"
          name={honeypot}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="absolute -left-[9999px] h-px w-px"
        />
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
        <button type="submit" className={buttonClass()}>
          {t.submit}
        </button>
        <PrivacyNote alerts className="sm:col-span-3" />
      </Form>
    </section>
  );
}
