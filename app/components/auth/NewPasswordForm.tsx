import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { Button } from '#app/components/ui/Button';
import { Field } from '#app/components/ui/Field';
import type { z } from '#app/domain/zod';

/**
 * The form of a one-time link's page: the new password twice, with the account's address for password managers
 * and the token in a hidden field. Staff (/set-password) and homeowners (/owners/set-password) use it with their
 * own schema and words. A plain HTML form: it works without JavaScript; with it, Conform checks as one types.
 */
export function NewPasswordForm({
  id,
  schema,
  token,
  email,
  lastResult,
  texts,
}: {
  id: string;
  schema: z.ZodType;
  token: string;
  email: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  texts: { title: string; lead: string; password: string; hint: string; confirm: string; save: string; saving: string };
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post';
  const [form, fields] = useForm({
    id,
    lastResult: saving ? undefined : lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const error = form.errors?.[0];
  const password = fields.password as Parameters<typeof getInputProps>[0];
  const confirm = fields.confirm as Parameters<typeof getInputProps>[0];
  return (
    <>
      <h1 className="mt-8 text-center font-display text-4xl text-fg">{texts.title}</h1>
      <p className="mt-2 text-center text-sm text-fg-muted">{texts.lead}</p>
      {error ? (
        <div role="alert" className="mt-6 rounded-sm bg-danger-soft p-4 text-sm text-danger">
          {error}
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        <input type="hidden" name="token" value={token} />
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <Field
          label={texts.password}
          hint={texts.hint}
          inputProps={{ ...getInputProps(password, { type: 'password' }), autoComplete: 'new-password' }}
          errors={password.errors}
        />
        <Field
          label={texts.confirm}
          inputProps={{ ...getInputProps(confirm, { type: 'password' }), autoComplete: 'new-password' }}
          errors={confirm.errors}
        />
        <Button type="submit" block pending={saving} pendingLabel={texts.saving}>
          {texts.save}
        </Button>
      </Form>
    </>
  );
}
