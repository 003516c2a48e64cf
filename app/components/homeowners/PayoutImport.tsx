import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { useEditorForm } from '#app/components/admin/EditorPage';
import { FormErrors } from '#app/components/admin/editor/FormErrors';
import { selectInput } from '#app/components/admin/field-props';
import { Button } from '#app/components/ui/Button';
import { Field, SelectField } from '#app/components/ui/Field';
import { formatStayDates, type CalendarDate } from '#app/domain/booking/dates';
import { parseCurrency } from '#app/domain/currency/currency';
import {
  PAYOUT_CSV_SIZE_TEXT,
  PAYOUT_FILE_FIELD,
  PAYOUT_IMPORT_INTENT,
  PAYOUT_PLATFORMS,
  payoutImportSchema,
  type PayoutImportSummary,
} from '#app/domain/homeowners/payout-import';
import { payoutImportTexts as t } from '#app/domain/homeowners/texts/payout-import';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import { formatMinorAmount } from '#app/domain/payments/money';
import { Panel } from './HomeownerHoldings';

export interface PayoutImportAnswer {
  summary: PayoutImportSummary | null;
  result: SubmissionResult<string[]>;
}

const amountText = (amount: number | null, currency: string | null) => {
  if (amount === null) return '';
  const known = parseCurrency(currency);
  return known ? formatMinorAmount(amount, known) : `${(amount / 100).toFixed(2)} ${currency ?? ''}`;
};

/**
 * The statement run's payout import: the platform and its CSV export in a plain multipart post (it works without
 * JavaScript; a refusal comes back next to its field, the file chosen again as browsers never keep it), then
 * what was saved and the rows staff must enter by hand, with why.
 */
export function PayoutImport({ answer, action }: { answer: PayoutImportAnswer | null; action: string }) {
  const [form, fields] = useEditorForm({
    name: 'payout-import',
    schema: payoutImportSchema,
    id: null,
    defaultValue: { intent: PAYOUT_IMPORT_INTENT, platform: 'airbnb' },
    lastResult: answer?.result,
  });
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  const summary = answer?.summary ?? null;
  return (
    <Panel id="payout-import" title={t.title} description={t.description}>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="flex flex-col gap-4"
        data-testid="payout-import"
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={PAYOUT_IMPORT_INTENT} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t.platform}
            requiredMark
            {...selectInput(
              fields.platform,
              PAYOUT_PLATFORMS.map((value) => ({ value, label: statementTexts.platform.platforms[value] })),
            )}
          />
          <Field
            label={t.file}
            hint={t.fileHint(PAYOUT_CSV_SIZE_TEXT)}
            requiredMark
            errors={form.allErrors[PAYOUT_FILE_FIELD]}
            inputProps={{
              type: 'file',
              name: PAYOUT_FILE_FIELD,
              id: `${form.id}-${PAYOUT_FILE_FIELD}`,
              accept: '.csv,.txt,text/csv',
              required: true,
            }}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" pending={sending} pendingLabel={t.submitting}>
            {t.submit}
          </Button>
        </div>
      </Form>
      {summary ? (
        <div className="flex flex-col gap-3" data-testid="payout-import-summary">
          <AdminAlert tone={summary.rows.length === 0 ? 'success' : undefined}>
            {t.summary(summary)} {summary.ignored > 0 ? t.ignored(summary.ignored) : null}
          </AdminAlert>
          {summary.rows.length > 0 ? (
            <AdminTable
              caption={t.unmatchedCaption}
              minWidth="44rem"
              head={
                <>
                  <Header>{t.columns.line}</Header>
                  <Header>{t.columns.code}</Header>
                  <Header>{t.columns.dates}</Header>
                  <Header>{t.columns.listing}</Header>
                  <Header className="text-right">{t.columns.amount}</Header>
                  <Header>{t.columns.reason}</Header>
                </>
              }
            >
              {summary.rows.map((row) => (
                <Row key={row.line}>
                  <Cell label={t.columns.line}>{row.line}</Cell>
                  <Cell label={t.columns.code}>{row.code ?? ''}</Cell>
                  <Cell label={t.columns.dates}>
                    {row.checkIn && row.checkOut
                      ? formatStayDates(row.checkIn as CalendarDate, row.checkOut as CalendarDate)
                      : ''}
                  </Cell>
                  <Cell label={t.columns.listing}>{row.listing ?? ''}</Cell>
                  <Cell label={t.columns.amount} className="md:text-right">
                    {amountText(row.amount, row.currency)}
                  </Cell>
                  <Cell wide label={t.columns.reason}>
                    {t.reasons[row.reason]}
                  </Cell>
                </Row>
              ))}
            </AdminTable>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
