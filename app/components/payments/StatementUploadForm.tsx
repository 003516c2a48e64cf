import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { EditorSection } from '#app/components/admin/editor/EditorSection';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput, textInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import { CURRENCIES } from '#app/domain/currency/currency';
import { CSV_DATE_FORMATS } from '#app/domain/payments/statements/csv-date-formats';
import {
  STATEMENT_FILE_FIELD,
  STATEMENT_FORMATS,
  statementUploadSchema,
} from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';

const text = statementImportTexts.upload;

/**
 * The statement upload on /admin/payments/imports: the file, its format and, for a CSV, the mapping of its
 * columns. A plain multipart post (it works without JavaScript); a refused one comes back with the message
 * next to its field and the mapping as typed (the file is chosen again: browsers never keep it).
 */
export function StatementUploadForm({
  lastResult,
  sizeText,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  sizeText: string;
}) {
  const [form, fields] = useEditorForm({
    name: 'statement-upload',
    schema: statementUploadSchema,
    id: null,
    defaultValue: { format: 'camt.053', decimalSeparator: '.', dateFormat: 'YYYY-MM-DD' },
    lastResult,
  });
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const fileErrors = form.allErrors[STATEMENT_FILE_FIELD];

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="flex flex-col gap-4"
      data-testid="statement-upload"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <EditorSection title={text.heading} description={text.fileHint(sizeText)}>
        <Field
          label={text.file}
          requiredMark
          errors={fileErrors}
          inputProps={{
            type: 'file',
            name: STATEMENT_FILE_FIELD,
            id: `${form.id}-${STATEMENT_FILE_FIELD}`,
            accept: '.xml,.csv,.txt,application/xml,text/xml,text/csv',
            required: true,
          }}
        />
        <SelectField
          label={text.format}
          requiredMark
          {...selectInput(
            fields.format,
            STATEMENT_FORMATS.map((value) => ({ value, label: text.formats[value] ?? value })),
          )}
        />
      </EditorSection>
      <EditorSection title={text.mapping} description={text.mappingHint}>
        <Field label={text.dateColumn} {...textInput(fields.dateColumn, { autoComplete: 'off' })} />
        <SelectField
          label={text.dateFormat}
          {...selectInput(
            fields.dateFormat,
            CSV_DATE_FORMATS.map((value) => ({ value, label: text.dateFormats[value] })),
          )}
        />
        <Field
          label={text.amountColumn}
          hint={text.amountHint}
          {...textInput(fields.amountColumn, { autoComplete: 'off' })}
        />
        <Field label={text.creditColumn} {...textInput(fields.creditColumn, { autoComplete: 'off' })} />
        <SelectField
          label={text.decimalSeparator}
          {...selectInput(
            fields.decimalSeparator,
            (['.', ','] as const).map((value) => ({ value, label: text.decimalSeparators[value] ?? value })),
          )}
        />
        <Field label={text.currencyColumn} {...textInput(fields.currencyColumn, { autoComplete: 'off' })} />
        <SelectField
          label={text.fixedCurrency}
          {...selectInput(fields.fixedCurrency, [
            { value: '', label: text.fixedCurrencyNone },
            ...CURRENCIES.map((value) => ({ value, label: value })),
          ])}
        />
        <Field label={text.payerColumn} {...textInput(fields.payerColumn, { autoComplete: 'off' })} />
        <Field
          label={text.remittanceColumns}
          hint={text.remittanceHint}
          {...textInput(fields.remittanceColumns, { autoComplete: 'off' })}
        />
        <Field label={text.referenceColumn} {...textInput(fields.referenceColumn, { autoComplete: 'off' })} />
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" pending={sending} pendingLabel={text.submitting}>
          {text.submit}
        </Button>
      </div>
    </Form>
  );
}
