import type { Locale, TextInLanguage } from '#app/domain/i18n/locale';

/**
 * The shared bilingual vocabulary of amenities (issue 14, item 3). Listings still store their amenities as
 * text, as staff typed them; the editors offer this list (a <datalist>, so free text stays possible), and a
 * French page shows the French of any amenity that matches an English name here (case and spacing aside).
 * Text that matches nothing is shown as typed, marked as English on a French page.
 *
 * `also` lists other English spellings of the same thing. Names are the agency's (British spelling).
 */
export interface Amenity {
  en: string;
  fr: string;
  also?: readonly string[];
}

export const AMENITIES = {
  pool: { en: 'Pool', fr: 'Piscine' },
  'private-pool': { en: 'Private pool', fr: 'Piscine privée' },
  'infinity-pool': { en: 'Infinity pool', fr: 'Piscine à débordement' },
  'heated-pool': { en: 'Heated pool', fr: 'Piscine chauffée' },
  'plunge-pool': { en: 'Plunge pool', fr: 'Bassin de détente' },
  'lap-pool': { en: 'Lap pool', fr: 'Couloir de nage' },
  'rooftop-pool': { en: 'Rooftop pool', fr: 'Piscine sur le toit' },
  'shared-pool': { en: 'Shared pool', fr: 'Piscine partagée' },
  'community-pool': { en: 'Community pool', fr: 'Piscine de la résidence' },
  jacuzzi: { en: 'Jacuzzi', fr: 'Jacuzzi', also: ['Hot tub', 'Whirlpool'] },
  'spa-and-hammam': { en: 'Spa and hammam', fr: 'Spa et hammam' },
  sauna: { en: 'Sauna', fr: 'Sauna' },
  'ocean-views': { en: 'Ocean views', fr: 'Vue sur l’océan', also: ['Ocean view'] },
  'sea-views': { en: 'Sea views', fr: 'Vue sur la mer', also: ['Sea view'] },
  'sunset-views': { en: 'Sunset views', fr: 'Vue sur le coucher de soleil', also: ['Sunset view'] },
  'sunrise-views': { en: 'Sunrise views', fr: 'Vue sur le lever de soleil', also: ['Sunrise view'] },
  'harbour-views': { en: 'Harbour views', fr: 'Vue sur le port', also: ['Harbour view', 'Harbor views'] },
  'marina-views': { en: 'Marina views', fr: 'Vue sur la marina', also: ['Marina view'] },
  'lagoon-views': { en: 'Lagoon views', fr: 'Vue sur le lagon', also: ['Lagoon view'] },
  'valley-and-sea-views': { en: 'Valley and sea views', fr: 'Vue sur la vallée et la mer' },
  beachfront: { en: 'Beachfront', fr: 'Pieds dans l’eau' },
  'beach-access': { en: 'Beach access', fr: 'Accès à la plage' },
  'near-the-beach': { en: 'Near the beach', fr: 'Près de la plage' },
  'walk-to-the-beach': { en: 'Walk to the beach', fr: 'Plage à pied' },
  'near-saline-beach': { en: 'Near Saline beach', fr: 'Près de la plage de Saline' },
  'near-the-surf': { en: 'Near the surf', fr: 'Près des spots de surf' },
  'lagoon-front': { en: 'Lagoon front', fr: 'Bord de lagon' },
  'coastal-path': { en: 'Coastal path', fr: 'Sentier du littoral' },
  'private-dock': { en: 'Private dock', fr: 'Ponton privé' },
  'berth-available': { en: 'Berth available', fr: 'Place de port disponible' },
  kayaks: { en: 'Kayaks', fr: 'Kayaks' },
  paddleboards: { en: 'Paddleboards', fr: 'Paddles' },
  snorkelling: { en: 'Snorkelling', fr: 'Randonnée palmée', also: ['Snorkeling'] },
  'snorkelling-gear': { en: 'Snorkelling gear', fr: 'Masques et tubas', also: ['Snorkeling gear'] },
  'board-storage': { en: 'Board storage', fr: 'Rangement pour planches' },
  terrace: { en: 'Terrace', fr: 'Terrasse' },
  'covered-terrace': { en: 'Covered terrace', fr: 'Terrasse couverte' },
  'sunset-terrace': { en: 'Sunset terrace', fr: 'Terrasse au couchant' },
  'wraparound-terrace': { en: 'Wraparound terrace', fr: 'Terrasse panoramique' },
  'roof-terrace': { en: 'Roof terrace', fr: 'Toit-terrasse' },
  'shared-roof-terrace': { en: 'Shared roof terrace', fr: 'Toit-terrasse partagé' },
  deck: { en: 'Deck', fr: 'Terrasse en bois' },
  balcony: { en: 'Balcony', fr: 'Balcon' },
  veranda: { en: 'Veranda', fr: 'Véranda' },
  pergola: { en: 'Pergola', fr: 'Pergola' },
  garden: { en: 'Garden', fr: 'Jardin' },
  'tropical-garden': { en: 'Tropical garden', fr: 'Jardin tropical' },
  'mature-garden': { en: 'Mature garden', fr: 'Jardin arboré' },
  'two-acres': { en: 'Two acres', fr: 'Terrain de 8\u202f000\u00a0m²' },
  'outdoor-kitchen': { en: 'Outdoor kitchen', fr: 'Cuisine extérieure' },
  'outdoor-dining': { en: 'Outdoor dining', fr: 'Salle à manger extérieure' },
  'outdoor-living-room': { en: 'Outdoor living room', fr: 'Salon extérieur' },
  'outdoor-shower': { en: 'Outdoor shower', fr: 'Douche extérieure' },
  barbecue: { en: 'Barbecue', fr: 'Barbecue', also: ['BBQ'] },
  'chefs-kitchen': { en: 'Chef’s kitchen', fr: 'Cuisine de chef', also: ["Chef's kitchen"] },
  'wine-room': { en: 'Wine room', fr: 'Cave à vin', also: ['Wine cellar'] },
  gym: { en: 'Gym', fr: 'Salle de sport' },
  'fitness-room': { en: 'Fitness room', fr: 'Salle de fitness' },
  'cinema-room': { en: 'Cinema room', fr: 'Salle de cinéma', also: ['Home cinema'] },
  'media-room': { en: 'Media room', fr: 'Salle multimédia' },
  'games-room': { en: 'Games room', fr: 'Salle de jeux' },
  library: { en: 'Library', fr: 'Bibliothèque' },
  'tennis-court': { en: 'Tennis court', fr: 'Court de tennis' },
  'guest-house': { en: 'Guest house', fr: 'Maison d’amis' },
  'guest-studio': { en: 'Guest studio', fr: 'Studio d’amis' },
  'guest-apartment': { en: 'Guest apartment', fr: 'Appartement d’amis' },
  'staff-quarters': { en: 'Staff quarters', fr: 'Logement du personnel' },
  'original-stone-walls': { en: 'Original stone walls', fr: 'Murs en pierre d’origine' },
  furnished: { en: 'Furnished', fr: 'Meublé' },
  'air-conditioning': { en: 'Air conditioning', fr: 'Climatisation' },
  'wi-fi': { en: 'Wi-Fi', fr: 'Wi-Fi', also: ['WiFi'] },
  washer: { en: 'Washer', fr: 'Lave-linge', also: ['Washing machine'] },
  dishwasher: { en: 'Dishwasher', fr: 'Lave-vaisselle' },
  'cot-on-request': { en: 'Cot on request', fr: 'Lit bébé sur demande' },
  lift: { en: 'Lift', fr: 'Ascenseur', also: ['Elevator'] },
  'private-lift': { en: 'Private lift', fr: 'Ascenseur privé' },
  generator: { en: 'Generator', fr: 'Groupe électrogène' },
  'solar-power': { en: 'Solar power', fr: 'Énergie solaire' },
  cistern: { en: 'Cistern', fr: 'Citerne' },
  'hurricane-glazing': { en: 'Hurricane glazing', fr: 'Vitrages anticycloniques' },
  'storm-shutters': { en: 'Storm shutters', fr: 'Volets anticycloniques' },
  parking: { en: 'Parking', fr: 'Parking' },
  'covered-parking': { en: 'Covered parking', fr: 'Parking couvert' },
  'gated-parking': { en: 'Gated parking', fr: 'Parking fermé' },
  'two-parking-spaces': { en: 'Two parking spaces', fr: 'Deux places de parking' },
  gated: { en: 'Gated', fr: 'Résidence fermée' },
  'gated-drive': { en: 'Gated drive', fr: 'Allée avec portail' },
  security: { en: 'Security', fr: 'Gardiennage' },
  caretaker: { en: 'Caretaker', fr: 'Gardien' },
  'helipad-access': { en: 'Helipad access', fr: 'Accès héliport' },
  concierge: { en: 'Concierge', fr: 'Conciergerie' },
  'private-chef': { en: 'Private chef', fr: 'Chef privé' },
  'chef-service': { en: 'Chef service', fr: 'Service de chef' },
  'butler-service': { en: 'Butler service', fr: 'Service de majordome' },
  'daily-housekeeping': { en: 'Daily housekeeping', fr: 'Ménage quotidien' },
  'weekly-housekeeping': { en: 'Weekly housekeeping', fr: 'Ménage hebdomadaire' },
  'car-on-arrival': { en: 'Car on arrival', fr: 'Voiture à l’arrivée' },
  'walk-to-restaurants': { en: 'Walk to restaurants', fr: 'Restaurants à pied' },
  'rental-licence': { en: 'Rental licence', fr: 'Licence de location', also: ['Rental license'] },
  'pets-allowed': { en: 'Pets allowed', fr: 'Animaux acceptés' },
} as const satisfies Record<string, Amenity>;

