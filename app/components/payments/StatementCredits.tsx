import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { Button } from '#app/components/ui/Button';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { formatCreditAmount, type ReviewedCredit } from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';

const text = statementImportTexts.review;

/** What the action said about one credit (its id), shown beside it. */
export interface CreditError {
  creditId: string | null;
  error: string;
}

/**
 * One section of an import's review: its credits in a table, each with what it is (date, payer, text, amount),
 * the stay it goes to and what that stay owes, and its decisions as plain form posts (no JavaScript needed).
 * `kind` says which decisions: accept or dismiss a proposed match; record an unmatched credit for a stay
 * typed by its reference, or dismiss it; none for what is recorded or decided already.
 */
export function StatementCredits({
  heading,
  empty,
  credits,
  kind,
  error,
  children,
}: {
  heading: string;
  empty: string;
  credits: readonly ReviewedCredit[];
  kind: 'proposed' | 'unmatched' | 'recorded' | 'decided';
  error: CreditError | undefined;
  /** above the table (e.g. 'accept all') */
  children?: ReactNode;
}) {
  const headingId = `credits-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl text-fg">
          {heading} <span className="text-fg-muted">({credits.length})</span>
        </h2>
        {credits.length > 0 ? children : null}
      </div>
      {credits.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <AdminTable
          caption={heading}
          minWidth="64rem"
          head={
            <>
              <Header>{text.date}</Header>
              <Header>{text.payer}</Header>
              <Header>{text.text}</Header>
              <Header className="text-right">{text.credited}</Header>
              <Header>{text.stay}</Header>
              <Header className="text-right">{text.owed}</Header>
              <Header>{text.matchedBy}</Header>
              <Header>{text.actions}</Header>
            </>
          }
        >
          {credits.map((credit) => (
            <CreditRow
              key={credit.id}
              credit={credit}
              kind={kind}
              error={error?.creditId === credit.id ? error.error : null}
            />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function CreditRow({
  credit,
  kind,
  error,
}: {
  credit: ReviewedCredit;
  kind: 'proposed' | 'unmatched' | 'recorded' | 'decided';
  error: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('creditId') === credit.id;
  const owed =
    credit.outstanding === null || credit.stayCurrency === null
      ? null
      : credit.outstanding > 0
        ? formatCreditAmount(credit.outstanding, credit.stayCurrency)
        : text.nothingOwed;
  return (
    <Row className="bg-surface">
      <Cell label={text.date} className="whitespace-nowrap text-fg">
        {formatCalendarDate(credit.bookedOn.slice(0, 10) as CalendarDate, 'short')}
      </Cell>
      <Cell label={text.payer} className={credit.payer ? 'text-fg' : 'text-fg-muted'}>
        {credit.payer ?? text.noPayer}
      </Cell>
      <Cell label={text.text} wide className="max-w-xs break-words text-fg-muted">
        {credit.remittance}
        {credit.bankReference ? <span className="block font-mono text-xs">{credit.bankReference}</span> : null}
      </Cell>
      <Cell label={text.credited} className="text-right font-medium whitespace-nowrap text-fg">
        {formatCreditAmount(credit.amount, credit.currency)}
      </Cell>
      <Cell label={text.stay}>
        {credit.stayId && credit.reference ? (
          <Link to={`/admin/bookings/${credit.stayId}#payments`} className="link font-mono text-[0.8125rem]">
            {credit.reference}
          </Link>
        ) : null}
        {credit.guestName ? <span className="block text-fg">{credit.guestName}</span> : null}
      </Cell>
      <Cell label={text.owed} className="text-right whitespace-nowrap text-fg">
        {owed}
      </Cell>
      <Cell label={text.matchedBy} className="text-fg-muted">
        {credit.matchedBy
          ? (text.by[credit.matchedBy] ?? credit.matchedBy)
          : credit.state === 'unmatched' && credit.unmatchedReason && credit.unmatchedReason !== 'no-match'
            ? text.reasons[credit.unmatchedReason]
            : null}
      </Cell>
      <Cell wide>
        <CreditActions credit={credit} kind={kind} busy={busy} />
        {error ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </Cell>
    </Row>
  );
}

function CreditActions({
  credit,
  kind,
  busy,
}: {
  credit: ReviewedCredit;
  kind: 'proposed' | 'unmatched' | 'recorded' | 'decided';
  busy: boolean;
}) {
  if (kind === 'recorded') {
    return (
      <span className="text-sm text-fg-muted">{credit.recordedIn ? text.recordedIn(credit.recordedIn) : null}</span>
    );
  }
  if (kind === 'decided') {
    return (
      <span className="text-sm text-fg-muted">{credit.state === 'accepted' ? text.accepted : text.dismissed}</span>
    );
  }
  const dismiss = (
    <Form method="post">
      <input type="hidden" name="creditId" value={credit.id} />
      <Button type="submit" name="intent" value="dismiss" variant="secondary" size="sm" disabled={busy}>
        {text.dismiss}
      </Button>
    </Form>
  );
  if (kind === 'proposed') {
    return (
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="creditId" value={credit.id} />
          <Button type="submit" name="intent" value="accept" size="sm" disabled={busy}>
            {text.accept}
          </Button>
        </Form>
        {dismiss}
      </div>
    );
  }
  const inputId = `assign-${credit.id}`;
  return (
    <div className="flex flex-col gap-2">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="creditId" value={credit.id} />
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs text-fg-muted">
            {text.assign}
          </label>
          <input
            id={inputId}
            name="reference"
            required
            maxLength={40}
            autoComplete="off"
            placeholder={text.assignPlaceholder}
            className="input w-36 font-mono"
          />
        </div>
        <Button type="submit" name="intent" value="assign" size="sm" disabled={busy}>
          {text.assignSubmit}
        </Button>
      </Form>
      {dismiss}
    </div>
  );
}
