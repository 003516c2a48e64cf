import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import { PrivacyNote } from '#app/components/privacy/PrivacyNote';
import { Honeypot } from '#app/components/ui/Honeypot';
import { useLocale, useLocalizedPath, useTexts } from '#app/components/i18n/locale';
import { leadFormTexts, type LeadFormTranslation } from '#app/domain/leads/texts/lead-form';
import { LEAD_CONSTRAINTS, LEAD_MESSAGE_MAX_LENGTH } from '#app/domain/leads/lead-form-fields';
import type { validateLead } from './inquiry-validation';

export interface LeadActionResult {
  result: SubmissionResult<string[]>;
  sent: boolean;
  submissionId: string;
}

/**
 * The inquiry forms ('Interested?', 'Questions?', contact). A plain POST to the page's action without
 * JavaScript; a fetcher with JavaScript (no navigation, 'Sending...' while it posts). The same zod schema
 * validates in the browser and on the server; the browser loads it when the form is first focused, so
 * pages do not carry zod on first load (until it is there, the server's answer shows the field errors).
 * Success is shown only after the server stored the inquiry. Texts and messages are in the page's language;
 * callers give an English `action` path, posted to in the page's language.
 */
export function LeadForm({
  id,
  action,
  formName,
  submissionId,
  defaultMessage = '',
  hidden,
  successMode,
  successText,
  submitLabel,
  children,
}: {
  id: string;
  action: string;
  formName: string;
  submissionId: string;
  /** The message's first text: given, or made from the form's texts (which the caller then need not load). */
  defaultMessage?: string | ((texts: LeadFormTranslation) => string);
  hidden?: Record<string, string>;
  /** 'inline': a green message above the cleared form; 'replace': the thank-you replaces the form. */
  successMode: 'inline' | 'replace';
  /** The thank-you; the form's own ('Thank you…') unless given. */
  successText?: string;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const t = useTexts(leadFormTexts);
  const thanks = successText ?? t.success;
  const locale = useLocale();
  const postTo = useLocalizedPath()(action);
  const fetcher = useFetcher<LeadActionResult>({ key: id });
  const actionData = useActionData<LeadActionResult>();
  // With JavaScript the fetcher holds the answer; without it, the page's action data does.
  const reply = fetcher.data ?? (actionData && 'result' in actionData ? actionData : undefined);
  const sending = fetcher.state !== 'idle';
  const statusRef = useRef<HTMLDivElement>(null);
  const [validate, setValidate] = useState<typeof validateLead | null>(null);
  const loadValidation = () => {
    if (validate) return;
    import('./inquiry-validation').then(
      (module) => setValidate(() => module.validateLead),
      // Offline or a failed chunk: the server still validates every post.
      () => undefined,
    );
  };

  const [form, fields] = useForm({
    id,
    lastResult: sending ? undefined : reply?.result,
    constraint: LEAD_CONSTRAINTS,
    defaultValue: { message: typeof defaultMessage === 'function' ? defaultMessage(t) : defaultMessage },
    // Field by field once the schema is here; before that, only a submit asks (the server) for errors:
    // without a validator, Conform would post every keystroke's validation to the server.
    shouldValidate: validate ? 'onBlur' : 'onSubmit',
    shouldRevalidate: validate ? 'onInput' : 'onSubmit',
    onValidate: validate ? ({ formData }) => validate(formData, locale) : undefined,
  });

  // Fields left before the schema arrived are checked as soon as it does, as if left just now.
  const leftBeforeValidation = useRef(new Set<string>());
  const noteLeftField = (event: FocusEvent<HTMLFormElement>) => {
    const name = event.target.getAttribute('name');
    if (!validate && name && name in LEAD_CONSTRAINTS) leftBeforeValidation.current.add(name);
  };
  useEffect(() => {
    if (!validate) return;
    for (const name of leftBeforeValidation.current) form.validate({ name });
    leftBeforeValidation.current.clear();
  }, [validate, form]);

  useEffect(() => {
    if (reply && !sending) statusRef.current?.focus();
  }, [reply, sending]);

  const sent = reply?.sent === true && !sending;
  const failure = !sending ? form.errors?.[0] : undefined;

  if (sent && successMode === 'replace') {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="rounded-sm bg-success-soft p-6 text-success outline-none"
      >
        <p className="font-medium">{thanks}</p>
      </div>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={postTo}
      {...getFormProps(form)}
      onFocus={loadValidation}
      onBlur={noteLeftField}
      className="flex flex-col gap-5"
    >
      <div ref={statusRef} tabIndex={-1} className="outline-none" aria-live="polite">
        {sent ? (
          <p role="status" className="rounded-sm bg-success-soft p-4 font-medium text-success">
            {thanks}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-sm bg-danger-soft p-4 font-medium text-danger">
            {failure}
          </p>
        ) : null}
      </div>
      {children}
      <input type="hidden" name="form-name" value={formName} />
      <input type="hidden" name="submissionId" value={reply?.submissionId ?? submissionId} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Honeypot formId={id} />
      <Field
        label={t.fullName}
        requiredMark
        inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
        errors={fields.name.errors}
      />
      <Field
        label={t.emailAddress}
        requiredMark
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
      />
      <Field
        label={t.phone}
        hint={t.optional}
        inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
        errors={fields.phone.errors}
      />
      <TextareaField
        label={t.message}
        requiredMark
        textareaProps={{ ...getTextareaProps(fields.message), rows: 5, maxLength: LEAD_MESSAGE_MAX_LENGTH }}
        lengthHint={t.messageLength}
        errors={fields.message.errors}
      />
      <Button type="submit" pending={sending} pendingLabel={t.sending} block>
        {submitLabel ?? t.sendMessage}
      </Button>
      <PrivacyNote />
    </fetcher.Form>
  );
}
