import { useLocale, useTexts } from '#app/components/i18n/locale';
import type { Currency } from '#app/domain/currency/currency';
import type { EarningsCell, EarningsTable } from '#app/domain/homeowners/owner-earnings';
import { formatMonthIn } from '#app/domain/homeowners/owner-page';
import type { StatementSummaryRow } from '#app/domain/homeowners/statement-rows';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import { localizedPath } from '#app/domain/i18n/locale';
import { formatMinorAmount } from '#app/domain/payments/money';

/**
 * The homeowner's statements on their page (docs/decisions/033-homeowner-page.md): a villa's earnings this year
 * against last, as the database summed them from the statements issued, and the list of their statements with
 * each one's PDF in the page's language. Plain tables and links: nothing needs JavaScript.
 */

const monthKeyOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export function OwnerEarnings({ villaTitle, tables }: { villaTitle: string; tables: readonly EarningsTable[] }) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${monthKeyOf(2000, month)}-15T12:00:00Z`),
    );
  const shown = (cell: EarningsCell, currency: Currency) =>
    cell.state === 'stated' ? (
      formatMinorAmount(cell.amount, currency, locale)
    ) : cell.state === 'pending' ? (
      <span className="text-fg-muted">{t.earningsPending}</span>
    ) : cell.state === 'nothing' ? (
      <span className="text-fg-muted">{t.earningsNothing}</span>
    ) : cell.state === 'not-owned' ? (
      <span className="text-fg-muted">{t.notYours}</span>
    ) : (
      <span className="text-fg-muted">{t.earningsFuture}</span>
    );
  return (
    <div className="flex flex-col gap-4">
      <h4 className="font-display text-xl text-fg">{t.earningsTitle}</h4>
      <p className="max-w-2xl text-xs text-fg-muted">{t.earningsDefinition}</p>
      {tables.map((table) => (
        <table
          key={table.currency}
          data-testid={`earnings-${table.currency}`}
          className="w-full max-w-xl border-collapse text-left text-sm"
        >
          <caption className="mb-2 text-left text-sm font-medium text-fg">
            {t.earningsCaption(table.currency)}
            <span className="sr-only">{` — ${villaTitle}`}</span>
          </caption>
          <thead>
            <tr className="border-b border-line text-fg-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.earningsMonth}
              </th>
              {table.years.map((year) => (
                <th key={year} scope="col" className="py-2 pr-3 text-right font-medium">
                  {year}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.months.map((row) => (
              <tr key={row.month} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-medium text-fg capitalize">
                  {monthName(row.month)}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={table.years[index]} className="py-2 pr-3 text-right tabular-nums">
                    {shown(cell, table.currency)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 font-medium text-fg">
                {t.earningsTotal}
              </th>
              {table.totals.map((total, index) => (
                <td key={table.years[index]} className="py-2 pr-3 text-right font-medium tabular-nums">
                  {total === null ? (
                    <span className="text-fg-muted">{t.earningsNone}</span>
                  ) : (
                    formatMinorAmount(total, table.currency, locale)
                  )}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      ))}
    </div>
  );
}

export function OwnerStatementList({ statements }: { statements: readonly StatementSummaryRow[] }) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  return (
    <section aria-labelledby="owner-statements" className="flex flex-col gap-4">
      <h2 id="owner-statements" className="section-title">
        {t.statementsTitle}
      </h2>
      <p className="text-sm text-fg-muted">{t.statementsLead}</p>
      {statements.length === 0 ? (
        <p className="text-fg-muted">{t.statementsNone}</p>
      ) : (
        <div className="card min-w-0 overflow-x-auto p-4 sm:p-8">
          <table className="w-full border-collapse text-left text-sm" data-testid="owner-statements">
            <caption className="sr-only">{t.statementsTitle}</caption>
            <thead>
              <tr className="border-b border-line text-fg-muted">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.statementMonth}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.statementCurrency}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t.statementClosing}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t.statementState}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.statementPdf}
                </th>
              </tr>
            </thead>
            <tbody>
              {statements.map((statement) => {
                const month = formatMonthIn(statement.month.slice(0, 7), locale);
                return (
                  <tr key={statement.id} className="border-b border-line">
                    <th scope="row" className="py-2 pr-3 font-medium text-fg capitalize">
                      {month}
                    </th>
                    <td className="py-2 pr-3">{statement.currency}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {formatMinorAmount(statement.closing_balance, statement.currency, locale)}
                    </td>
                    <td className="py-2 pr-3">{t.statementStates(statement.status)}</td>
                    <td className="py-2">
                      <a className="link" href={localizedPath(`/owners/statements/${statement.id}/statement.pdf`, locale)}>
                        {t.statementDownload(month)}
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
