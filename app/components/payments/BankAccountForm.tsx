import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { textareaInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, TextareaField } from '#app/components/ui/Field';
import type { Currency } from '#app/domain/currency/currency';
import { bankAccountFormValues, bankAccountSchema, bankAccountTexts } from '#app/domain/payments/bank-accounts';

const text = bankAccountTexts;

/**
 * The account of one currency on /admin/settings/bank-accounts: its own form (the page has one per currency),
 * posted with its currency; a refused post comes back with what was typed. Read only for admins.
 * The same form is a homeowner's payout account (/admin/homeowners/:id) when given `purpose`: its own name,
 * words and `intent`.
 */
export function BankAccountForm({
  currency,
  values,
  lastResult,
  lastChange,
  canChange,
  purpose,
}: {
  currency: Currency;
  values: ReturnType<typeof bankAccountFormValues>;
  /** The action's answer, when it was this form that was posted. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** 'Last changed … by …', or null for an account not set up yet. */
  lastChange: string | null;
  canChange: boolean;
  purpose?: { name: string; intent: string; heading: string; description: string; save: string };
}) {
  const [form, fields] = useEditorForm({
    name: purpose?.name ?? `bank-account-${currency.toLowerCase()}`,
    schema: bankAccountSchema,
    id: null,
    defaultValue: values,
    lastResult,
  });
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('currency') === currency;
  const code = (field: typeof fields.iban, extra?: Parameters<typeof textInput>[1]) =>
    textInput(field, { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, ...extra });

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid={purpose ? purpose.name : `bank-account-${currency}`}
    >
      <input type="hidden" name="currency" value={currency} />
      {purpose ? <input type="hidden" name="intent" value={purpose.intent} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {/* Admins see the accounts; only owners change them (the action and the database refuse anyone else). */}
      <fieldset disabled={!canChange} className="contents">
        <EditorSection
          title={purpose?.heading ?? text.heading[currency]}
          description={
            <>
              {purpose?.description ?? text.description[currency]} {lastChange ?? text.notSet}
            </>
          }
        >
          <Field label={text.labels.holder} requiredMark hint={text.hints.holder} {...textInput(fields.holder)} />
          <Field label={text.labels.bankName} requiredMark {...textInput(fields.bankName)} />
          <TextareaField
            className="sm:col-span-2"
            label={text.labels.bankAddress}
            {...textareaInput(fields.bankAddress, { rows: 3 })}
          />
          <Field label={text.labels.iban} hint={text.hints.iban} {...code(fields.iban, { inputMode: 'text' })} />
          <Field label={text.labels.swift} requiredMark hint={text.hints.swift} {...code(fields.swift)} />
          <Field label={text.labels.accountNumber} hint={text.hints.accountNumber} {...code(fields.accountNumber)} />
          {currency === 'USD' ? (
            <Field
              label={text.labels.routingNumber}
              hint={text.hints.routingNumber}
              {...code(fields.routingNumber, { inputMode: 'numeric' })}
            />
          ) : null}
        </EditorSection>
      </fieldset>
      {canChange ? (
        <div className="flex justify-end">
          <Button type="submit" pending={saving} pendingLabel={text.saving}>
            {purpose?.save ?? text.save[currency]}
          </Button>
        </div>
      ) : null}
    </Form>
  );
}
