import type { Locale } from '#app/domain/i18n/locale';
import type { CalendarDate } from './dates';

/** A named date range of one rental with its own nightly rate, minimum stay and arrival days. */
export interface Season {
  id: string;
  /** As staff wrote it, in English; on a page, the name in the page's language (season-names.ts). */
  name: string;
  /** The French name, when staff wrote one (the French pages show it); absent on a page's seasons. */
  nameFr?: string | null;
  /** On a page's seasons: the language of `name` when it is not the page's (a French page's English fallback). */
  nameLang?: Locale;
  /** first night of the season */
  startDate: CalendarDate;
  /** last night of the season, inclusive */
  endDate: CalendarDate;
  nightlyRate: number;
  minNights: number;
  /** ISO weekdays guests may arrive on (1 = Monday … 7 = Sunday); null (or empty) = any day */
  arrivalDays: number[] | null;
  /** stays touching it pay the balance earlier (festive terms) */
  festive: boolean;
}

/** A season as staff save it: its id is the database's, and `nameLang` only a page's. */
export type SeasonInput = Omit<Season, 'id' | 'nameLang'>;

/**
 * The season a night belongs to, or null when it is outside every season. Seasons of one rental never overlap
 * (the database refuses it); should they anyway, the first in the list wins.
 */
export function seasonOfNight(seasons: readonly Season[], night: CalendarDate): Season | null {
  for (const season of seasons) {
    if (season.startDate <= night && night <= season.endDate) return season;
  }
  return null;
}

/** Two seasons sharing at least one night (the first such pair in list order), or null. */
export function firstOverlap(seasons: readonly Season[]): [Season, Season] | null {
  for (let i = 0; i < seasons.length; i++) {
    for (let j = i + 1; j < seasons.length; j++) {
      const a = seasons[i]!;
      const b = seasons[j]!;
      if (
        a.startDate <= a.endDate &&
        b.startDate <= b.endDate &&
        a.startDate <= b.endDate &&
        b.startDate <= a.endDate
      ) {
        return [a, b];
      }
    }
  }
  return null;
}

/**
 * The villa's nightly rates from today on: the lowest (what 'from $X / night' names) and whether they vary (a
 * season's rate differs from the daily rate, or seasons differ among themselves).
 */
export function nightlyRates(
  dailyRate: number,
  seasons: readonly Season[],
  today: CalendarDate,
): { from: number; varies: boolean } {
  const rates = [dailyRate, ...seasons.filter((season) => season.endDate >= today).map((season) => season.nightlyRate)];
  const from = Math.min(...rates);
  return { from, varies: rates.some((rate) => rate !== from) };
}
