import type { Locale } from '#app/domain/i18n/locale';
import type { TaskKind } from '#app/domain/tasks/plan';
import type { TaskState } from '#app/domain/tasks/states';
import { taskTexts } from './staff';

/**
 * What a vendor reads (issue 30, item 5): their list behind their private link, its buttons, their iCal feed and
 * their morning e-mail, in English and French (the vendor's language; the page's from its URL). A *vendor* is a
 * cleaning company, pool man or gardener the agency sends (docs/glossary.md).
 */
export interface VendorTexts {
  kinds: Record<TaskKind, string>;
  states: Record<TaskState, string>;
  actions: { start: string; finish: string };
  eyebrow: string;
  title: (name: string) => string;
  lead: (from: string, until: string) => string;
  empty: string;
  overdue: string;
  sameDayTurnover: string;
  anyTime: string;
  window: (start: string, end: string) => string;
  from: (start: string) => string;
  until: (end: string) => string;
  colon: string;
  where: string;
  when: string;
  instructions: string;
  inspectionNote: string;
  contact: string;
  state: string;
  changed: string;
  stale: string;
  refused: string;
  failed: string;
  calendar: string;
  calendarHint: string;
  calendarName: (agency: string) => string;
  privacy: string;
  notFoundTitle: string;
  notFoundLead: string;
  unavailable: string;
  mail: {
    subject: (date: string, count: number) => string;
    greeting: (name: string) => string;
    lead: (date: string, count: number) => string;
    link: string;
    closing: string;
  };
}

const english: VendorTexts = {
  // The same words as the back office's.
  kinds: taskTexts.kinds,

  states: { open: 'To do', 'in-progress': 'In progress', done: 'Done', inspected: 'Inspected', cancelled: 'Cancelled' },
  actions: { start: 'Start', finish: 'Mark done' },
  eyebrow: 'Your tasks',
  title: (name) => `Tasks for ${name}`,
  lead: (from, until) => `Your work at the villas from ${from} to ${until}. Press a button when you start or finish.`,
  empty: 'No task for you in the next 14 days.',
  overdue: 'Overdue',
  sameDayTurnover: 'Same-day turnover: the next guests arrive the same day.',
  anyTime: 'Any time',
  window: (start, end) => `${start}–${end}`,
  from: (start) => `from ${start}`,
  until: (end) => `until ${end}`,
  colon: ': ',
  where: 'Where',
  when: 'When',
  instructions: 'Instructions',
  inspectionNote: 'To do again',
  contact: 'Contact',
  state: 'State',
  changed: 'Saved. Thank you.',
  stale: 'Someone changed this task meanwhile: here it is as it stands now.',
  refused: 'This change is not possible any more.',
  failed: 'The task could not be changed. Please try again.',
  calendar: 'Add to your calendar',
  calendarHint: 'Subscribe to this address in your calendar app to see your tasks there. Keep it private.',
  calendarName: (agency) => `${agency} — tasks`,
  privacy: 'This page is yours alone: do not share its address.',
  notFoundTitle: 'Link not valid',
  notFoundLead: 'This link no longer works. Ask the agency for a new one.',
  unavailable: 'This page could not be shown. Please try again in a moment.',
  mail: {
    subject: (date, count) => `Your tasks on ${date} (${count})`,
    greeting: (name) => `Hello ${name},`,
    lead: (date, count) => (count === 1 ? `Here is your task on ${date}:` : `Here are your ${count} tasks on ${date}:`),
    link: 'Your list for the next 14 days, where you mark each task started or done:',
    closing: 'Thank you,',
  },
};

const french: VendorTexts = {
  kinds: {
    'departure-clean': 'Ménage de départ',
    linen: 'Changement du linge',
    pool: 'Piscine',
    'pre-arrival-inspection': 'Inspection avant arrivée',
    'mid-stay-clean': 'Ménage de mi-séjour',
    garden: 'Jardin',
    welcome: 'Panier de bienvenue',
    repair: 'Réparation',
    delivery: 'Livraison',
    other: 'Autre',
  },
  states: { open: 'À faire', 'in-progress': 'En cours', done: 'Fait', inspected: 'Inspecté', cancelled: 'Annulé' },
  actions: { start: 'Commencer', finish: 'Marquer fait' },
  eyebrow: 'Vos tâches',
  title: (name) => `Tâches de ${name}`,
  lead: (from, until) =>
    `Votre travail dans les villas du ${from} au ${until}. Appuyez sur un bouton quand vous commencez ou terminez.`,
  empty: 'Aucune tâche pour vous dans les 14 prochains jours.',
  overdue: 'En retard',
  sameDayTurnover: 'Rotation le jour même\u00a0: les hôtes suivants arrivent le même jour.',
  anyTime: 'À tout moment',
  window: (start, end) => `${start}–${end}`,
  from: (start) => `à partir de ${start}`,
  until: (end) => `avant ${end}`,
  colon: '\u00a0: ',
  where: 'Où',
  when: 'Quand',
  instructions: 'Consignes',
  inspectionNote: 'À refaire',
  contact: 'Contact',
  state: 'État',
  changed: 'Enregistré. Merci.',
  stale: 'Quelqu’un a modifié cette tâche entre-temps\u00a0: la voici telle qu’elle est maintenant.',
  refused: 'Ce changement n’est plus possible.',
  failed: 'La tâche n’a pas pu être modifiée. Veuillez réessayer.',
  calendar: 'Ajouter à votre calendrier',
  calendarHint: 'Abonnez votre application de calendrier à cette adresse pour y voir vos tâches. Gardez-la pour vous.',
  calendarName: (agency) => `${agency} — tâches`,
  privacy: 'Cette page n’est qu’à vous\u00a0: ne partagez pas son adresse.',
  notFoundTitle: 'Lien non valide',
  notFoundLead: 'Ce lien ne fonctionne plus. Demandez-en un nouveau à l’agence.',
  unavailable: 'Cette page n’a pas pu être affichée. Veuillez réessayer dans un instant.',
  mail: {
    subject: (date, count) => `Vos tâches du ${date} (${count})`,
    greeting: (name) => `Bonjour ${name},`,
    lead: (date, count) =>
      count === 1 ? `Voici votre tâche du ${date}\u00a0:` : `Voici vos ${count} tâches du ${date}\u00a0:`,
    link: 'Votre liste des 14 prochains jours, où vous indiquez chaque tâche commencée ou faite\u00a0:',
    closing: 'Merci,',
  },
};

export const vendorTexts: Record<Locale, VendorTexts> = { en: english, fr: french };
