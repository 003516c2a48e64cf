import type { Locale } from '#app/domain/i18n/locale';
import type { TaskKind } from '#app/domain/tasks/plan';
import { MAX_INSPECTION_PHOTOS } from '#app/domain/tasks/inspections';
import { taskTexts } from './staff';

/**
 * Photos on inspection and the villa's last inspection before an arrival (issue 30, item 6), in English and
 * French. The back office reads the English (decision 009: the back office is in English); the French is there
 * for whoever shows an inspection to someone who reads French (a homeowner's page, a vendor's list).
 */
export interface InspectionTexts {
  kinds: Record<TaskKind, string>;
  title: string;
  description: string;
  none: string;
  passed: string;
  labels: { task: string; day: string; who: string; when: string; note: string; photos: string };
  unknownInspector: string;
  photo: (n: number) => string;
  photoCount: (n: number) => string;
  /** The inspect form's file input. */
  photosLabel: string;
  photosHint: string;
  tooMany: string;
  noPhoto: string;
  addPhotos: string;
  failed: string;
}

export const inspectionTexts: Record<Locale, InspectionTexts> = {
  en: {
    kinds: taskTexts.kinds,
    title: 'Last inspection before arrival',
    description: 'The villa’s most recent task inspected on or before the arrival day.',
    none: 'No inspection yet.',
    passed: 'Inspected: passed',
    labels: { task: 'Task', day: 'Day', who: 'Inspected by', when: 'Inspected on', note: 'Note', photos: 'Photos' },
    unknownInspector: 'Someone no longer on the team',
    photo: (n) => `Photo ${n}`,
    photoCount: (n) => (n === 1 ? '1 photo' : `${n} photos`),
    photosLabel: 'Photos',
    photosHint: `Up to ${MAX_INSPECTION_PHOTOS} photos a task, JPEG or PNG: take them with the phone’s camera.`,
    tooMany: `A task carries at most ${MAX_INSPECTION_PHOTOS} photos.`,
    noPhoto: 'Choose or take a photo.',
    addPhotos: 'Add photos',
    failed: 'The last inspection could not be read.',
  },
  fr: {
    kinds: {
      'departure-clean': 'Ménage de départ',
      linen: 'Changement du linge',
      pool: 'Piscine',
      'pre-arrival-inspection': 'Inspection avant arrivée',
      'mid-stay-clean': 'Ménage en cours de séjour',
      garden: 'Jardin',
      welcome: 'Panier d’accueil',
      repair: 'Réparation',
      delivery: 'Livraison',
      other: 'Autre',
    },
    title: 'Dernière inspection avant l’arrivée',
    description: 'La tâche de la villa inspectée le plus récemment, le jour de l’arrivée ou avant.',
    none: 'Pas encore d’inspection.',
    passed: 'Inspectée\u00a0: conforme',
    labels: {
      task: 'Tâche',
      day: 'Jour',
      who: 'Inspectée par',
      when: 'Inspectée le',
      note: 'Note',
      photos: 'Photos',
    },
    unknownInspector: 'Une personne qui ne fait plus partie de l’équipe',
    photo: (n) => `Photo ${n}`,
    photoCount: (n) => (n === 1 ? '1 photo' : `${n} photos`),
    photosLabel: 'Photos',
    photosHint: `Jusqu’à ${MAX_INSPECTION_PHOTOS} photos par tâche, JPEG ou PNG\u00a0: prenez-les avec l’appareil photo du téléphone.`,
    tooMany: `Une tâche porte au plus ${MAX_INSPECTION_PHOTOS} photos.`,
    noPhoto: 'Choisissez ou prenez une photo.',
    addPhotos: 'Ajouter des photos',
    failed: 'La dernière inspection n’a pas pu être lue.',
  },
};
