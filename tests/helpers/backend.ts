import { BackendError, type QueryRunner } from '#app/server/backend/query';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { capabilitiesOver, type Capabilities } from '#app/server/capabilities.server';
import { postAdminQueries } from '#app/server/content/posts-admin.server';
import { currencyQueries } from '#app/server/currency/queries.server';
import { dashboardCountQueries } from '#app/server/figures/dashboard-counts.server';
import { figureQueries } from '#app/server/figures/queries.server';
import { historyQueries } from '#app/server/history/queries.server';
import { answeringOverHttp } from '#app/server/http/backend-errors.server';
import { leadIntakeQueries } from '#app/server/leads/intake.server';
import { leadQueries } from '#app/server/leads/queries.server';
import { listingAdminQueries } from '#app/server/listings/admin.server';
import { listingQueries } from '#app/server/listings/listings.server';
import { mailQueries } from '#app/server/mail/outbox.server';
import { mediaQueries } from '#app/server/media/queries.server';
import { paymentQueries } from '#app/server/payments/queries.server';
import { statementMailQueries } from '#app/server/homeowners/statement-mail.server';
import { sitemapQueries } from '#app/server/seo/sitemap-queries.server';
import { staffQueries } from '#app/server/staff/queries.server';

/**
 * Tests only: every capability over one runner, as a request's container (`use`, for the app's functions)
 * and flat (`backend.getRental(id)`, for the tests' own reads and writes). The app composes capabilities
 * one at a time (app/server/capabilities.server.ts); a test that seeds and checks across many of them
 * reads better through this one object. Same runner wrapping as a request's: writes clear the public
 * caches, an unreachable database answers 503.
 */
export function createBackend(runner: QueryRunner) {
  const capabilities = capabilitiesOver(answeringOverHttp(runner));
  const { use } = capabilities;
  return {
    use,
    ...use(listingQueries),
    ...use(sitemapQueries),
    ...use(leadIntakeQueries),
    ...use(bookingQueries),
    ...use(listingAdminQueries),
    ...use(postAdminQueries),
    ...use(dashboardCountQueries),
    ...use(mediaQueries),
    ...use(mailQueries),
    ...use(currencyQueries),
    ...use(staffQueries),
    ...use(historyQueries),
    ...use(figureQueries),
    ...use(leadQueries),
    ...use(paymentQueries),
    ...use(statementMailQueries),
  } satisfies Capabilities;
}

export type Backend = ReturnType<typeof createBackend>;

/** The code of the BackendError a call is refused with (null when it is not refused; anything else is thrown). */
export async function refusalCode(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof BackendError) return error.code;
    throw error;
  }
}
