import type { SubmissionResult } from '@conform-to/react';
import { monthsWindow } from '#app/domain/booking/calendar';
import {
  addMonths,
  firstOfMonth,
  islandToday,
  monthKey,
  parseMonthKey,
  type CalendarDate,
} from '#app/domain/booking/dates';
import { earningsTables, statedMonths, type EarningsTable } from '#app/domain/homeowners/owner-earnings';
import {
  occupancyOf,
  OWNER_MONTHS_SHOWN,
  ownerStaySchema,
  type CalendarSpan,
  type Occupancy,
  type OwnedPeriod,
  type OwnerStayRequestRow,
} from '#app/domain/homeowners/owner-page';
import { ownerPageTexts } from '#app/domain/homeowners/texts/owner-page';
import type { Locale } from '#app/domain/i18n/locale';
import { BackendError } from '#app/server/backend/query';
import type { HomeownerSession } from '#app/server/auth/homeowner-auth.server';
import { parseSubmission } from '#app/server/forms.server';
import { log } from '#app/server/log.server';
import { agreementQueries } from './agreements.server';
import { homeownerQueries } from './homeowners.server';
import { ownerStatementQueries } from './owner-statements.server';
import { ownerStayQueries, type ListingMonth } from './owner-stays.server';

/**
 * The homeowner's page (/owners; issue 29, item 5), as the signed-in homeowner reads it — row level security
 * and the security definer functions give them their own homeowner, periods, agreements and requests, their
 * villas' calendars (dates and kinds only) and their sale listings' counts, and nothing else.
 */

export interface OwnerVillaView {
  id: string;
  title: string;
  since: string;
  periods: OwnedPeriod[];
  spans: CalendarSpan[];
  /** This year, then last year. */
  occupancy: [Occupancy, Occupancy];
  /** What their issued statements say the villa earned, per currency, this year against last. */
  earnings: EarningsTable[];
  /** The agreement in force today lets owner stays be accepted at once. */
  atOnce: boolean;
  requests: OwnerStayRequestRow[];
}

export interface OwnerPropertyView {
  id: string;
  title: string;
  since: string;
  months: ListingMonth[];
}

const periodOf = (row: { owned_from: string; owned_to: string | null }): OwnedPeriod => ({
  from: row.owned_from as CalendarDate,
  to: row.owned_to as CalendarDate | null,
});

export async function loadOwnerPage(session: HomeownerSession, url: URL, now = new Date()) {
  const { capabilities, user } = session;
  const today = islandToday(now);
  const month = parseMonthKey(url.searchParams.get('month')) ?? firstOfMonth(today);
  const window = monthsWindow(month, OWNER_MONTHS_SHOWN);
  const homeowners = capabilities.use(homeownerQueries);
  const stays = capabilities.use(ownerStayQueries);
  const statementsOf = capabilities.use(ownerStatementQueries);
  const year = Number(today.slice(0, 4));
  const [homeowner, periods, requests, statements, earnings] = await Promise.all([
    homeowners.getHomeowner(user.homeownerId),
    homeowners.listOwnership({ homeownerId: user.homeownerId }),
    stays.listRequests({ homeownerId: user.homeownerId }),
    statementsOf.list(user.homeownerId),
    statementsOf.earnings(`${year - 1}-01-01`, `${year + 1}-01-01`),
  ]);
  const stated = statedMonths(statements);
  // Listings theirs today (a period begun and not ended); their past ones are not shown.
  const current = periods.filter(
    (period) => period.owned_from <= today && (period.owned_to === null || period.owned_to > today),
  );
  const titles = await homeowners.ownListingTitles();
  const rentalIds = [...new Set(current.flatMap((period) => (period.rental_id ? [period.rental_id] : [])))];
  const agreements = await capabilities.use(agreementQueries).listAgreementsOf(rentalIds);

  const villas = await Promise.all(
    rentalIds.map(async (id): Promise<OwnerVillaView> => {
      const own = periods.filter((period) => period.rental_id === id).map(periodOf);
      const [spans, yearSpans] = await Promise.all([
        stays.calendar(id, window.from, window.to),
        stays.calendar(id, `${year - 1}-01-01` as CalendarDate, `${year + 1}-01-01` as CalendarDate),
      ]);
      const inForce = agreements
        .filter((agreement) => agreement.rental_id === id && agreement.effective_from <= today)
        .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0];
      return {
        id,
        title: titles.get(id) ?? '',
        since: current.find((period) => period.rental_id === id)!.owned_from,
        periods: own,
        spans,
        occupancy: [occupancyOf(year, yearSpans, own), occupancyOf(year - 1, yearSpans, own)],
        earnings: earningsTables(
          earnings,
          id,
          stated,
          homeowner?.currency ?? 'USD',
          today,
          own.map((period) => period.from).sort()[0] ?? today,
        ),
        atOnce: inForce?.owner_stays_without_approval ?? false,
        requests: requests.filter((request) => request.rental_id === id),
      };
    }),
  );

  const statsFrom = addMonths(firstOfMonth(today), -11);
  const properties = await Promise.all(
    current
      .filter((period) => period.property_id)
      .map(async (period): Promise<OwnerPropertyView> => ({
        id: period.property_id!,
        title: titles.get(period.property_id!) ?? '',
        since: period.owned_from,
        months: await stays.listingStats(period.property_id!, statsFrom),
      })),
  );

  return {
    email: user.email,
    name: homeowner?.name ?? '',
    today,
    calendar: {
      month,
      previousMonth: monthKey(addMonths(month, -OWNER_MONTHS_SHOWN)),
      nextMonth: monthKey(addMonths(month, OWNER_MONTHS_SHOWN)),
      thisMonth: monthKey(today),
    },
    villas,
    properties,
    statements,
    notice: noticeOf(url),
  };
}

export type OwnerNotice = 'requested' | 'accepted';

function noticeOf(url: URL): OwnerNotice | null {
  const done = url.searchParams.get('done');
  return done === 'requested' || done === 'accepted' ? done : null;
}

export type OwnerStayOutcome =
  { done: OwnerNotice; rentalId: string } | { result: SubmissionResult<string[]>; rentalId: string; status: number };

/** An owner-stay request, checked with the form's schema and then by the database (its calendar has the last word). */
export async function requestOwnerStay(
  session: HomeownerSession,
  formData: FormData,
  locale: Locale,
  now = new Date(),
): Promise<OwnerStayOutcome> {
  const t = ownerPageTexts[locale];
  const submission = parseSubmission(formData, ownerStaySchema(locale, islandToday(now)));
  const rentalId = String(formData.get('rentalId') ?? '');
  if (submission.status !== 'success') return { result: submission.reply(), rentalId, status: 400 };
  try {
    const request = await session.capabilities.use(ownerStayQueries).request(submission.value);
    log.info('owner stay requested', { requestId: request.id, status: request.status, userId: session.user.id });
    return { done: request.status === 'accepted' ? 'accepted' : 'requested', rentalId };
  } catch (error) {
    const code = error instanceof BackendError ? error.code : null;
    const message =
      code === 'overlap'
        ? t.notFree
        : code === 'permission'
          ? t.notYoursThen
          : code === 'constraint'
            ? t.notPast
            : t.failed;
    if (!code || !['overlap', 'permission', 'constraint'].includes(code))
      log.error('owner stay not requested', { error });
    const status = code === 'overlap' ? 409 : code === 'permission' ? 403 : code === 'constraint' ? 400 : 500;
    return { result: submission.reply({ formErrors: [message] }), rentalId, status };
  }
}