export type AmenityKey = keyof typeof AMENITIES;

/** The same amenity whatever the case, spacing or apostrophe it was typed with. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').replaceAll('’', "'").toLowerCase();

const BY_ENGLISH: ReadonlyMap<string, Amenity> = new Map(
  Object.values(AMENITIES as Record<string, Amenity>).flatMap((amenity) =>
    [amenity.en, ...(amenity.also ?? [])].map((name) => [normalise(name), amenity] as const),
  ),
);

/** The vocabulary's entry for an amenity as stored (matched on its English, case-insensitively). */
export function findAmenity(text: string): Amenity | undefined {
  return BY_ENGLISH.get(normalise(text));
}

/**
 * An amenity as a page in `locale` shows it: the vocabulary's French on a French page, else the text as
 * typed (English, or free text, which is taken to be English).
 */
export function amenityLabel(text: string, locale: Locale): TextInLanguage {
  if (locale === 'fr') {
    const amenity = findAmenity(text);
    if (amenity) return { text: amenity.fr, lang: 'fr' };
  }
  return { text, lang: 'en' };
}

/** A listing's amenities for a page: each with the `lang` attribute it needs (only when not the page's). */
export function localizeAmenities(amenities: readonly string[], locale: Locale): { text: string; lang?: Locale }[] {
  return amenities.map((amenity) => {
    const label = amenityLabel(amenity, locale);
    return label.lang === locale ? { text: label.text } : { text: label.text, lang: label.lang };
  });
}

let suggestions: readonly Amenity[] | undefined;
/**
 * The editors' suggestions: English name (the value stored) and French, in alphabetical order. Sorted when the
 * editor first asks, not when a public page loads this module: `localeCompare` is the page's first use of Intl
 * (decision 048).
 */
export function amenitySuggestions(): readonly Amenity[] {
  suggestions ??= Object.values(AMENITIES as Record<string, Amenity>)
    .map(({ en, fr }) => ({ en, fr }))
    .sort((a, b) => a.en.localeCompare(b.en, 'en'));
  return suggestions;
}
