import type { SubmissionResult } from '@conform-to/react';
import { getFormProps, getInputProps } from '@conform-to/react';
import { Form, Link } from 'react-router';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { buttonClass } from '#app/components/ui/button-class';
import { Field } from '#app/components/ui/Field';
import { personErasureSchema, type PersonDataSection } from '#app/domain/privacy/person-data';
import { personDataTexts as t } from '#app/domain/privacy/texts/staff';

/**
 * The erasure's second step (issue 32, item 4; owners only): what will go, per kind, and the address typed again.
 * A plain form: it works without JavaScript, and the server checks the same schema.
 */
export function ErasureConfirm({
  email,
  sections,
  lastResult,
}: {
  email: string;
  sections: PersonDataSection[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useEditorForm({
    name: 'person-erasure',
    schema: personErasureSchema,
    id: null,
    defaultValue: { email, confirmation: '' },
    lastResult,
  });
  return (
    <section aria-labelledby="erase-heading" className="card flex flex-col gap-4 border border-danger/40 p-6">
      <h2 id="erase-heading" className="font-display text-2xl text-fg">
        {t.eraseTitle}
      </h2>
      <p className="max-w-3xl text-fg">{t.eraseLead(email)}</p>
      <ul className="list-disc pl-6 text-fg" aria-label={t.eraseTitle}>
        {sections.map((section) => (
          <li key={section.kind}>
            {section.label}: {section.rows.length}
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className="flex max-w-xl flex-col gap-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="erase" />
        <input {...getInputProps(fields.email, { type: 'hidden' })} key={fields.email.key} />
        <Field
          label={t.confirmationLabel}
          inputProps={{ ...getInputProps(fields.confirmation, { type: 'text' }), autoComplete: 'off' }}
          errors={fields.confirmation.errors}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass({ variant: 'primary' })}>
            {t.eraseConfirm}
          </button>
          <Link
            to={`/admin/privacy?email=${encodeURIComponent(email)}`}
            className={buttonClass({ variant: 'secondary' })}
          >
            {t.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}
