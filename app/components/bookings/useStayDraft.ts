import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { addDays, daysBetween, parseCalendarDate, type CalendarDate } from '#app/domain/booking/dates';
import { useHydrated } from '#app/components/ui/useHydrated';
import { StayAsks } from './stay-asks';

/** The booking box's fields as typed (strings: a date input is '' until complete). */
export interface StayDraft {
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** How long typing may pause before the price is asked for (a date input changes with every digit). */
const SETTLE_MS = 350;

const FIELDS = ['checkIn', 'checkOut', 'guests'] as const;

const keyOf = (draft: StayDraft) => `${draft.checkIn}|${draft.checkOut}|${draft.guests}`;

/**
 * Dates a price can be asked for: both set and plausible (a date input passes through '0002-…' while its
 * year is typed), or both cleared.
 */
function askable(draft: StayDraft, today: CalendarDate): boolean {
  if (draft.checkIn === '' && draft.checkOut === '') return true;
  const checkIn = parseCalendarDate(draft.checkIn);
  const checkOut = parseCalendarDate(draft.checkOut);
  const earliest = `${today.slice(0, 4)}-01-01`;
  return Boolean(checkIn && checkOut && checkIn >= earliest && checkOut >= earliest);
}

/**
 * The booking box with JavaScript (issue 26, item 2): the fields hold the visitor's draft, and once typing
 * settles the box asks the page for those dates (a GET navigation in place, replacing the history entry, so
 * the calendar, the quote and the address all follow). Until the page answers for exactly what is on screen,
 * the box says it is waiting (`waiting`), or that dates are missing (`incomplete`) — it never shows a price
 * for other dates as if it were theirs. A change from elsewhere (a calendar day, a suggested stay) replaces
 * the draft. Without JavaScript nothing of this runs: the form is a plain GET with its button.
 */
export function useStayDraft(
  shown: { checkIn: string | null; checkOut: string | null; guests: number | null },
  { action, today }: { action: string; today: CalendarDate },
) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const fromPage: StayDraft = {
    checkIn: shown.checkIn ?? '',
    checkOut: shown.checkOut ?? '',
    guests: shown.guests === null ? '' : String(shown.guests),
  };
  const pageKey = keyOf(fromPage);
  const [draft, setDraft] = useState(fromPage);
  /** The drafts asked for: their answers must not undo what was typed since. */
  const [asks] = useState(() => new StayAsks());
  // The fields are left to the browser (defaultValue): what is typed before the page has hydrated stays, and
  // is read when it has; a stay from elsewhere (a calendar day, a suggested stay) is written into them here.
  const fields = useRef<Partial<Record<keyof StayDraft, HTMLInputElement | HTMLSelectElement | null>>>({});
  const show = (values: StayDraft) => {
    for (const name of FIELDS) {
      const field = fields.current[name];
      if (field && field.value !== values[name]) field.value = values[name];
    }
  };

  /** The stay the page last answered for (null before hydration). */
  const answered = useRef<string | null>(null);
  useEffect(() => {
    const first = answered.current === null;
    answered.current = pageKey;
    if (first) {
      // Typed before hydration: the draft starts from what the fields hold.
      const read = (name: keyof StayDraft) => fields.current[name]?.value ?? fromPage[name];
      const typed: StayDraft = { checkIn: read('checkIn'), checkOut: read('checkOut'), guests: read('guests') };
      if (keyOf(typed) !== pageKey) setDraft(typed);
      return;
    }
    if (asks.answered(pageKey)) return;
    setDraft(fromPage);
    show(fromPage);
    // Only a new stay from the page replaces the draft.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageKey]);

  const dirty = keyOf(draft) !== pageKey;
  const ready = askable(draft, today);

  useEffect(() => {
    if (!hydrated || !dirty || !ready) return;
    const timer = setTimeout(() => {
      asks.ask(keyOf(draft));
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(draft)) if (value !== '') params.set(name, value);
      void submit(params, { method: 'get', action, replace: true, preventScrollReset: true });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [hydrated, dirty, ready, draft, action, submit, asks]);

  /** A field changed. A check-in moved onto or past the check-out takes the check-out along (same length). */
  const change = (field: keyof StayDraft, value: string) => {
    const next = { ...draft, [field]: value };
    const [oldIn, oldOut, newIn] = [draft.checkIn, draft.checkOut, next.checkIn].map(parseCalendarDate);
    if (field === 'checkIn' && newIn && oldOut && newIn >= oldOut) {
      const nights = oldIn && oldOut > oldIn ? daysBetween(oldIn, oldOut) : 1;
      next.checkOut = addDays(newIn, nights);
      show(next);
    }
    setDraft(next);
  };

  /** What a field of the form takes: its first value, a way to find it, and its changes. */
  const field = (name: keyof StayDraft) => ({
    name,
    defaultValue: fromPage[name],
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      fields.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(name, event.currentTarget.value),
  });

  const pending = navigation.state !== 'idle' && navigation.location?.pathname === action.split('?')[0];
  return {
    draft,
    field,
    hydrated,
    /** The page's answer is for other dates than those on screen, and the new one is on its way. */
    waiting: (dirty && ready) || pending,
    /** The dates on screen are incomplete: no price can be theirs. */
    incomplete: dirty && !ready,
  };
}
