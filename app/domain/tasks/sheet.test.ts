import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { taskSheetTexts } from './texts/sheet';
import { onSheet, parseSheetView, sheetPath, windowWords } from './sheet';

const today = '2026-12-09' as CalendarDate;

describe('the day sheet’s view', () => {
  it('reads the day, grouping and language from the URL, falling back to today, by villa, English', () => {
    expect(parseSheetView(new URLSearchParams('day=2026-12-24&by=person&lang=fr'), today)).toEqual({
      day: '2026-12-24',
      by: 'person',
      lang: 'fr',
    });
    expect(parseSheetView(new URLSearchParams('day=2026-02-30&by=nobody&lang=de'), today)).toEqual({
      day: today,
      by: 'villa',
      lang: 'en',
    });
    expect(parseSheetView(new URLSearchParams(''), today)).toEqual({ day: today, by: 'villa', lang: 'en' });
  });

  it('writes its address with the day always and the defaults left out', () => {
    expect(sheetPath({ day: today, by: 'villa', lang: 'en' })).toBe('/admin/tasks/sheet?day=2026-12-09');
    expect(sheetPath({ day: today, by: 'person', lang: 'fr' })).toBe(
      '/admin/tasks/sheet?day=2026-12-09&by=person&lang=fr',
    );
  });

  it('says a time window in words in each language, and leaves cancelled tasks off', () => {
    const en = taskSheetTexts.en;
    const fr = taskSheetTexts.fr;
    expect(windowWords({ window_start: '10:00:00', window_end: '15:00:00' }, en)).toBe('10:00–15:00');
    expect(windowWords({ window_start: '10:00:00', window_end: null }, fr)).toBe('à partir de 10:00');
    expect(windowWords({ window_start: null, window_end: '15:00:00' }, en)).toBe('until 15:00');
    expect(windowWords({ window_start: null, window_end: null }, fr)).toBe('Dans la journée');
    expect(onSheet({ state: 'cancelled' })).toBe(false);
    expect(onSheet({ state: 'done' })).toBe(true);
  });

  it('names every kind of task in both languages (the catalogue checks are app/domain/i18n/i18n.test.ts’s)', () => {
    expect(taskSheetTexts.en.taskKind('pool')).toBe('Pool');
    expect(taskSheetTexts.fr.taskKind('pool')).toBe('Piscine');
    expect(taskSheetTexts.fr.heading('mardi 9 décembre')).toBe('Tâches du mardi 9 décembre');
  });
});
