import { plural } from '#app/domain/format';
import { guestBookingTexts } from './guest';
import type { RejectedFeedEvent, StayStatus } from '#app/domain/entities';
import type { CancellationScale } from '#app/domain/payments/cancellation-scale';

const refusals = guestBookingTexts.refusals;
/** "This villa's…" → "this villa's…" after a colon (the guests' sentences start with a fixed word). */
const lowerFirst = (sentence: string) => `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

const days = (n: number) => plural(n, 'day');

/**
 * A cancellation scale in words, e.g. 'Cancelled 61 days or more before arrival: 30% retained. 60 days or
 * fewer: 100% retained.' (the scale is sound: tiers from the most days to the fewest).
 */
function scaleInWords({ baseRetainedPercent, tiers }: CancellationScale): string {
  const first = tiers[0];
  if (!first) return `Cancelled at any time: ${baseRetainedPercent}% retained.`;
  const sentences = [
    `Cancelled ${days(first.withinDays + 1)} or more before arrival: ${baseRetainedPercent}% retained.`,
  ];
  for (const [index, tier] of tiers.entries()) {
    const next = tiers[index + 1];
    const share = `${tier.retainedPercent}% retained.`;
    if (!next) {
      sentences.push(
        tier.withinDays === 0
          ? `On the day of arrival or later: ${share}`
          : `${days(tier.withinDays)} or fewer: ${share}`,
      );
    } else if (next.withinDays + 1 === tier.withinDays) {
      sentences.push(`${days(tier.withinDays)}: ${share}`);
    } else {
      sentences.push(`${next.withinDays + 1} to ${tier.withinDays} days: ${share}`);
    }
  }
  return sentences.join(' ');
}

/**
 * The back office's booking texts (booking desk, staff calendar, terms settings), apart from the guest's
 * (guest-texts.ts) so the public pages never ship them.
 */
export const staffBookingTexts = {
  terms: {
    percentRequired: (label: string) => `${label} is required`,
    percentRange: (label: string) => `${label} must be between 0 and 100`,
    percentDecimals: (label: string) => `${label} can have at most 2 decimals`,
    daysRequired: (label: string) => `${label} is required`,
    daysRange: (label: string) => `${label} must be a whole number of days between 0 and 365`,
    hoursRequired: (label: string) => `${label} is required`,
    hoursRange: (label: string) => `${label} must be a whole number of hours between 1 and 720`,
    depositDaysRange: (label: string) => `${label} must be a whole number of days between 1 and 60`,
    shareRequired: 'Share retained is required',
    tierDaysRequired: 'Days before arrival is required',
    tierDaysMax: 'Days before arrival must be 365 or fewer',
    tooManyTiers: (max: number) => `At most ${max} tiers`,
  },
  /** The staff calendar of a villa (/admin/rentals/:id/calendar): stays, blocks, seasons, feeds, export. */
  staffCalendar: {
    title: (villa: string) => `Calendar — ${villa}`,
    backToRental: 'Back to the rental',
    termsLink: 'Booking terms',
    today: 'Today',
    free: 'Free',
    past: 'Past',
    /** A stay's status in a day of the calendar on a phone (the legend spells each out). */
    statusShort: {
      requested: 'Req.',
      option: 'Opt.',
      confirmed: 'Conf.',
      blocked: 'Block',
      conflict: 'Confl.',
      declined: 'Decl.',
      cancelled: 'Canc.',
      expired: 'Exp.',
    } satisfies Record<StayStatus, string>,
    failed: 'That change could not be saved. Please try again.',
    block: {
      kindRequired: 'Choose what the block is for.',
      checkInMissing: 'Choose the check-in date.',
      checkOutMissing: 'Choose the check-out date.',
      inPast: "A block can't start in the past.",
      tooLong: (maxNights: number) => `A block is at most ${plural(maxNights, 'night')}.`,
      noteTooLong: (max: number) => `Note must be at most ${max} characters`,
      /** `stays`: each stay in the way, as `inTheWay` words it. */
      overlap: (stays: readonly string[]) => `These dates overlap ${stays.join('; ')}.`,
      inTheWay: (reference: string, what: string, dates: string) => `${reference} (${what}, ${dates})`,
      removeConfirm: 'The nights become free again for guests and on the exported calendar.',
      notFound: 'That block is no longer on the calendar.',
    },
    /** A guest's stay staff enter themselves (a booking taken by phone or e-mail). */
    stay: {
      heading: 'Add a guest stay',
      lead: 'A booking taken by phone or e-mail, priced like a website request. Staff may accept a stay shorter than the minimum or another arrival day (on request).',
      name: 'Guest name',
      email: 'Email',
      phone: 'Phone (optional)',
      guests: 'Guests',
      chooseGuests: 'Choose…',
      checkIn: 'Check-in',
      checkOut: 'Check-out',
      checkInHint: 'The first night',
      checkOutHint: 'The morning the guests leave',
      services: 'Services (optional, priced on request)',
      note: 'Note (optional)',
      noteHint: 'For staff only: never shown to the guest.',
      decision: 'What to do',
      hold: 'Hold as option',
      holdHint: 'The dates are held until the deadline, then released unless confirmed.',
      confirm: 'Confirm',
      confirmHint: 'The stay is booked at once.',
      /** Under the dates: what the website would ask, and that staff need not. */
      minimumHint: (minNights: number) =>
        `On the website guests stay at least ${plural(minNights, 'night')} here, or a season’s minimum; a shorter stay is accepted on request.`,
      submit: 'Add the stay',
      pending: 'Adding…',
      nameRequired: 'Guest name is required',
      nameTooLong: (max: number) => `Guest name must be at most ${max} characters`,
      emailRequired: 'Email is required',
      emailInvalid: 'Enter a valid email address',
      emailTooLong: (max: number) => `Email must be at most ${max} characters`,
      phoneTooLong: (max: number) => `Phone must be at most ${max} characters`,
      phoneInvalid: 'Phone may contain only digits, spaces and + ( ) - .',
      guestsRequired: 'Choose the number of guests.',
      checkInMissing: 'Choose the check-in date.',
      checkOutMissing: 'Choose the check-out date.',
      tooLong: (maxNights: number) => `A stay is at most ${plural(maxNights, 'night')}.`,
      noteTooLong: (max: number) => `Note must be at most ${max} characters`,
      decisionRequired: 'Choose whether to hold the dates as an option or to confirm the stay.',
      /** The website's rules a stay entered by staff does not keep: accepted, and said so. */
      onRequest: {
        tooShort: (minNights: number, season: string | null) =>
          `Accepted on request: ${season === null ? lowerFirst(refusals.tooShort(minNights, null)) : refusals.tooShort(minNights, season)}`,
        arrivalDay: (season: string, isoWeekdays: readonly number[]) =>
          `Accepted on request: ${lowerFirst(refusals.arrivalDay(season, isoWeekdays))}`,
      },
    },
    season: {
      nameRequired: 'Season name is required',
      nameTooLong: (max: number) => `Season name must be at most ${max} characters`,
      nameFrTooLong: (max: number) => `The French name must be at most ${max} characters`,
      startMissing: 'Choose the first night.',
      endMissing: 'Choose the last night.',
      endBeforeStart: 'The last night cannot be before the first night.',
      tooLong: (maxNights: number) => `A season is at most ${plural(maxNights, 'night')}.`,
      rateRequired: 'Nightly rate is required',
      rateNegative: 'Nightly rate cannot be negative',
      rateTooLarge: 'Nightly rate is too large',
      minNightsRequired: 'Minimum nights is required',
      minNightsRange: 'Minimum nights must be a whole number between 1 and 365',
      arrivalDaysInvalid: 'Choose arrival days between Monday and Sunday',
      /** `dates`: the season's first to last night, e.g. 'Jan 6 – Apr 15, 2027'. */
      overlap: (name: string, dates: string) => `Overlaps the season “${name}” (${dates})`,
      festiveHint: (days: number) => `Stays touching it pay the balance ${plural(days, 'day')} before arrival`,
      anyDay: 'Any day',
      deleteConfirm: 'Its nights go back to the villa’s daily rate and minimum stay.',
      notFound: 'That season no longer exists.',
    },
    feed: {
      nameRequired: 'Name is required',
      nameTooLong: (max: number) => `Name must be at most ${max} characters`,
      urlRequired: 'Calendar address is required',
      urlInvalid: 'Enter an address starting with https://, http:// or webcal://',
      urlTooLong: (max: number) => `Calendar address must be at most ${max} characters`,
      duplicate: 'This calendar is already imported for this villa.',
      removeConfirm: 'The blocks it brought are removed with it.',
      notFound: 'That calendar is no longer imported.',
      neverSynced: 'Not synced yet',
      /** '3 events: 1 added, 1 moved, 0 removed, 1 conflict' */
      synced: (counts: { events: number; added: number; updated: number; removed: number; conflicts: number }) =>
        `${plural(counts.events, 'event')}: ${counts.added} added, ${counts.updated} moved, ${counts.removed} removed, ${plural(counts.conflicts, 'conflict')}`,
      /** After the counts of a sync: '2 events left out: impossible dates' (the feed's status lists them). */
      rejectedInSync: (count: number) => `${plural(count, 'event')} left out: impossible dates`,
      /** The feed's status: events of the last sync whose dates are impossible as written, then each of them. */
      rejected: (count: number, feed: string) =>
        count === 1
          ? `1 event left out: its dates are impossible as written. It changes no block (the dates it blocked before stay blocked); ask ${feed} to correct it:`
          : `${count} events left out: their dates are impossible as written. They change no block (the dates they blocked before stay blocked); ask ${feed} to correct them:`,
      /** 'UID 4f0c…@airbnb.com: DTSTART 20271301, DTEND 20271399', or 'No UID: …'. */
      rejectedEvent: (event: RejectedFeedEvent) => `${event.uid ? `UID ${event.uid}` : 'No UID'}: ${event.dates}`,
      rejectedMore: (count: number) => `and ${count} more`,
      syncFailed: 'The calendar could not be synced.',
      nothingToSync: 'There are no imported calendars to sync.',
      /** 'Airbnb reports Dec 22 – Dec 27, 2026, which collides with IE-1A2B3C4D (Confirmed)' */
      conflict: (feed: string, dates: string, other: string | null) =>
        other
          ? `${feed} reports ${dates}, which collides with ${other}`
          : `${feed} reports ${dates}, which collides with another stay`,
    },
    export: {
      label: 'Export address (iCal)',
      hint: 'Paste this address into Airbnb, Vrbo or Booking.com where they ask to import a calendar: they then see this villa’s stays and blocks. Keep it private.',
      rotate: 'Generate a new address',
      rotateConfirm: 'The old address stops working at once: paste the new one wherever the old one was used.',
      missing: 'This villa has no export address yet. Generate one.',
    },
    confirm: {
      removeBlock: (what: string) => `Remove the block “${what}”?`,
      deleteSeason: (name: string) => `Delete the season “${name}”?`,
      removeFeed: (name: string) => `Remove the imported calendar “${name}”?`,
      rotateToken: 'Generate a new export address?',
      remove: 'Remove',
      delete: 'Delete',
      generate: 'Generate',
      cancel: 'Cancel',
    },
    notices: {
      'block-added': 'The block was added.',
      'block-removed': 'The block was removed.',
      'season-added': 'The season was added.',
      'season-saved': 'The season was saved.',
      'season-deleted': 'The season was deleted.',
      'feed-added': 'The calendar was added. Press “Sync now” to import its events.',
      'feed-removed': 'The calendar and its blocks were removed.',
      'token-rotated': 'A new export address was generated; the old one no longer works.',
    },
  },
  /** The agency's booking terms (/admin/bookings/terms). */
  termsSettings: {
    title: 'Booking terms',
    lead: 'The numbers every quote and payment schedule is computed with. Changes apply to new quotes; requests already sent keep the quote the guest saw.',
    saved: 'The booking terms were saved.',
    failed: 'The booking terms could not be saved. Please try again.',
    save: 'Save terms',
    depositDueDays: 'Deposit due (days)',
    depositDueDaysHint:
      'Days the guest has to pay the deposit once the stay is an option or confirmed; an option holds its dates until then',
    confirmOnDeposit: 'Recording the deposit confirms an option',
    confirmOnDepositHint: 'Unticked, staff confirm the stay by hand',
    scale: {
      title: 'Cancellation scale',
      description:
        'The share of the price retained when the guest cancels, by days before arrival. Stays already confirmed keep the scale they were confirmed with.',
      base: 'Share retained (%)',
      baseHint: 'When cancelled before every tier; usually the deposit',
      tier: (n: number) => `Tier ${n}`,
      tierDays: 'Within (days before arrival)',
      tierDaysHint: 'Applies from this many days before arrival, that day included',
      tierShare: 'Share retained (%)',
      add: 'Add a tier',
      remove: (n: number) => `Remove tier ${n}`,
      none: 'No tiers: the same share is retained whenever the guest cancels.',
      inWords: scaleInWords,
    },
  },
  /** The booking desk of the back office: bookings list, booking detail, its actions, the dashboard. */
  desk: {
    nav: 'Bookings',
    eyebrow: 'Booking desk',
    listTitle: 'Bookings',
    listCaption: 'Booking requests and stays',
    listFailed: 'The bookings could not be loaded. Please try again.',
    /** '12 stays · page 1 of 2' */
    listCount: (total: number, page: number, pageCount: number) =>
      `${plural(total, 'stay')}${pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}`,
    pagesLabel: 'Booking pages',
    filters: {
      label: 'Filter bookings',
      status: 'Status',
      allStatuses: 'All',
      active: 'Active',
      villa: 'Villa',
      allVillas: 'All villas',
      from: 'From',
      to: 'To',
      order: 'Order',
      newest: 'Newest first',
      arrival: 'By arrival',
      apply: 'Apply',
      clear: 'Clear filters',
    },
    columns: {
      reference: 'Reference',
      villa: 'Villa',
      dates: 'Dates',
      guest: 'Guest',
      status: 'Status',
      total: 'Total',
      created: 'Created',
    },
    empty: {
      title: 'No bookings found',
      text: 'Booking requests from the website appear here.',
      filtered: 'No stays match these filters.',
    },
    nightsCount: (nights: number) => plural(nights, 'night'),
    guestsCount: (guests: number) => plural(guests, 'guest'),
    noTotal: '—',
    // The detail
    backToList: 'Back to Bookings',
    requestEyebrow: 'Booking request',
    stayEyebrow: 'Stay',
    notFoundTitle: 'Booking Not Found',
    notFoundText: 'This booking does not exist or has been removed.',
    loadFailedTitle: 'Booking Unavailable',
    loadFailed: 'The booking could not be loaded. Please try again.',
    stayHeading: 'Stay',
    villa: 'Villa',
    villaCalendar: 'Villa calendar',
    publicPage: 'Public page',
    reference: 'Reference',
    dates: 'Dates',
    nights: 'Nights',
    guests: 'Guests',
    status: 'Status',
    created: 'Received',
    note: 'Note',
    optionDeadline: 'Option until',
    islandTime: 'island time',
    deadlinePassed: 'deadline passed',
    guestHeading: 'Guest',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    noMessage: 'No message.',
    addOnsHeading: 'Services requested',
    noAddOns: 'None.',
    quoteHeading: 'Quote as the guest saw it',
    noQuote: 'No quote: this stay was not priced on the website.',
    scheduleHeading: 'Payment schedule',
    conflictWith: 'This event from an imported calendar collides with',
    conflictUnknown: 'This event from an imported calendar collides with a stay that no longer exists.',
    inTheWay: 'These dates overlap',
    inTheWayHint: 'Confirming or holding this request will be refused until the dates are free.',
    historyHeading: 'History',
    historyEmpty: 'No changes recorded yet.',
    actionsHeading: 'Actions',
    noActions: 'No action is available for a stay in this status.',
    feedNoActions: 'Imported calendar blocks change only through their feed.',
    // The actions
    until: {
      label: 'Hold until',
      extendLabel: 'Extend until',
      hint: (hours: number) => `Island time (UTC−4). Suggested: ${plural(hours, 'hour')} from now; at most 30 days.`,
      required: 'Choose when the option ends.',
      invalid: 'Enter a date and a time.',
      past: 'The option must end in the future.',
      tooFar: 'An option can be held for at most 30 days.',
    },
    confirmHint: 'The villa’s imported calendars are read again first.',
    pending: {
      hold: 'Holding…',
      extend: 'Extending…',
      confirm: 'Confirming…',
      decline: 'Declining…',
      cancel: 'Cancelling…',
    },
    ask: {
      decline: {
        title: (reference: string) => `Decline booking request ${reference}?`,
        text: 'The guest’s request is closed and the dates stay free for others. This cannot be undone.',
        yes: 'Decline request',
        no: 'Keep request',
      },
      cancel: {
        title: (reference: string) => `Cancel ${reference}?`,
        text: 'The stay is cancelled and its dates become available again. This cannot be undone.',
        yes: 'Cancel stay',
        no: 'Keep stay',
      },
    },
    done: {
      /** A stay staff entered on the villa's calendar (`?done=added`), by its status now. */
      added: {
        option: (until: string) => `The stay was added and held as an option until ${until} (island time).`,
        confirmed: 'The stay was added and confirmed.',
        other: 'The stay was added.',
      },
      held: (until: string) => `Held as an option until ${until} (island time).`,
      extended: (until: string) => `Option extended until ${until} (island time).`,
      confirmed: 'The stay is confirmed.',
      declined: 'The request was declined.',
      cancelled: 'The stay was cancelled.',
    },
    feedFailed: (feed: string, error: string) => `${feed} feed could not be read: ${error}`,
    feedsUnread: 'The villa’s imported calendars could not be read.',
    /** 'IE-1A2B3C4D (Confirmed, Dec 22 – Dec 27, 2026)' */
    stayInWords: (reference: string, status: string, dates: string) => `${reference} (${status}, ${dates})`,
    overlapLead: 'These dates were taken in the meantime by ',
    overlapUnknown: 'These dates were taken in the meantime.',
    /** The stays after `overlapLead`, each in `stayInWords`, then a full stop. */
    overlap: (stays: readonly string[]) =>
      `These dates were taken in the meantime by ${
        stays.length <= 1 ? (stays[0] ?? '') : `${stays.slice(0, -1).join(', ')} and ${stays.at(-1)}`
      }.`,
    stale: {
      requested: 'This request has not been held as an option.',
      option: 'This request is already held as an option.',
      confirmed: 'This request was already confirmed.',
      declined: 'This request was already declined.',
      cancelled: 'This stay was already cancelled.',
      expired: 'This option has already expired.',
      blocked: 'These dates are blocked; this action does not apply.',
      conflict: 'This imported event is in conflict; this action does not apply.',
    },
    unknownAction: 'That action is not available here.',
    failed: 'The booking could not be updated. Please try again.',
    // The dashboard
    dashboard: {
      heading: 'Booking desk',
      pending: 'Pending requests',
      viewPending: 'Review requests',
      expiring: 'Options expiring in the next 48 hours',
      noExpiring: 'No option ends in the next 48 hours.',
      arrivals: 'Arrivals in the next 14 days',
      noArrivals: 'No arrivals in the next 14 days.',
      failed: 'The booking desk could not be loaded.',
      quickAction: 'Bookings',
      viewAll: 'View all',
      until: (deadline: string) => `until ${deadline}`,
    },
    // The inquiry of a website request
    leadBooking: 'Booking',
    viewRequest: 'View booking request',
  },
} as const;
