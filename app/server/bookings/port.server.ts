import { addDays, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import type { BusyRange } from '#app/domain/booking/quote';
import type { Currency } from '#app/domain/currency';
import type { Season } from '#app/domain/booking/seasons';
import type { StayListState } from '#app/domain/booking/stay-list';
import { STAY_LIST_PAGE_SIZE } from '#app/domain/booking/stay-list';
import { ACTIVE_STATUSES, EXCLUSIVE_STATUSES, type BlockKind } from '#app/domain/booking/stays';
import { DEFAULT_BOOKING_TERMS, type BookingTerms } from '#app/domain/booking/terms';
import type { Locale } from '#app/domain/i18n/locale';
import type {
  BookingTermsRow,
  BusyDatesRow,
  RejectedFeedEvent,
  RentalCalendarTokenRow,
  RentalFeedRow,
  RentalRow,
  RentalSeasonRow,
  StayEventRow,
  StayRow,
  StayStatus,
} from '#app/domain/entities';
import type { Page } from '#app/server/backend/query';
import {
  asc,
  BackendError,
  desc,
  eq,
  gt,
  gte,
  isIn,
  lt,
  lte,
  pageRange,
  type Filter,
  type QueryRunner,
  type SelectQuery,
} from '#app/server/backend/query';
import {
  BOOKING_TERMS_COLUMNS,
  BUSY_DATES_COLUMNS,
  CALENDAR_TOKEN_COLUMNS,
  FEED_COLUMNS,
  SEASON_COLUMNS,
  STAY_COLUMNS,
  STAY_EVENT_COLUMNS,
} from '#app/server/backend/schema';
import { issuePrivateLink, newPrivateLinkToken } from '#app/server/private-links.server';

/**
 * The bookings part of the backend port: every read and write of seasons, stays, their history, feeds and
 * the agency's terms, as query descriptions for either executor. Row level security decides who may do
 * what: visitors read terms, seasons and busy dates and send booking requests; staff do the rest; the
 * background jobs act as the service role.
 */

export function termsFromRow(row: BookingTermsRow | undefined): BookingTerms {
  if (!row) return DEFAULT_BOOKING_TERMS;
  return {
    taxPercent: { 'Saint Barthélemy': row.tax_percent_st_barth, 'Sint Maarten': row.tax_percent_sint_maarten },
    serviceFeePercent: row.service_fee_percent,
    depositPercent: row.deposit_percent,
    balanceDaysBefore: row.balance_days_before,
    festiveBalanceDaysBefore: row.festive_balance_days_before,
    optionHoldHours: row.option_hold_hours,
  };
}

function termsToRow(terms: BookingTerms): Omit<BookingTermsRow, 'id' | 'updated_at'> {
  return {
    tax_percent_st_barth: terms.taxPercent['Saint Barthélemy'],
    tax_percent_sint_maarten: terms.taxPercent['Sint Maarten'],
    service_fee_percent: terms.serviceFeePercent,
    deposit_percent: terms.depositPercent,
    balance_days_before: terms.balanceDaysBefore,
    festive_balance_days_before: terms.festiveBalanceDaysBefore,
    option_hold_hours: terms.optionHoldHours,
  };
}

export function seasonFromRow(row: RentalSeasonRow): Season {
  return {
    id: row.id,
    name: row.name,
    nameFr: row.name_fr ?? null,
    startDate: row.start_date as CalendarDate,
    endDate: row.end_date as CalendarDate,
    nightlyRate: row.nightly_rate,
    minNights: row.min_nights,
    arrivalDays: row.arrival_days && row.arrival_days.length > 0 ? row.arrival_days : null,
    festive: row.festive,
  };
}

const busyFromRow = (row: Pick<BusyDatesRow, 'check_in' | 'check_out'>): BusyRange => ({
  checkIn: row.check_in as CalendarDate,
  checkOut: row.check_out as CalendarDate,
});

/** Stays with a night inside [from, to): they start before `to` and end after `from`. */
const overlapping = (from: CalendarDate, to: CalendarDate): Filter[] => [lt('check_in', to), gt('check_out', from)];

export interface NewBookingRequest {
  id: string;
  rentalId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  addOns: readonly string[];
  /** The total the guest saw: the database refuses the request when its own price differs. */
  quotedTotal?: number;
  /**
   * A secret of the form's post (app/server/private-links.server.ts `submissionSecret`): the same post again
   * presents it to receive a receipt link of its own.
   */
  requestKey?: string;
  /** The language of the page it was sent from; the guest's acknowledgement is written in it. */
  locale?: Locale;
}

/** A guest's stay staff enter themselves (a booking taken by phone or e-mail). */
export interface NewStaffStay {
  rentalId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  guests: number;
  name: string;
  email: string;
  phone: string | null;
  addOns: readonly string[];
  /** Staff's note, never shown to the guest. */
  note: string | null;
  /** The quote, as the website would have priced the stay. */
  quote: object;
  status: 'option' | 'confirmed';
  /** The option's deadline (required for an option; ignored for a confirmed stay). */
  optionExpiresAt: Date | null;
}

export interface BookingReceipt {
  reference: string;
  rental_id: string;
  rental_title: string;
  check_in: string;
  check_out: string;
  guests: number;
  add_ons: string[];
  quote: Record<string, unknown> | null;
  created_at: string;
}

export interface CalendarExport {
  title: string;
  /** `uid`: a digest of the stay's id, stable across exports; it opens nothing (…_private_links.sql). */
  stays: { uid: string; checkIn: CalendarDate; checkOut: CalendarDate }[];
}

export type StayListRow = Pick<
  StayRow,
  | 'id'
  | 'reference'
  | 'rental_id'
  | 'check_in'
  | 'check_out'
  | 'status'
  | 'source'
  | 'guest_name'
  | 'guests'
  | 'option_expires_at'
  | 'created_at'
> & { quote_total: number | null; quote_currency: Currency };

// prettier-ignore
const STAY_LIST_COLUMNS = [
  'id', 'reference', 'rental_id', 'check_in', 'check_out', 'status', 'source', 'guest_name', 'guests', 'option_expires_at', 'created_at', 'quote',
] as const satisfies readonly (keyof StayRow)[];

export type StayExportRow = StayListRow & Pick<StayRow, 'guest_email' | 'guest_phone'>;

// prettier-ignore
const STAY_EXPORT_COLUMNS = [...STAY_LIST_COLUMNS, 'guest_email', 'guest_phone'] as const satisfies readonly (keyof StayRow)[];
/** The most rows one export holds, and how many it reads a request. */
export const STAY_EXPORT_LIMIT = 20_000;
const STAY_EXPORT_CHUNK = 1_000;

/** The bookings list's filters as a query's conditions (the list and its export). */
function stayListWhere(state: StayListState): Filter[] {
  const where: Filter[] = [];
  if (state.status === 'active') where.push(isIn('status', ACTIVE_STATUSES));
  else if (state.status !== 'all') where.push(eq('status', state.status));
  if (state.rental) where.push(eq('rental_id', state.rental));
  if (state.from) where.push(gt('check_out', state.from));
  if (state.to) where.push(lte('check_in', state.to));
  return where;
}

function stayListOrder(state: StayListState) {
  return state.order === 'arrival' ? [asc('check_in'), asc('id')] : [desc('created_at'), desc('id')];
}

export interface SeasonInput {
  name: string;
  /** Null (or absent): no French name, the French pages show `name`. */
  nameFr?: string | null;
  startDate: CalendarDate;
  endDate: CalendarDate;
  nightlyRate: number;
  minNights: number;
  arrivalDays: number[] | null;
  festive: boolean;
}

export interface FeedEventInput {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
}

export interface SyncCounts {
  events: number;
  added: number;
  updated: number;
  removed: number;
  conflicts: number;
}

/** A change of status the booking desk asks for, and the statuses it may start from. */
const TRANSITIONS: Record<'hold' | 'confirm' | 'decline' | 'cancel', { to: StayStatus; from: StayStatus[] }> = {
  hold: { to: 'option', from: ['requested'] },
  confirm: { to: 'confirmed', from: ['requested', 'option'] },
  decline: { to: 'declined', from: ['requested', 'option'] },
  cancel: { to: 'cancelled', from: ['option', 'confirmed', 'blocked'] },
};

export function bookingsPort(runner: QueryRunner) {
  const select = async <Row>(query: Omit<SelectQuery<Row>, 'kind'>): Promise<Row[]> =>
    (await runner.run({ kind: 'select', ...query } as SelectQuery<Row>)).rows;

  async function updateStay(
    id: string,
    values: Record<string, unknown>,
    from: readonly StayStatus[],
  ): Promise<boolean> {
    const result = await runner.run({
      kind: 'update',
      table: 'stays',
      values,
      where: [eq('id', id), isIn('status', from)],
      returning: ['id'],
    });
    return result.rows.length === 1;
  }

  /**
   * Options past their deadline still occupy the exclusion constraint until they are marked expired: staff
   * writes that take dates mark them first, so a lapsed option never blocks a confirmation.
   */
  async function releaseExpiredOptions(): Promise<true> {
    await runner.run({ kind: 'rpc', fn: 'expire_options', args: {} });
    return true;
  }

  /** Inserts a row and returns its id; refused (permission) when row level security let nothing through. */
  async function insertReturningId(
    table: 'stays' | 'rental_seasons' | 'rental_feeds',
    values: Record<string, unknown>,
    what: string,
  ): Promise<string> {
    const result = await runner.run({ kind: 'insert', table, values, returning: ['id'] });
    return savedId(result.rows[0]?.id, table, what);
  }

  function savedId(id: unknown, table: string, what: string): string {
    if (typeof id !== 'string') throw new BackendError('permission', `No ${what} was saved`, { table });
    return id;
  }

  /** Deletes one row of a villa's (a season, a feed); false when there was none. */
  async function deleteOfRental(
    table: 'rental_seasons' | 'rental_feeds',
    rentalId: string,
    id: string,
  ): Promise<boolean> {
    const result = await runner.run({
      kind: 'delete',
      table,
      where: [eq('id', id), eq('rental_id', rentalId)],
      returning: ['id'],
    });
    return result.rows.length === 1;
  }

  return {
    // ---- Visitors ---------------------------------------------------------------------------------

    async getBookingTerms(): Promise<BookingTerms> {
      const rows = await select<BookingTermsRow>({
        table: 'booking_terms',
        columns: BOOKING_TERMS_COLUMNS,
        where: [eq('id', true)],
        single: true,
      });
      return termsFromRow(rows[0]);
    },

    /** A villa's seasons, in date order (visitors see those of published villas). */
    async listSeasons(rentalId: string): Promise<Season[]> {
      const rows = await select<RentalSeasonRow>({
        table: 'rental_seasons',
        columns: SEASON_COLUMNS,
        where: [eq('rental_id', rentalId)],
        order: [asc('start_date'), asc('id')],
        range: { from: 0, to: 499 },
      });
      return rows.map(seasonFromRow);
    },

    /** The seasons of several villas (touching [from, to) when given), by villa, in date order. */
    async listSeasonsOfRentals(
      rentalIds: readonly string[],
      window?: { from: CalendarDate; to: CalendarDate },
    ): Promise<Map<string, Season[]>> {
      const byRental = new Map<string, Season[]>(rentalIds.map((id) => [id, []]));
      if (rentalIds.length === 0) return byRental;
      const rows = await select<RentalSeasonRow>({
        table: 'rental_seasons',
        columns: SEASON_COLUMNS,
        where: [
          isIn('rental_id', rentalIds),
          window && lt('start_date', window.to),
          window && gte('end_date', window.from),
        ],
        order: [asc('start_date'), asc('id')],
        range: { from: 0, to: 4_999 },
      });
      for (const row of rows) byRental.get(row.rental_id)?.push(seasonFromRow(row));
      return byRental;
    },

    /** The busy dates of a published villa with a night in [from, to). */
    async listBusyDates(rentalId: string, from: CalendarDate, to: CalendarDate): Promise<BusyRange[]> {
      const rows = await select<BusyDatesRow>({
        table: 'rental_busy_dates',
        columns: BUSY_DATES_COLUMNS,
        where: [eq('rental_id', rentalId), ...overlapping(from, to)],
        order: [asc('check_in')],
        range: { from: 0, to: 999 },
      });
      return rows.map(busyFromRow);
    },

    /**
     * Stores a guest's booking request through the database's `request_booking` (the rules and the price are
     * checked there again, and the stored quote is the database's own; …_private_links.sql), with a receipt
     * link whose token is answered here and never stored. Resolves once committed. The same form posted again
     * (same id) is stored already: it gets a link of its own when it presents the same request key, none
     * otherwise. Refusals are BackendErrors ('constraint', the constraint naming the reason).
     */
    async createBookingRequest(input: NewBookingRequest): Promise<{ duplicate: boolean; receiptToken: string | null }> {
      const link = issuePrivateLink();
      const result = await runner.run({
        kind: 'rpc',
        fn: 'request_booking',
        args: {
          p_id: input.id,
          // Without a key of its own, a request can never be linked again by a duplicate post.
          p_request_key: input.requestKey ?? newPrivateLinkToken(),
          p_receipt_digest: link.digest,
          p_rental_id: input.rentalId,
          p_check_in: input.checkIn,
          p_check_out: input.checkOut,
          p_guests: input.guests,
          p_name: input.name,
          p_email: input.email,
          p_phone: input.phone || null,
          p_message: input.message || null,
          p_add_ons: [...input.addOns],
          p_locale: input.locale ?? 'en',
          p_quoted_total: input.quotedTotal ?? null,
        },
      });
      const answer = (result.rows[0]?.value ?? {}) as { duplicate?: boolean; linked?: boolean };
      return { duplicate: answer.duplicate === true, receiptToken: answer.linked ? link.token : null };
    },

    /** What a guest's receipt shows, by its link's token: the request's dates and quote, never who sent it. */
    async getBookingReceipt(token: string): Promise<BookingReceipt | null> {
      const result = await runner.run({ kind: 'rpc', fn: 'booking_receipt', args: { p_token: token } });
      return (result.rows[0] as BookingReceipt | undefined) ?? null;
    },

    /**
     * Queues an e-mail with a fresh receipt link to the address on the booking, when `stayId` is a website
     * request of this villa (the database answers nothing either way, and limits how often).
     */
    async requestBookingReceiptLink(rentalId: string, stayId: string): Promise<void> {
      await runner.run({
        kind: 'rpc',
        fn: 'request_booking_receipt_link',
        args: { p_rental_id: rentalId, p_stay_id: stayId },
      });
    },

    /**
     * A new receipt link to a website request, for an e-mail about to be sent (the service role): its token, or
     * null when there is no such request any more.
     */
    async issueBookingReceiptLink(stayId: string): Promise<string | null> {
      const link = issuePrivateLink();
      const result = await runner.run({
        kind: 'rpc',
        fn: 'issue_booking_receipt_link',
        args: { p_stay_id: stayId, p_digest: link.digest },
      });
      return result.rows[0]?.value === true ? link.token : null;
    },

    /** A villa's calendar for the platforms, when the token is right (null otherwise). */
    async exportCalendar(rentalId: string, token: string): Promise<CalendarExport | null> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'rental_calendar_export',
        args: { p_rental_id: rentalId, p_token: token },
      });
      const rows = result.rows as {
        rental_title: string;
        uid: string | null;
        check_in: string | null;
        check_out: string | null;
      }[];
      if (rows.length === 0) return null;
      return {
        title: rows[0]!.rental_title,
        stays: rows
          .filter((row) => row.uid && row.check_in && row.check_out)
          .map((row) => ({
            uid: row.uid!,
            checkIn: row.check_in as CalendarDate,
            checkOut: row.check_out as CalendarDate,
          })),
      };
    },

    /** Options past their deadline release their dates; returns how many. */
    async expireOptions(): Promise<number> {
      const result = await runner.run({ kind: 'rpc', fn: 'expire_options', args: {} });
      return Number(result.rows[0]?.value ?? 0);
    },

    // ---- Staff ------------------------------------------------------------------------------------

    async listStays(state: StayListState): Promise<Page<StayListRow>> {
      const where = stayListWhere(state);
      const order = stayListOrder(state);
      const result = await runner.run({
        kind: 'select',
        table: 'stays',
        columns: STAY_LIST_COLUMNS,
        where,
        order,
        range: pageRange(state.page, STAY_LIST_PAGE_SIZE),
        count: true,
      } as SelectQuery<StayRow>);
      const total = result.count ?? 0;
      return {
        rows: result.rows.map(({ quote, ...row }) => ({
          ...row,
          quote_total: typeof quote?.total === 'number' ? quote.total : null,
          // A quote is in its villa's own currency (USD when the snapshot names none).
          quote_currency: quote?.currency === 'EUR' ? 'EUR' : 'USD',
        })),
        total,
        page: state.page,
        pageCount: Math.max(1, Math.ceil(total / STAY_LIST_PAGE_SIZE)),
      };
    },

    /**
     * Every stay the bookings list shows for these filters (all pages), in its order, with the guests' contact
     * details: the CSV export. Read a chunk at a time (PostgREST answers at most 1,000 rows a request), at most
     * STAY_EXPORT_LIMIT rows.
     */
    async exportStays(state: StayListState): Promise<StayExportRow[]> {
      const rows: StayExportRow[] = [];
      while (rows.length < STAY_EXPORT_LIMIT) {
        const chunk = (
          await runner.run({
            kind: 'select',
            table: 'stays',
            columns: STAY_EXPORT_COLUMNS,
            where: stayListWhere(state),
            order: stayListOrder(state),
            range: { from: rows.length, to: Math.min(rows.length + STAY_EXPORT_CHUNK, STAY_EXPORT_LIMIT) - 1 },
          } as SelectQuery<StayRow>)
        ).rows;
        rows.push(
          ...chunk.map(({ quote, ...row }) => ({
            ...row,
            quote_total: typeof quote?.total === 'number' ? quote.total : null,
            quote_currency: (quote?.currency === 'EUR' ? 'EUR' : 'USD') as Currency,
          })),
        );
        if (chunk.length < STAY_EXPORT_CHUNK) break;
      }
      return rows;
    },

    async getStay(id: string): Promise<StayRow | null> {
      return (
        (await select<StayRow>({ table: 'stays', columns: STAY_COLUMNS, where: [eq('id', id)], single: true }))[0] ??
        null
      );
    },

    async listStayEvents(stayId: string): Promise<StayEventRow[]> {
      return select<StayEventRow>({
        table: 'stay_events',
        columns: STAY_EVENT_COLUMNS,
        where: [eq('stay_id', stayId)],
        order: [asc('at'), asc('id')],
        range: { from: 0, to: 499 },
      });
    },

    /** The titles of these villas, by id (the booking desk names villas; stays carry only their ids). */
    async rentalTitles(ids: readonly string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await select<Pick<RentalRow, 'id' | 'title'>>({
        table: 'rentals',
        columns: ['id', 'title'],
        where: [isIn('id', unique)],
        range: { from: 0, to: unique.length - 1 },
      });
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Every villa's id and title, by title (the booking desk's villa filter), at most 1,000. */
    listRentalOptions: () =>
      select<Pick<RentalRow, 'id' | 'title'>>({
        table: 'rentals',
        columns: ['id', 'title'],
        order: [asc('title'), asc('id')],
        range: { from: 0, to: 999 },
      }),

    /** A villa's stays still in play with a night in [from, to), for the staff calendar. */
    async listRentalStays(rentalId: string, from: CalendarDate, to: CalendarDate): Promise<StayRow[]> {
      return select<StayRow>({
        table: 'stays',
        columns: STAY_COLUMNS,
        where: [eq('rental_id', rentalId), isIn('status', ACTIVE_STATUSES), ...overlapping(from, to)],
        order: [asc('check_in'), asc('id')],
        range: { from: 0, to: 999 },
      });
    },

    /** The options, confirmed stays and blocks that take a night of [checkIn, checkOut), other than `exceptId`. */
    async staysInTheWay(
      rentalId: string,
      checkIn: CalendarDate,
      checkOut: CalendarDate,
      exceptId?: string,
    ): Promise<StayRow[]> {
      const rows = await select<StayRow>({
        table: 'stays',
        columns: STAY_COLUMNS,
        where: [
          eq('rental_id', rentalId),
          isIn('status', [...EXCLUSIVE_STATUSES, 'conflict']),
          ...overlapping(checkIn, checkOut),
        ],
        order: [asc('check_in'), asc('id')],
        range: { from: 0, to: 49 },
      });
      return rows.filter((row) => row.id !== exceptId);
    },

    /** Holds a request as an option until `until`; false when it is no longer a request. */
    holdAsOption: async (id: string, until: Date) =>
      (await releaseExpiredOptions()) &&
      updateStay(id, { status: TRANSITIONS.hold.to, option_expires_at: until.toISOString() }, TRANSITIONS.hold.from),
    extendOption: (id: string, until: Date) => updateStay(id, { option_expires_at: until.toISOString() }, ['option']),
    confirm: async (id: string) =>
      (await releaseExpiredOptions()) && updateStay(id, { status: TRANSITIONS.confirm.to }, TRANSITIONS.confirm.from),
    decline: (id: string) => updateStay(id, { status: TRANSITIONS.decline.to }, TRANSITIONS.decline.from),
    cancel: (id: string) => updateStay(id, { status: TRANSITIONS.cancel.to }, TRANSITIONS.cancel.from),

    /** Closes dates for the owner or for maintenance; refused (overlap) when they are taken. */
    async createBlock(input: {
      rentalId: string;
      checkIn: CalendarDate;
      checkOut: CalendarDate;
      kind: BlockKind;
      note: string | null;
    }): Promise<string> {
      await releaseExpiredOptions();
      return insertReturningId(
        'stays',
        {
          rental_id: input.rentalId,
          check_in: input.checkIn,
          check_out: input.checkOut,
          status: 'blocked',
          source: input.kind,
          note: input.note || null,
        },
        'block',
      );
    },

    /**
     * Stores a guest's stay entered by staff, held as an option or confirmed; refused (overlap) when its
     * dates are taken. The database records who entered it in the stay's history.
     */
    async createStaffStay(input: NewStaffStay): Promise<string> {
      await releaseExpiredOptions();
      return insertReturningId(
        'stays',
        {
          rental_id: input.rentalId,
          check_in: input.checkIn,
          check_out: input.checkOut,
          status: input.status,
          source: 'staff',
          guests: input.guests,
          guest_name: input.name,
          guest_email: input.email,
          guest_phone: input.phone || null,
          add_ons: [...input.addOns],
          note: input.note || null,
          quote: input.quote,
          option_expires_at: input.status === 'option' ? (input.optionExpiresAt?.toISOString() ?? null) : null,
        },
        'stay',
      );
    },

    /** Insert when `id` is null, else update; overlapping seasons are refused by the database (overlap). */
    async saveSeason(rentalId: string, id: string | null, season: SeasonInput): Promise<string> {
      const values = {
        rental_id: rentalId,
        name: season.name,
        name_fr: season.nameFr ?? null,
        start_date: season.startDate,
        end_date: season.endDate,
        nightly_rate: season.nightlyRate,
        min_nights: season.minNights,
        arrival_days: season.arrivalDays && season.arrivalDays.length > 0 ? season.arrivalDays : null,
        festive: season.festive,
      };
      const result = id
        ? await runner.run({
            kind: 'update',
            table: 'rental_seasons',
            values,
            where: [eq('id', id), eq('rental_id', rentalId)],
            returning: ['id'],
          })
        : await runner.run({ kind: 'insert', table: 'rental_seasons', values, returning: ['id'] });
      return savedId(result.rows[0]?.id, 'rental_seasons', 'season');
    },

    deleteSeason: (rentalId: string, id: string) => deleteOfRental('rental_seasons', rentalId, id),

    async listFeeds(rentalId?: string): Promise<RentalFeedRow[]> {
      return select<RentalFeedRow>({
        table: 'rental_feeds',
        columns: FEED_COLUMNS,
        where: [rentalId && eq('rental_id', rentalId)],
        order: [asc('created_at'), asc('id')],
        range: { from: 0, to: 9_999 },
      });
    },

    async getFeed(id: string): Promise<RentalFeedRow | null> {
      return (
        (
          await select<RentalFeedRow>({
            table: 'rental_feeds',
            columns: FEED_COLUMNS,
            where: [eq('id', id)],
            single: true,
          })
        )[0] ?? null
      );
    },

    addFeed: (rentalId: string, name: string, url: string) =>
      insertReturningId('rental_feeds', { rental_id: rentalId, name, url }, 'feed'),

    /** Removes a feed and, with it, the blocks it brought. */
    deleteFeed: (rentalId: string, id: string) => deleteOfRental('rental_feeds', rentalId, id),

    /**
     * Applies a feed's events to the villa's blocks, atomically (supabase/migrations/…_feed_invalid_events.sql).
     * `rejected`: the feed's events whose dates could not be read; whatever they blocked stays as it is, and
     * the feed's status lists them for staff.
     */
    async syncFeedEvents(
      feedId: string,
      events: readonly FeedEventInput[],
      rejected: readonly RejectedFeedEvent[] = [],
    ): Promise<SyncCounts> {
      const result = await runner.run({
        kind: 'rpc',
        fn: 'sync_feed_events',
        args: {
          p_feed_id: feedId,
          p_events: events.map((event) => ({
            uid: event.uid,
            check_in: event.checkIn,
            check_out: event.checkOut,
            summary: event.summary,
          })),
          p_rejected: rejected.map((event) => ({ uid: event.uid, dates: event.dates })),
        },
      });
      return result.rows[0]?.value as SyncCounts;
    },

    /** A failed sync: when, and why, for the staff calendar. The feed's blocks stay as they were. */
    async recordFeedFailure(id: string, message: string): Promise<void> {
      await runner.run({
        kind: 'update',
        table: 'rental_feeds',
        values: { last_synced_at: new Date().toISOString(), last_error: message.slice(0, 500) },
        where: [eq('id', id)],
      });
    },

    async getCalendarToken(rentalId: string): Promise<string | null> {
      const rows = await select<RentalCalendarTokenRow>({
        table: 'rental_calendar_tokens',
        columns: CALENDAR_TOKEN_COLUMNS,
        where: [eq('rental_id', rentalId)],
        single: true,
      });
      return rows[0]?.token ?? null;
    },

    /** A new secret for the export: the old address stops working at once. */
    async rotateCalendarToken(rentalId: string, token: string): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'rental_calendar_tokens',
        values: { token, rotated_at: new Date().toISOString() },
        where: [eq('rental_id', rentalId)],
        returning: ['rental_id'],
      });
      return result.rows.length === 1;
    },

    async saveBookingTerms(terms: BookingTerms): Promise<boolean> {
      const result = await runner.run({
        kind: 'update',
        table: 'booking_terms',
        values: termsToRow(terms),
        where: [eq('id', true)],
        returning: ['id'],
      });
      return result.rows.length === 1;
    },

    /** The dashboard's booking desk: pending requests, options ending within 48 h, arrivals within 14 days. */
    async bookingDesk(now: Date, today: CalendarDate) {
      const soon = new Date(now.getTime() + 48 * 3_600_000).toISOString();
      const [pending, expiring, arrivals] = await Promise.all([
        runner.run({
          kind: 'select',
          table: 'stays',
          columns: ['id'],
          where: [eq('status', 'requested')],
          count: true,
          head: true,
        } as SelectQuery<{ id: string }>),
        select<StayRow>({
          table: 'stays',
          columns: STAY_COLUMNS,
          where: [eq('status', 'option'), lte('option_expires_at', soon)],
          order: [asc('option_expires_at'), asc('id')],
          range: { from: 0, to: 19 },
        }),
        select<StayRow>({
          table: 'stays',
          columns: STAY_COLUMNS,
          where: [isIn('status', ['confirmed', 'option']), gte('check_in', today), lt('check_in', addDays(today, 15))],
          order: [asc('check_in'), asc('id')],
          range: { from: 0, to: 49 },
        }),
      ]);
      return { pendingRequests: pending.count ?? 0, expiringOptions: expiring, arrivals };
    },
  };
}

export type BookingsPort = ReturnType<typeof bookingsPort>;

/** A date column's value as a CalendarDate (rows carry them as 'YYYY-MM-DD'). */
export const rowDate = (value: string): CalendarDate =>
  parseCalendarDate(value) ?? (value.slice(0, 10) as CalendarDate);
