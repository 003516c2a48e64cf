import { useLocale, useTexts } from '#app/components/i18n/locale';
import { formatMonthIn } from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';

/**
 * A sale listing's page views and inquiries per month, for its homeowner (homeowner_listing_stats(): counts
 * only, nothing about a visitor), as a table: the latest month first.
 */
export function ListingStats({
  title,
  months,
}: {
  title: string;
  months: readonly { month: string; views: number; inquiries: number }[];
}) {
  const t = useTexts(ownerPageTexts);
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US');
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-fg-muted">{t.statsLead}</p>
      {months.length === 0 ? (
        <p className="text-sm text-fg-muted">{t.statsNone}</p>
      ) : (
        <table className="w-full max-w-xl border-collapse text-left text-sm">
          <caption className="sr-only">{`${t.statsTitle} — ${title}`}</caption>
          <thead>
            <tr className="border-b border-line text-fg-muted">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t.statsMonth}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t.statsViews}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t.statsInquiries}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months].reverse().map((row) => (
              <tr key={row.month} className="border-b border-line">
                <th scope="row" className="py-2 pr-3 font-medium text-fg">
                  {formatMonthIn(row.month, locale)}
                </th>
                <td className="py-2 pr-3 text-right tabular-nums">{number.format(row.views)}</td>
                <td className="py-2 text-right tabular-nums">{number.format(row.inquiries)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
