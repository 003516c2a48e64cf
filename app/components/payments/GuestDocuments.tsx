import { useLocation } from 'react-router';
import { useLocale } from '#app/components/i18n/locale';
import { formatCalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { GuestDocumentLink } from '#app/domain/payments/stay-documents';
import { paymentsTexts } from '#app/domain/payments/texts/payments';

/**
 * The guest's documents on their page (issue 28, items 6 and 7): the pro-forma, the invoice, a receipt for each
 * payment and the stay for their calendar, each a plain link under the page's own private address (downloads,
 * not pages: no client-side navigation).
 */
export function GuestDocuments({
  documents,
  currency,
}: {
  documents: readonly GuestDocumentLink[];
  currency: Currency;
}) {
  const locale = useLocale();
  const t = paymentsTexts[locale];
  const { pathname } = useLocation();
  const label = (document: GuestDocumentLink) => {
    switch (document.kind) {
      case 'pro-forma':
        return t.proFormaDocument;
      case 'invoice':
        return t.invoiceDocument(document.reference);
      case 'receipt':
        return t.receiptDocument(
          formatMinorAmount(document.amount, currency, locale),
          formatCalendarDate(document.on, 'long', locale),
        );
      case 'calendar':
        return t.calendarDocument;
    }
  };
  return (
    <section aria-labelledby="documents-heading" className="card mt-8 p-6 sm:p-10">
      <h2 id="documents-heading" className="font-display text-3xl text-fg">
        {t.documentsHeading}
      </h2>
      <ul className="mt-4 divide-y divide-line border-y border-line text-sm">
        {documents.map((document) => (
          <li key={document.file} className="py-3">
            <a
              href={`${pathname.replace(/\/+$/, '')}/documents/${encodeURIComponent(document.file)}`}
              download={document.file}
              className="link break-words"
            >
              {label(document)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
