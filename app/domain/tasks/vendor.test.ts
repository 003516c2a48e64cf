import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '#app/domain/booking/dates';
import { CONTACT_EMAIL, CONTACT_PHONE } from '#app/domain/constants';
import { TASK_STATES, TASK_TRANSITIONS } from './states';
import {
  taskContact,
  vendorActions,
  vendorDayMail,
  vendorTasksPath,
  villaPlace,
  windowText,
  type VendorDay,
  type VendorTask,
} from './vendor';

const task = (overrides: Partial<VendorTask> = {}): VendorTask => ({
  id: '6f1c1d0e-3a52-4e0e-9a35-0f3b7c1b2a10',
  kind: 'departure-clean',
  title: null,
  dueOn: '2026-12-10' as CalendarDate,
  windowStart: '10:00',
  windowEnd: '15:00',
  state: 'open',
  note: null,
  inspectionNote: null,
  villa: 'Villa Azur',
  address: '12 Chemin des Salines',
  location: 'Saline',
  island: 'Saint Barthélemy',
  sameDayTurnover: false,
  contact: null,
  ...overrides,
});

const dayOf = (language: 'en' | 'fr', tasks: VendorTask[]): VendorDay => ({
  vendor: { name: 'Island Clean', language },
  day: '2026-12-10' as CalendarDate,
  tasks,
});

describe('a vendor’s buttons', () => {
  it('are start and finish only, where TASK_TRANSITIONS offers them', () => {
    for (const state of TASK_STATES) {
      const offered = TASK_TRANSITIONS.filter((t) => t.from === state && (t.by === 'start' || t.by === 'finish')).map(
        (t) => t.by,
      );
      expect(vendorActions(state), state).toEqual(offered);
    }
    expect(vendorActions('open')).toEqual(['start', 'finish']);
    expect(vendorActions('in-progress')).toEqual(['finish']);
    expect(vendorActions('done')).toEqual([]);
  });
});

describe('a vendor’s task in words', () => {
  it('says its window, its place and whom to call', () => {
    expect(windowText(task(), 'en')).toBe('10:00–15:00');
    expect(windowText(task({ windowEnd: null }), 'fr')).toBe('à partir de 10:00');
    expect(windowText(task({ windowStart: null, windowEnd: null }), 'en')).toBe('Any time');
    expect(villaPlace(task())).toBe('12 Chemin des Salines, Saint Barthélemy');
    expect(villaPlace(task({ address: null }))).toBe('Saline, Saint Barthélemy');
    expect(taskContact(task())).toEqual({ name: null, email: CONTACT_EMAIL, phone: CONTACT_PHONE });
    expect(taskContact(task({ contact: { name: 'Olivia', email: 'olivia@agency.example' } }))).toEqual({
      name: 'Olivia',
      email: 'olivia@agency.example',
      phone: CONTACT_PHONE,
    });
    expect(vendorTasksPath('t'.repeat(43), 'fr')).toBe(`/fr/vendors/${'t'.repeat(43)}`);
  });
});

describe('the morning e-mail', () => {
  const link = 'https://islandestates.example/vendors/abc';

  it('lists the day’s tasks with the link, in English', () => {
    const mail = vendorDayMail(
      dayOf('en', [
        task({ note: 'Key in the lockbox', sameDayTurnover: true }),
        task({ kind: 'repair', title: 'Fix the gate', windowStart: null, windowEnd: null, villa: 'Villa Corail' }),
      ]),
      link,
      'Island Estates',
    );
    expect(mail.subject).toBe('Your tasks on December 10, 2026 (2)');
    expect(mail.text).toBe(
      [
        'Hello Island Clean,',
        '',
        'Here are your 2 tasks on December 10, 2026:',
        '',
        '• 10:00–15:00 — Departure clean — Villa Azur',
        '  12 Chemin des Salines, Saint Barthélemy',
        '  Same-day turnover: the next guests arrive the same day.',
        '  Instructions: Key in the lockbox',
        `  Contact: ${CONTACT_EMAIL}, ${CONTACT_PHONE}`,
        '',
        '• Any time — Fix the gate — Villa Corail',
        '  12 Chemin des Salines, Saint Barthélemy',
        `  Contact: ${CONTACT_EMAIL}, ${CONTACT_PHONE}`,
        '',
        'Your list for the next 14 days, where you mark each task started or done:',
        link,
        '',
        'Thank you,',
        'Island Estates',
        '',
      ].join('\n'),
    );
  });

  it('speaks French to a French vendor', () => {
    const mail = vendorDayMail(dayOf('fr', [task()]), link, 'Island Estates');
    expect(mail.subject).toBe('Vos tâches du 10 décembre 2026 (1)');
    expect(mail.text).toContain('Bonjour Island Clean,');
    expect(mail.text).toContain('Voici votre tâche du 10 décembre 2026\u00a0:');
    expect(mail.text).toContain('• 10:00–15:00 — Ménage de départ — Villa Azur');
    expect(mail.text).toContain(`Contact\u00a0: ${CONTACT_EMAIL}`);
  });
});
