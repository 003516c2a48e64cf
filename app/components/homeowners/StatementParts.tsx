import { Form, useNavigation } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import { Badge, type BadgeTone } from '#app/components/ui/Badge';
import { Button } from '#app/components/ui/Button';
import { formatCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import type { StatementLine } from '#app/domain/homeowners/statement-rows';
import type { StatementState } from '#app/domain/homeowners/statement-states';
import { statementLineText } from '#app/domain/homeowners/statements';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import { formatMinorAmount } from '#app/domain/payments/money';

/**
 * The pieces the statement pages share: a status badge, an amount, a button posting one `intent` (a plain form:
 * no JavaScript needed), the lines' table and the balances.
 */

const text = statementTexts;

const TONES: Record<StatementState, BadgeTone> = { draft: 'neutral', issued: 'accent', sent: 'sea', paid: 'success' };

export const StatementBadge = ({ status }: { status: StatementState }) => (
  <Badge tone={TONES[status]}>{text.states[status]}</Badge>
);

export const Money = ({ amount, currency }: { amount: number; currency: Currency }) => (
  <span className="whitespace-nowrap tabular-nums">{formatMinorAmount(amount, currency, 'en')}</span>
);

/** The back office's dates: 'March 1, 2026'. */
export const longDay = (date: string) => formatCalendarDate(date.slice(0, 10) as CalendarDate, 'long', 'en');

export function IntentButton({
  intent,
  label,
  variant = 'primary',
  testId,
  action,
}: {
  intent: string;
  label: string;
  /** Where it posts (the page's own address with its month, by default the current one). */
  action?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  testId?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} pending={pending} data-testid={testId}>
        {label}
      </Button>
    </Form>
  );
}

export function StatementLines({ lines, currency }: { lines: readonly StatementLine[]; currency: Currency }) {
  if (lines.length === 0) return <p className="text-fg-muted">{text.noLines}</p>;
  return (
    <AdminTable
      caption={text.linesCaption}
      minWidth="44rem"
      head={
        <>
          <Header>{text.linesColumns.day}</Header>
          <Header>{text.linesColumns.description}</Header>
          <Header>{text.linesColumns.villa}</Header>
          <Header className="text-right">{text.linesColumns.amount}</Header>
        </>
      }
    >
      {lines.map((line) => (
        <Row key={line.line_no}>
          <Cell label={text.linesColumns.day}>{longDay(line.day)}</Cell>
          <Cell wide>{statementLineText(line, currency, 'en')}</Cell>
          <Cell label={text.linesColumns.villa}>{line.rental ?? '—'}</Cell>
          <Cell label={text.linesColumns.amount} className="md:text-right">
            <Money amount={line.amount} currency={currency} />
          </Cell>
        </Row>
      ))}
    </AdminTable>
  );
}

export function StatementBalances({
  opening,
  total,
  closing,
  currency,
}: {
  opening: number;
  total: number;
  closing: number;
  currency: Currency;
}) {
  return (
    <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm" data-testid="statement-balances">
      <dt className="text-fg-muted">{text.opening}</dt>
      <dd className="text-right">
        <Money amount={opening} currency={currency} />
      </dd>
      <dt className="text-fg-muted">{text.total}</dt>
      <dd className="text-right">
        <Money amount={total} currency={currency} />
      </dd>
      <dt className="font-medium">{text.closing}</dt>
      <dd className="text-right font-medium">
        <Money amount={closing} currency={currency} />
      </dd>
    </dl>
  );
}
