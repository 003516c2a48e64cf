import { Link } from 'react-router';
import { AdminTable, Cell, Header, Row } from '#app/components/admin/AdminTable';
import type { PayoutRow, StatementSummaryRow } from '#app/domain/homeowners/statement-rows';
import { monthLabel } from '#app/domain/homeowners/statements';
import { statementTexts } from '#app/domain/homeowners/texts/statements';
import { Panel } from './HomeownerHoldings';
import { longDay, Money, StatementBadge } from './StatementParts';

const t = statementTexts.payouts;

/** A homeowner's statements and the payouts the agency made them, on their page (every staff member reads them). */
export function HomeownerStatements({
  statements,
  payouts,
}: {
  statements: readonly StatementSummaryRow[];
  payouts: readonly PayoutRow[];
}) {
  return (
    <Panel id="homeowner-statements" title={t.title} description={t.description}>
      <Link to="/admin/homeowners/statements" className="link text-sm">
        {t.run}
      </Link>
      {statements.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.noStatements}</p>
      ) : (
        <AdminTable
          caption={t.statementsCaption}
          minWidth="36rem"
          head={
            <>
              <Header>{t.columns.month}</Header>
              <Header>{t.columns.currency}</Header>
              <Header>{t.columns.status}</Header>
              <Header className="text-right">{t.columns.closing}</Header>
            </>
          }
        >
          {statements.map((statement) => (
            <Row key={statement.id}>
              <Cell wide>
                <Link to={`/admin/homeowners/statements/${statement.id}`} className="link font-medium">
                  {monthLabel(statement.month)}
                </Link>
              </Cell>
              <Cell label={t.columns.currency}>{statement.currency}</Cell>
              <Cell label={t.columns.status}>
                <StatementBadge status={statement.status} />
              </Cell>
              <Cell label={t.columns.closing} className="md:text-right">
                <Money amount={statement.closing_balance} currency={statement.currency} />
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}
      {payouts.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.noPayouts}</p>
      ) : (
        <AdminTable
          caption={t.payoutsCaption}
          minWidth="36rem"
          head={
            <>
              <Header>{t.columns.paidOn}</Header>
              <Header>{t.columns.reference}</Header>
              <Header className="text-right">{t.columns.amount}</Header>
            </>
          }
        >
          {payouts.map((payout) => (
            <Row key={payout.id}>
              <Cell label={t.columns.paidOn}>{longDay(payout.paid_on)}</Cell>
              <Cell wide>{payout.reference}</Cell>
              <Cell label={t.columns.amount} className="md:text-right">
                <Money amount={payout.amount} currency={payout.currency} />
              </Cell>
            </Row>
          ))}
        </AdminTable>
      )}
    </Panel>
  );
}
