import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Logo } from '#app/components/layout/Logo';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import { staffTexts } from '#app/domain/staff/texts/staff';
import type { z } from '#app/domain/zod';

const T = staffTexts.twoFactor;

/**
 * The second step of sign-in (a code from the app, or a recovery code) and a step-up: the sign-in page's card,
 * one field, its message beside it, a link to the other way in, and a way out. A plain HTML form: it works
 * without JavaScript; with it, Conform checks the field as it is typed.
 */
export function SecondStepCard({
  id,
  title,
  lead,
  schema,
  lastResult,
  action,
  redirectTo,
  field,
  submit,
  other,
}: {
  id: string;
  title: string;
  lead: string;
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Where the form posts: this page with its search (the way back). */
  action: string;
  redirectTo: string;
  field: { label: string; hint: string; kind: 'totp' | 'recovery' };
  submit: string;
  other: { to: string; label: string };
}) {
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formAction === action;
  const [form, fields] = useForm({
    id,
    lastResult: sending ? undefined : lastResult,
    constraint: getZodConstraint(schema),
    // Not on blur: leaving the empty field for the link below would show a message, move the link down between
    // the press and the release, and lose the click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const error = form.errors?.[0];
  const code = fields.code as Parameters<typeof getInputProps>[0];
  const inputProps =
    field.kind === 'totp'
      ? { autoComplete: 'one-time-code', inputMode: 'numeric' as const, pattern: '[0-9 ]*', maxLength: 7 }
      : { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 };

  return (
    <Card title={title} lead={lead}>
      {error ? (
        <div role="alert" className="mt-6 rounded-sm bg-danger-soft p-4 text-sm text-danger">
          {error}
        </div>
      ) : null}
      <Form method="post" action={action} {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label={field.label}
          hint={field.hint}
          inputProps={{
            ...getInputProps(code, { type: 'text' }),
            ...inputProps,
            className: 'text-lg tracking-[0.2em]',
            autoFocus: true,
          }}
          errors={code.errors}
        />
        <Button type="submit" block pending={sending} pendingLabel={T.verifying}>
          {submit}
        </Button>
      </Form>
      <div className="mt-6 flex flex-col items-center gap-3 text-sm">
        <Link to={other.to} className="link">
          {other.label}
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" className="link text-fg-muted">
            {T.signOut}
          </button>
        </Form>
      </div>
    </Card>
  );
}

/** The sign-in pages' card: the logo, a title and a lead. */
function Card({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="container-page flex flex-1 items-center justify-center py-16">
      <div className="card w-full max-w-md p-8 sm:p-10">
        <Logo className="mx-auto" />
        <h1 className="mt-8 text-center font-display text-4xl text-fg">{title}</h1>
        <p className="mt-2 text-center text-sm text-fg-muted">{lead}</p>
        {children}
      </div>
    </section>
  );
}
