import { useLocation } from 'react-router';
import { AdminAlert, AdminEmptyState, AdminPageHeader } from '#app/components/admin/AdminPage';
import { adminMeta } from '#app/components/admin/meta';
import { Pagination } from '#app/components/listings/Pagination';
import { PaymentFilters } from '#app/components/payments/PaymentFilters';
import { PaymentTable } from '#app/components/payments/PaymentTable';
import { PaymentTotals } from '#app/components/payments/PaymentTotals';
import { buttonClass, LinkButton } from '#app/components/ui/Button';
import { isPaymentListFiltered, parsePaymentListState, paymentListSearch } from '#app/domain/payments/payment-list';
import { staffPaymentListTexts } from '#app/domain/payments/texts/staff-list';
import { statementImportTexts } from '#app/domain/payments/texts/statement-imports';
import { getStaffSession } from '#app/server/admin-context.server';
import { loadPaymentList } from '#app/server/payments/list.server';
import type { Route } from './+types/payments';

const text = staffPaymentListTexts;

/**
 * Every stay with a payment schedule and what it owes today, filtered by status, a search (reference, guest,
 * villa), one villa, next due date and currency in the URL (bad values mean "all"), with the filtered set's
 * totals per currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { capabilities } = getStaffSession(request, context, 'payments');
  const state = parsePaymentListState(new URL(request.url).searchParams);
  return { state, ...(await loadPaymentList(capabilities, state)) };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { state, rows, total, totals, pageCount, villa, failed } = loaderData;
  const location = useLocation();
  const filtered = isPaymentListFiltered(state);

  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={text.title} eyebrow={text.eyebrow}>
        <LinkButton to="/admin/payments/imports" variant="secondary" size="sm">
          {statementImportTexts.link}
        </LinkButton>
        {/* A download, not a navigation: the browser fetches the file itself (no JavaScript needed). */}
        <a
          href={`/admin/payments/export.csv${paymentListSearch(state, { page: 1 })}`}
          download
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {text.exportCsv}
        </a>
      </AdminPageHeader>

      <PaymentFilters state={state} villa={villa} />

      {failed ? <AdminAlert>{text.failed}</AdminAlert> : null}

      {rows.length === 0 ? (
        failed ? null : (
          <AdminEmptyState title={text.empty.title} text={filtered ? text.empty.filtered : text.empty.text}>
            {filtered ? (
              <LinkButton to={location.pathname} variant="secondary" size="sm">
                {text.filters.clear}
              </LinkButton>
            ) : null}
          </AdminEmptyState>
        )
      ) : (
        <>
          <PaymentTotals totals={totals} />
          <PaymentTable rows={rows} />
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-fg-muted">{text.count(total, state.page, pageCount)}</p>
            <Pagination
              page={state.page}
              pageCount={pageCount}
              label={text.pagesLabel}
              hrefFor={(page) => `${location.pathname}${paymentListSearch(state, { page })}`}
            />
          </div>
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(text.title);
