import { data, Form, isRouteErrorResponse, Link, useNavigation, useRouteError } from 'react-router';
import { AdminAlert, AdminNotice, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { StatementCredits } from '#app/components/payments/StatementCredits';
import { Button } from '#app/components/ui/Button';
import { formatIslandDateTime } from '#app/domain/booking/desk';
import { reviewSections, STATEMENT_IMPORTS_PATH } from '#app/domain/payments/statements/import-form';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { z } from '#app/domain/zod';
import { getStaffSession, requireStaff } from '#app/server/admin-context.server';
import { runReviewAction } from '#app/server/payments/statement-import-actions.server';
import { statementImportQueries } from '#app/server/payments/statement-imports.server';
import type { Route } from './+types/payment-import';

const text = statementImportTexts;
const importId = z.uuid();

/** What the last decision did, from `?done=` (and `count` for 'accept all'). */
function noticeOf(params: URLSearchParams): string | null {
  switch (params.get('done')) {
    case 'imported':
      return text.done.imported;
    case 'accepted':
      return text.done.accepted;
    case 'accepted-all':
      return text.done.acceptedAll(Math.max(0, Number(params.get('count')) || 0));
    case 'dismissed':
      return text.done.dismissed;
    default:
      return null;
  }
}

/** One import's credits for review: proposed, unmatched, already recorded, decided. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'payments');
  if (!importId.safeParse(params.id).success) throw data(null, { status: 404 });
  const review = await capabilities.use(statementImportQueries).review(params.id);
  if (!review) throw data(null, { status: 404 });
  return { review, notice: noticeOf(new URL(request.url).searchParams) };
}

/** Accept, dismiss, accept all proposed, or record an unmatched credit for a stay by its reference. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { capabilities } = await requireStaff(request, context, 'payments');
  if (!importId.safeParse(params.id).success) throw data(null, { status: 404 });
  return runReviewAction(capabilities, params.id, await request.formData());
}

export default function PaymentImport({ loaderData, actionData }: Route.ComponentProps) {
  const { review, notice } = loaderData;
  const sections = reviewSections(review.credits);
  const navigation = useNavigation();
  const acceptingAll = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'accept-all';
  const generalError = actionData && !actionData.creditId ? actionData.error : null;

  return (
    <div className="flex flex-col gap-10">
      <AdminPageHeader
        title={text.review.title(review.import.fileName)}
        eyebrow={text.eyebrow}
        back={{ to: STATEMENT_IMPORTS_PATH, label: text.backToImports }}
      />
      <div className="flex flex-col gap-1 text-sm text-fg-muted">
        <p>{text.review.summary(review.import.credits, review.import.skipped)}</p>
        <p>
          {formatIslandDateTime(review.import.importedAt)}
          {review.import.account ? ` · ${text.review.account(review.import.account)}` : ''}
        </p>
      </div>
      {notice && !actionData ? <AdminAlert tone="success">{notice}</AdminAlert> : null}
      {generalError ? <AdminAlert>{generalError}</AdminAlert> : null}

      <StatementCredits
        heading={text.review.proposed}
        empty={text.review.proposedEmpty}
        credits={sections.proposed}
        kind="proposed"
        error={actionData}
      >
        <Form method="post">
          <Button type="submit" name="intent" value="accept-all" size="sm" pending={acceptingAll}>
            {text.review.acceptAll(sections.proposed.length)}
          </Button>
        </Form>
      </StatementCredits>
      <StatementCredits
        heading={text.review.unmatched}
        empty={text.review.unmatchedEmpty}
        credits={sections.unmatched}
        kind="unmatched"
        error={actionData}
      />
      {sections.alreadyRecorded.length > 0 ? (
        <StatementCredits
          heading={text.review.alreadyRecorded}
          empty={text.review.alreadyRecordedHint}
          credits={sections.alreadyRecorded}
          kind="recorded"
          error={actionData}
        >
          <p className="text-sm text-fg-muted">{text.review.alreadyRecordedHint}</p>
        </StatementCredits>
      ) : null}
      {sections.decided.length > 0 ? (
        <StatementCredits
          heading={text.review.decided}
          empty=""
          credits={sections.decided}
          kind="decided"
          error={actionData}
        />
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminNotice
      headingId="statement-missing-heading"
      title={text.title}
      text={missing ? text.review.notFound : text.outcomes.failed!}
      className="gap-3 py-16"
    >
      <Link to={STATEMENT_IMPORTS_PATH} className="link text-sm">
        {text.backToImports}
      </Link>
    </AdminNotice>
  );
}
