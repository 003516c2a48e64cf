import type { Locale } from '#app/domain/i18n/locale';
import type { AlertFrequency, SavedSearchKind } from '#app/domain/alerts/saved-filters';

/**
 * What a subscriber reads (issue 31, item 1): a saved search in words, its private page (confirm, frequency,
 * unsubscribe) and its two e-mails (the confirmation, the alert), in English and French — the language the search
 * was saved in. A *saved search* and an *alert* are defined in docs/glossary.md.
 */
export interface AlertTexts {
  kinds: Record<SavedSearchKind, string>;
  types: Record<'villa' | 'apartment' | 'house', string>;
  frequencies: Record<AlertFrequency, string>;
  on: (island: string) => string;
  price: (range: string, kind: SavedSearchKind) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
  bedrooms: (n: number) => string;
  bathrooms: (n: number) => string;
  guests: (n: number) => string;
  minStay: (n: number) => string;
  anything: (kind: SavedSearchKind) => string;
  // The page
  eyebrow: string;
  title: string;
  searchFor: string;
  sentTo: (email: string) => string;
  awaiting: string;
  confirm: string;
  confirmed: string;
  active: (frequency: string) => string;
  unsubscribed: string;
  unsubscribedNow: string;
  resubscribe: string;
  frequencyLabel: string;
  saveFrequency: string;
  frequencySaved: string;
  unsubscribe: string;
  seeResults: string;
  notFoundTitle: string;
  notFoundText: string;
  privacy: string;
  unavailable: string;
  // The e-mails
  confirmSubject: (agency: string) => string;
  confirmBody: (search: string, url: string, agency: string) => string;
  alertSubject: (count: number, agency: string) => string;
  alertIntro: (search: string) => string;
  newListing: string;
  priceDrop: (before: string) => string;
  perNight: string;
  seeAll: (n: number) => string;
  manage: string;
  footer: (agency: string) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const alertTexts: Record<Locale, AlertTexts> = {
  en: {
    kinds: { property: 'Properties for sale', rental: 'Villas for rent' },
    types: { villa: 'villas', apartment: 'apartments', house: 'houses' },
    frequencies: { instant: 'as soon as there is one', daily: 'once a day', weekly: 'once a week' },
    on: (island) => `on ${island}`,
    price: (range, kind) => (kind === 'rental' ? `${range} a night` : range),
    from: (amount) => `from ${amount}`,
    upTo: (amount) => `up to ${amount}`,
    bedrooms: (n) => `${n}+ bedrooms`,
    bathrooms: (n) => `${n}+ bathrooms`,
    guests: (n) => `for ${plural(n, 'guest', 'guests')} or more`,
    minStay: (n) => `stays of ${plural(n, 'night', 'nights')} allowed`,
    anything: (kind) => (kind === 'property' ? 'Every property for sale' : 'Every villa for rent'),
    eyebrow: 'Your alert',
    title: 'Your saved search',
    searchFor: 'You are looking for',
    sentTo: (email) => `Alerts go to ${email}.`,
    awaiting: 'Please confirm this alert: nothing is sent until you do.',
    confirm: 'Confirm my alert',
    confirmed: 'Your alert is confirmed. We will write when a matching listing is published or drops in price.',
    active: (frequency) => `Active: we write ${frequency}.`,
    unsubscribed: 'You are unsubscribed: this alert sends nothing more.',
    unsubscribedNow: 'You are unsubscribed. You will receive no more e-mails for this alert.',
    resubscribe: 'Subscribe again',
    frequencyLabel: 'How often',
    saveFrequency: 'Save',
    frequencySaved: 'Saved.',
    unsubscribe: 'Unsubscribe',
    seeResults: 'See the listings now',
    notFoundTitle: 'This link does not work',
    notFoundText: 'It may be mistyped or too old. Each alert e-mail carries a fresh link to this page.',
    privacy: 'This page is private: anyone with its address can change this alert. Do not share it.',
    unavailable: 'This page is unavailable at the moment. Please try again shortly.',
    confirmSubject: (agency) => `Please confirm your alert — ${agency}`,
    confirmBody: (search, url, agency) =>
      `Hello,\n\nYou asked ${agency} to write when a listing matching this search is published or drops in price:\n\n${search}\n\nPlease confirm by opening this link and pressing the button:\n${url}\n\nIf you did not ask for this, ignore this e-mail: nothing more will be sent.\n\n${agency}`,
    alertSubject: (count, agency) => `${plural(count, 'listing', 'listings')} for your search — ${agency}`,
    alertIntro: (search) => `New for your search: ${search}`,
    newListing: 'New',
    priceDrop: (before) => `Price drop (was ${before})`,
    perNight: 'a night',
    seeAll: (n) => `See all ${n} matches`,
    manage: 'Change how often, or unsubscribe',
    footer: (agency) => `You receive this because you saved this search on ${agency}'s website and confirmed it.`,
  },
  fr: {
    kinds: { property: 'Biens à vendre', rental: 'Villas à louer' },
    types: { villa: 'villas', apartment: 'appartements', house: 'maisons' },
    frequencies: { instant: 'dès qu’il y en a une', daily: 'une fois par jour', weekly: 'une fois par semaine' },
    on: (island) => `à ${island}`,
    price: (range, kind) => (kind === 'rental' ? `${range} la nuit` : range),
    from: (amount) => `à partir de ${amount}`,
    upTo: (amount) => `jusqu’à ${amount}`,
    bedrooms: (n) => `${n} chambres ou plus`,
    bathrooms: (n) => `${n} salles de bains ou plus`,
    guests: (n) => `pour ${plural(n, 'personne', 'personnes')} ou plus`,
    minStay: (n) => `séjours de ${plural(n, 'nuit', 'nuits')} acceptés`,
    anything: (kind) => (kind === 'property' ? 'Tous les biens à vendre' : 'Toutes les villas à louer'),
    eyebrow: 'Votre alerte',
    title: 'Votre recherche enregistrée',
    searchFor: 'Vous recherchez',
    sentTo: (email) => `Les alertes sont envoyées à ${email}.`,
    awaiting: 'Veuillez confirmer cette alerte : rien ne vous est envoyé d’ici là.',
    confirm: 'Confirmer mon alerte',
    confirmed:
      'Votre alerte est confirmée. Nous vous écrirons quand une annonce correspondante sera publiée ou baissera de prix.',
    active: (frequency) => `Active : nous vous écrivons ${frequency}.`,
    unsubscribed: 'Vous êtes désabonné : cette alerte n’envoie plus rien.',
    unsubscribedNow: 'Vous êtes désabonné. Vous ne recevrez plus d’e-mails pour cette alerte.',
    resubscribe: 'Me réabonner',
    frequencyLabel: 'Fréquence',
    saveFrequency: 'Enregistrer',
    frequencySaved: 'Enregistré.',
    unsubscribe: 'Me désabonner',
    seeResults: 'Voir les annonces',
    notFoundTitle: 'Ce lien ne fonctionne pas',
    notFoundText:
      'Il est peut-être mal recopié ou trop ancien. Chaque e-mail d’alerte contient un lien neuf vers cette page.',
    privacy: 'Cette page est privée : toute personne ayant son adresse peut modifier cette alerte. Ne la partagez pas.',
    unavailable: 'Cette page est indisponible pour le moment. Veuillez réessayer dans un instant.',
    confirmSubject: (agency) => `Veuillez confirmer votre alerte — ${agency}`,
    confirmBody: (search, url, agency) =>
      `Bonjour,\n\nVous avez demandé à ${agency} de vous écrire quand une annonce correspondant à cette recherche est publiée ou baisse de prix :\n\n${search}\n\nVeuillez confirmer en ouvrant ce lien et en appuyant sur le bouton :\n${url}\n\nSi vous n’avez rien demandé, ignorez cet e-mail : rien d’autre ne vous sera envoyé.\n\n${agency}`,
    alertSubject: (count, agency) => `${plural(count, 'annonce', 'annonces')} pour votre recherche — ${agency}`,
    alertIntro: (search) => `Nouveau pour votre recherche : ${search}`,
    newListing: 'Nouveau',
    priceDrop: (before) => `Baisse de prix (avant : ${before})`,
    perNight: 'la nuit',
    seeAll: (n) => `Voir les ${n} résultats`,
    manage: 'Changer la fréquence ou se désabonner',
    footer: (agency) =>
      `Vous recevez cet e-mail parce que vous avez enregistré et confirmé cette recherche sur le site de ${agency}.`,
  },
};
