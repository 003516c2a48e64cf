import type { QueryRunner } from '#app/server/backend/query';
import { bookingQueries } from '#app/server/bookings/queries.server';
import { capabilitiesOver, type Capabilities } from '#app/server/capabilities.server';
import { postAdminPort } from '#app/server/content/posts-admin.server';
import { currencyPort } from '#app/server/currency/port.server';
import { dashboardCountsPort } from '#app/server/figures/dashboard-counts.server';
import { figuresPort } from '#app/server/figures/port.server';
import { historyPort } from '#app/server/history/port.server';
import { answeringOverHttp } from '#app/server/http/backend-errors.server';
import { inquiriesPort } from '#app/server/leads/inquiries.server';
import { leadsPort } from '#app/server/leads/port.server';
import { listingAdminPort } from '#app/server/listings/admin.server';
import { listingsPort } from '#app/server/listings/listings.server';
import { mailPort } from '#app/server/mail/outbox.server';
import { mediaPort } from '#app/server/media/port.server';
import { sitemapPort } from '#app/server/seo/sitemap-queries.server';
import { staffPort } from '#app/server/staff/port.server';

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
    ...use(listingsPort),
    ...use(sitemapPort),
    ...use(inquiriesPort),
    ...use(bookingQueries),
    ...use(listingAdminPort),
    ...use(postAdminPort),
    ...use(dashboardCountsPort),
    ...use(mediaPort),
    ...use(mailPort),
    ...use(currencyPort),
    ...use(staffPort),
    ...use(historyPort),
    ...use(figuresPort),
    ...use(leadsPort),
  } satisfies Capabilities;
}

export type Backend = ReturnType<typeof createBackend>;
