import { langAttribute, localizedText } from '#app/domain/i18n/content';
import type { Locale } from '#app/domain/i18n/locale';
import type { Quote } from './quote';
import type { Season } from './seasons';

/**
 * Season names in the page's language (issue 26, item 9). Staff name a season in English and, optionally, in
 * French; a French page shows the French, else the English (marked, as decision 010's content fallbacks are).
 * Used by loaders: the quote engine, the calendar and the refusals then name seasons in the page's language.
 */

/** A villa's seasons as a page in `locale` names them: `name` in that language, `nameLang` on a fallback. */
export function localizeSeasons(seasons: readonly Season[], locale: Locale): Season[] {
  return seasons.map(({ nameFr, nameLang: _shown, ...season }) => {
    const shown = localizedText(season.name, nameFr, locale);
    const lang = langAttribute(shown, locale);
    return { ...season, name: shown.text, ...(lang ? { nameLang: lang } : {}) };
  });
}

/**
 * A stored quote as a page in `locale` shows it. Quotes are stored with the seasons' English names (the
 * database prices requests); the villa's season of that name gives the French. A name no season has any
 * more (renamed or deleted since) stays as stored.
 */
export function localizeStoredQuote(quote: Quote, seasons: readonly Season[], locale: Locale): Quote {
  if (locale === 'en') return quote;
  const rename = (name: string | null) => {
    if (name === null) return null;
    const season = seasons.find((candidate) => candidate.name === name && candidate.nameFr);
    return season ? localizedText(season.name, season.nameFr, locale).text : name;
  };
  return {
    ...quote,
    lines: quote.lines.map((line) => ({ ...line, season: rename(line.season) })),
    minNightsSeason: rename(quote.minNightsSeason ?? null),
  };
}
