import { Form, Link } from 'react-router';
import { Button } from '#app/components/ui/Button';
import type { ManagementAgreementRow } from '#app/domain/homeowners/rows';
import { homeownerTexts } from '#app/domain/homeowners/texts/staff';
import { DOCUMENT_ACCEPT, documentTexts } from '#app/domain/media/documents';

const t = homeownerTexts.agreements;

/** What the page's managers may do to agreements here, and the last refused row form's messages. */
export interface AgreementManagement {
  /** The agency's day: an agreement whose first day is after it is not in force yet. */
  today: string;
  /** The path of the homeowner's page (the Correct link adds `?correct=<id>`). */
  pagePath: string;
  answer: { agreementId: string; errors: readonly string[] } | null;
}

/**
 * An agreement's signed mandate: its PDF for every staff member once attached; before that, for owners and
 * admins, a small multipart form to attach it (a plain POST, no JavaScript needed).
 */
export function MandateDocument({
  agreement,
  manage,
}: {
  agreement: ManagementAgreementRow;
  manage: AgreementManagement | null;
}) {
  if (agreement.mandate_document) {
    return (
      <a
        href={`/admin/agreements/${agreement.id}/mandate`}
        target="_blank"
        rel="noreferrer"
        className="link mt-1 inline-block"
        data-testid={`mandate-${agreement.id}`}
      >
        {t.mandatePdf}
      </a>
    );
  }
  if (!manage) return null;
  const inputId = `mandate-file-${agreement.id}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="mt-2 flex flex-wrap items-end gap-2"
      data-testid={`attach-${agreement.id}`}
    >
      <input type="hidden" name="intent" value="mandate" />
      <input type="hidden" name="agreementId" value={agreement.id} />
      <label htmlFor={inputId} className="flex flex-col gap-1 text-xs">
        <span className="text-fg-muted">{t.mandateLabel}</span>
        <input id={inputId} type="file" name="mandate" accept={DOCUMENT_ACCEPT.mandate} required className="text-xs" />
      </label>
      <Button type="submit" variant="secondary" size="sm">
        {t.attach}
      </Button>
      <p className="w-full text-xs text-fg-muted">{documentTexts.hint.mandate}</p>
    </Form>
  );
}

/** An agreement not yet in force: Correct (the form below, by link) and Withdraw (a plain POST). */
export function PendingAgreementActions({
  agreement,
  manage,
}: {
  agreement: ManagementAgreementRow;
  manage: AgreementManagement;
}) {
  if (agreement.effective_from <= manage.today) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
      <span className="text-fg-muted">{t.notYetInForce}</span>
      <Link to={`${manage.pagePath}?correct=${agreement.id}#agreement-form`} className="link">
        {t.correct}
      </Link>
      <Form method="post" data-testid={`withdraw-${agreement.id}`}>
        <input type="hidden" name="intent" value="withdraw-agreement" />
        <input type="hidden" name="agreementId" value={agreement.id} />
        <Button type="submit" variant="ghost" size="sm">
          {t.withdraw}
        </Button>
      </Form>
    </div>
  );
}

/** The messages of a refused row form, under the row that posted it. */
export function RowErrors({ errors }: { errors: readonly string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p role="alert" className="mt-1 text-xs text-danger">
      {errors.join(' ')}
    </p>
  );
}
