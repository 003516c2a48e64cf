import { ISLANDS, PROPERTY_TYPES, STATUSES } from '#app/domain/constants';

/**
 * Synthetic, realistic rows for scale tests and benchmarks: spread over both islands, every type, every
 * price band and status. Deterministic for a given seed, so runs compare like with like.
 */

/** A small seeded generator (mulberry32). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const PLACES: Record<(typeof ISLANDS)[number], string[]> = {
  'Saint Barthélemy': ['Gustavia', 'Flamands', 'Lorient', 'Saint-Jean', 'Pointe Milou', 'Colombier', 'Toiny', 'Vitet', 'Lurin', 'Grand Cul-de-Sac'],
  'Sint Maarten': ['Simpson Bay', 'Maho', 'Cupecoy', 'Pelican Key', 'Dawn Beach', 'Indigo Bay', 'Point Blanche', 'Philipsburg', 'Guana Bay'],
};
const NAMES = ['Azur', 'Corail', 'Soleil', 'Les Ondes', 'Belle Vue', 'Horizon', 'Palmeraie', 'Alizé', 'Lagon', 'Étoile', 'Sable', 'Mangrove'];
const AMENITIES = ['Pool', 'Ocean views', 'Air conditioning', 'Wi-Fi', 'Garden', 'Gym', 'Generator', 'Outdoor kitchen', 'Parking', 'Beach access'];
const IMAGES = ['/images/demo/hero.webp', '/images/demo/island-st-barth.webp', '/images/demo/island-sint-maarten.webp'];
/** Prices per band, so every band of SPEC §9 is well represented. */
const PRICE_BANDS: [number, number][] = [[300_000, 999_999], [1_000_000, 3_000_000], [3_000_000, 5_000_000], [5_000_000, 10_000_000], [10_000_000, 45_000_000]];
const RATE_BANDS: [number, number][] = [[150, 500], [500, 1000], [1000, 2000], [2000, 9000]];
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2020, 0, 1);

/** Mostly published, as on a real site. */
const status = (r: ReturnType<typeof randomSource>) => (r.next() < 0.8 ? 'published' : r.pick(STATUSES.filter((s) => s !== 'published')));

function uuid(r: ReturnType<typeof randomSource>): string {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${(8 + r.int(0, 3)).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function syntheticProperties(count: number, seed = 1, offset = 0) {
  const r = randomSource(seed + offset * 7919);
  return Array.from({ length: count }, (_, i) => {
    const island = r.pick(ISLANDS);
    const location = r.pick(PLACES[island]);
    const [min, max] = r.pick(PRICE_BANDS);
    const bedrooms = r.int(1, 8);
    return {
      id: uuid(r),
      title: `${r.pick(['Villa', 'Maison', 'Residence', 'Casa', 'Domaine'])} ${r.pick(NAMES)} ${offset + i + 1}, ${location}`,
      description: `A ${bedrooms}-bedroom home in ${location}, ${island}.\n\nGenerated for scale testing.`,
      price: Math.round(r.int(min, max) / 1000) * 1000,
      property_type: r.pick(PROPERTY_TYPES),
      location,
      address: `${r.int(1, 200)} Route de ${location}`,
      island,
      bedrooms,
      bathrooms: r.int(1, bedrooms + 1),
      area: r.int(45, 1200),
      status: status(r),
      featured: r.next() < 0.02,
      amenities: AMENITIES.filter(() => r.next() < 0.4),
      images: IMAGES.map((src) => ({ src, alt: '' })),
      latitude: null,
      longitude: null,
      created_at: new Date(EPOCH + r.int(0, 6 * 365) * DAY_MS + r.int(0, DAY_MS)).toISOString(),
    };
  });
}

export function syntheticRentals(count: number, seed = 2, offset = 0) {
  const r = randomSource(seed + offset * 7919);
  return Array.from({ length: count }, (_, i) => {
    const island = r.pick(ISLANDS);
    const location = r.pick(PLACES[island]);
    const [min, max] = r.pick(RATE_BANDS);
    const bedrooms = r.int(1, 7);
    return {
      id: uuid(r),
      title: `${r.pick(['Villa', 'Suite', 'Cottage', 'Loft'])} ${r.pick(NAMES)} ${offset + i + 1}, ${location}`,
      description: `A ${bedrooms}-bedroom rental in ${location}, ${island}.\n\nGenerated for scale testing.`,
      daily_rate: r.int(min, max),
      location,
      address: `${r.int(1, 200)} ${location} Road`,
      island,
      bedrooms,
      bathrooms: r.int(1, bedrooms + 1),
      area: r.int(40, 900),
      status: status(r),
      featured: r.next() < 0.03,
      amenities: AMENITIES.filter(() => r.next() < 0.4),
      images: IMAGES.map((src) => ({ src, alt: '' })),
      latitude: null,
      longitude: null,
      min_stay_days: r.pick([1, 2, 3, 5, 7, 14]),
      max_guests: Math.min(16, bedrooms * 2 + r.int(0, 2)),
      availability_calendar: [],
      created_at: new Date(EPOCH + r.int(0, 6 * 365) * DAY_MS + r.int(0, DAY_MS)).toISOString(),
    };
  });
}

export function syntheticPosts(count: number, seed = 3, offset = 0) {
  const r = randomSource(seed + offset * 7919);
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i + 1;
    return {
      id: uuid(r),
      slug: `market-note-${n}-${uuid(r).slice(0, 8)}`,
      title: `Market Note ${n}: ${r.pick(['Gustavia', 'Simpson Bay', 'Flamands', 'Maho'])} in ${r.pick(['Spring', 'Summer', 'Autumn', 'Winter'])}`,
      content: `## Market note ${n}\n\nGenerated for scale testing. Prices and demand on both islands, with **highlights** and a [link](/properties).`,
      featured_image: r.pick(IMAGES),
      status: status(r),
      created_at: new Date(EPOCH + r.int(0, 6 * 365) * DAY_MS + r.int(0, DAY_MS)).toISOString(),
    };
  });
}
