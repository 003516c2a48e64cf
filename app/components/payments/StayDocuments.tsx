import { Form } from 'react-router';
import { AdminAlert } from '#app/components/admin/AdminPage';
import { Button } from '#app/components/ui/Button';
import { formatCalendarDate } from '#app/domain/booking/dates';
import type { Currency } from '#app/domain/currency/currency';
import { formatMinorAmount } from '#app/domain/payments/money';
import type { GuestDocumentLink } from '#app/domain/payments/stay-documents';
import { staffPaymentTexts } from '#app/domain/payments/texts/staff';

const text = staffPaymentTexts.documents;

export type InvoiceRefusal = keyof typeof text.refusal;

export interface StayDocumentsData {
  documents: GuestDocumentLink[];
  invoiceRefusal: InvoiceRefusal | null;
}

/**
 * The booking page's documents card (`#documents`): the pro-forma, the invoice and each payment's receipt as
 * PDFs in English or French (the guest downloads theirs from their page), and the form that issues the stay's
 * invoice — a plain POST back here — once it may be issued; otherwise why not.
 */
export function StayDocuments({
  stayId,
  data,
  currency,
  issued,
  refused,
}: {
  stayId: string;
  data: StayDocumentsData;
  currency: Currency;
  /** the invoice was just issued (`?done=issue-invoice`) */
  issued: boolean;
  /** the form was just refused */
  refused: InvoiceRefusal | undefined;
}) {
  const href = (file: string, lang: 'en' | 'fr') =>
    `/admin/bookings/${stayId}/documents/${encodeURIComponent(file)}?lang=${lang}`;
  const label = (document: GuestDocumentLink) =>
    document.kind === 'invoice'
      ? text.invoice(document.reference)
      : document.kind === 'receipt'
        ? text.receipt(formatMinorAmount(document.amount, currency, 'en'), formatCalendarDate(document.on, 'long'))
        : text.proForma;
  const refusal = refused ?? data.invoiceRefusal;
  return (
    <section id="documents" aria-labelledby="documents-heading" className="card flex flex-col gap-4 p-5 sm:p-7">
      <h2 id="documents-heading" className="font-display text-3xl text-fg">
        {text.heading}
      </h2>
      {issued ? (
        <p role="status" className="rounded-sm border border-success/50 bg-success-soft/40 p-3 text-sm text-fg">
          {text.issued}
        </p>
      ) : null}
      {refused ? <AdminAlert>{text.refusal[refused]}</AdminAlert> : null}
      {data.documents.length === 0 ? (
        <p className="text-sm text-fg-muted">{text.none}</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">{text.lead}</p>
          <ul className="divide-y divide-line border-y border-line text-sm">
            {data.documents.map((document) => (
              <li key={document.file} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-fg">{label(document)}</span>
                <span className="flex gap-3">
                  {/* An invoice reads in the language it was issued in. */}
                  <a href={href(document.file, 'en')} className="link" hrefLang="en">
                    {document.kind === 'invoice' ? text.pdf : text.english}
                    <span className="sr-only"> ({label(document)})</span>
                  </a>
                  {document.kind === 'invoice' ? null : (
                    <a href={href(document.file, 'fr')} className="link" hrefLang="fr">
                      {text.french}
                      <span className="sr-only"> ({label(document)})</span>
                    </a>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {refusal === null ? (
        <Form method="post" action="#documents" preventScrollReset className="flex flex-col gap-2">
          <Button type="submit" size="sm" name="intent" value="issue-invoice" className="w-fit">
            {text.issueInvoice}
          </Button>
          <p className="text-xs text-fg-muted">{text.issueHint}</p>
        </Form>
      ) : refused ? null : (
        <p className="text-sm text-fg-muted">{text.refusal[refusal]}</p>
      )}
    </section>
  );
}
