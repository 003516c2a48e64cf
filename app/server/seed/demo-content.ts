import type { BlogPostRow, LeadMessageRow, PropertyRow, RentalRow } from '#app/domain/entities';
import type { ListingImage } from '#app/domain/media/images';
import { demoSeasons, demoStays, type DemoSeason, type DemoStay } from './demo-bookings';
import { featuredAltFrench, listingFrench, postFrench } from './demo-french';
import { demoViewedListings, type DemoViewedListing } from './demo-page-views';
import { olderDemoLeads, withPipeline, type DemoLead } from './demo-leads';
import { demoGallery, demoPhotoAlt } from './demo-pictures';

/**
 * The demo content of an empty database: listings over both islands covering every price band, type,
 * status and rental filter; blog posts in Markdown; a few inquiries. One module feeds the embedded
 * start-up and supabase/seed.sql (`npm run db:seed-sql`).
 *
 * Every image is a local file drawn by scripts/demo-images/ (npm run images:demo) into public/images/demo/:
 * each listing has a gallery of its own (demo-pictures.ts says what each picture shows, and so gives its alt
 * texts), led by a view of its home that no other card shares. Ids and dates are fixed so links, tests
 * and screenshots stay stable. The end-to-end tests count on some of these values (ids, titles, prices,
 * bedrooms, guests, statuses): change a number here and check tests/e2e/ too.
 */
// The demo listings are priced in dollars (the column's default); the database computes the normalised amounts.
// Their French (titles, descriptions; posts' titles, addresses and contents) is demo-french.ts's, by id; the
// database keeps `french_missing`.
type ListingFrench = 'title_fr' | 'description_fr';
// Discreet locations are on for villas (the rule of migration 20261129000000), set below.
type Discreet = 'approximate_location';
type PostFrench = 'title_fr' | 'content_fr' | 'slug_fr';
export type DemoProperty = Omit<
  PropertyRow,
  'updated_at' | 'price_currency' | 'price_usd' | 'french_missing' | 'rental_id' | ListingFrench | Discreet
> &
  Pick<PropertyRow, Discreet> &
  Partial<Pick<PropertyRow, ListingFrench>>;
export type DemoRental = Omit<
  RentalRow,
  'updated_at' | 'price_currency' | 'daily_rate_usd' | 'french_missing' | ListingFrench | Discreet
> &
  Pick<RentalRow, Discreet> &
  Partial<Pick<RentalRow, ListingFrench>>;
export type DemoBlogPost = Omit<BlogPostRow, 'updated_at' | 'french_missing' | PostFrench> &
  Partial<Pick<BlogPostRow, PostFrench>>;
/** An inquiry as written below; demo-leads.ts adds its pipeline (stage, follow-up…) and older leads. */
export type DemoLeadMessage = LeadMessageRow;

/** Listings as written below: photos by address; `withAltText` gives each its words. */
type Drafted<T> = Omit<T, 'images' | Discreet> & { images: string[] };

function withAltText<T extends { title: string; title_fr: string | null; images: string[] }>(
  listing: T,
): Omit<T, 'images'> & { images: ListingImage[] } {
  return {
    ...listing,
    images: listing.images.map((src) => ({ src, ...demoPhotoAlt(src, listing.title, listing.title_fr) })),
  };
}

const img = (name: string) => `/images/demo/${name}.webp`;

const paragraphs = (...text: string[]) => text.join('\n\n');

const properties: Drafted<DemoProperty>[] = [
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
    title: 'Villa Les Ondes, Pointe Milou',
    description: paragraphs(
      'Perched on the cliffs of Pointe Milou, Villa Les Ondes turns every room towards the Atlantic and towards the long sunsets that settle over the bay of Saint-Jean. The architecture is quiet and generous: honed limestone underfoot, teak ceilings overhead and walls of glass that slide away until the house and its terraces become one continuous space.',
      'A twenty-metre infinity pool runs the length of the main deck, its edge dissolving into the sea beyond. Five bedroom suites are spread across three pavilions for privacy, each with its own terrace, dressing room and garden shower open to the sky. The principal suite occupies the upper floor of the main pavilion, with a private sitting room and a bath set against the view.',
      'Behind the scenes, everything is considered for long stays and gracious entertaining: a separate staff wing with its own entrance, a temperature-controlled wine room, a gym, a standby generator and a cistern large enough for the dry season. The villa is sold furnished, with an established rental history for owners who wish to let it when they are away.',
    ),
    price: 24_500_000,
    property_type: 'villa',
    location: 'Pointe Milou',
    address: 'Chemin de Pointe Milou, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 5,
    bathrooms: 6,
    area: 720,
    status: 'published',
    featured: true,
    amenities: [
      'Infinity pool',
      'Ocean views',
      'Sunset terrace',
      'Wine room',
      'Fitness room',
      'Staff quarters',
      'Outdoor kitchen',
      'Generator',
      'Air conditioning',
    ],
    images: demoGallery('les-ondes'),
    latitude: 17.9183,
    longitude: -62.8211,
    created_at: '2026-10-28T14:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f02',
    title: 'Maison du Port, Gustavia',
    description: paragraphs(
      'Two streets above the harbour, Maison du Port is one of the few Swedish-era houses in Gustavia to have kept its thick stone walls, its hipped roof and its original shutters. A careful restoration has paired that heritage with a calm, contemporary interior in lime plaster, oak and linen.',
      'Mornings begin on the roof terrace, with coffee and the yachts below; evenings end a short walk away at the best tables on the island. Three bedrooms open onto a shaded courtyard with a plunge pool, while a self-contained studio off the garden makes an ideal guest suite or office.',
      'It is as suited to a full-time life in town as to a pied-à-terre: shops, the ferry terminal and Shell Beach are all within a few minutes on foot, and the house can be closed and left with confidence.',
    ),
    price: 6_800_000,
    property_type: 'house',
    location: 'Gustavia',
    address: 'Rue Samuel Fahlberg, Gustavia 97133, Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 3,
    bathrooms: 3,
    area: 260,
    status: 'published',
    featured: true,
    amenities: [
      'Plunge pool',
      'Roof terrace',
      'Harbour views',
      'Guest studio',
      'Original stone walls',
      'Walk to restaurants',
    ],
    images: demoGallery('maison-du-port'),
    latitude: 17.8962,
    longitude: -62.8498,
    created_at: '2026-10-12T10:30:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f03',
    title: 'Flamands Beach House',
    description: paragraphs(
      'Steps from the white sand of Flamands, this single-level beach house is about bare feet and open doors. Four bedrooms open directly onto a lawn shaded by sea grape and coconut palms, with the surf a few paces beyond the garden gate.',
      'The kitchen, dining and living room form one long pavilion beneath a vaulted timber ceiling, cooled by the trade winds through doors on both sides. A deep veranda runs the length of the house, furnished for lazy lunches and for watching the light change over Île Bonhomme.',
      'Beachfront houses at Flamands rarely come to market. This one has been in the same family for three decades, is offered with a seasonal rental licence, and would reward a light refresh with strong income.',
    ),
    price: 12_900_000,
    property_type: 'house',
    location: 'Flamands',
    address: 'Anse des Flamands, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 4,
    bathrooms: 4,
    area: 380,
    status: 'published',
    featured: true,
    amenities: ['Beachfront', 'Pool', 'Tropical garden', 'Outdoor dining', 'Veranda', 'Rental licence'],
    images: demoGallery('flamands-beach-house'),
    latitude: 17.923,
    longitude: -62.8634,
    created_at: '2026-09-30T09:15:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f04',
    title: 'Lorient Garden Cottage',
    description: paragraphs(
      'A classic Creole cottage in the village of Lorient, with a red tin roof, louvred shutters and a veranda wrapped in bougainvillea. The garden is mature and private, planted with frangipani and a pair of old mango trees.',
      'Inside, two bedrooms and two bathrooms have been renovated with a light hand, keeping the painted timber and the high ceilings that keep the house cool. The kitchen opens to a covered terrace and a small pool, and Lorient beach, with its bakery and its morning surfers, is a five-minute walk away.',
      'Ideal as a first home on Saint Barthélemy, with room on the plot to add a guest pavilion, subject to permits.',
    ),
    price: 2_450_000,
    property_type: 'house',
    location: 'Lorient',
    address: 'Route de Lorient, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 2,
    bathrooms: 2,
    area: 140,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Mature garden', 'Veranda', 'Near the beach', 'Outdoor shower'],
    images: demoGallery('lorient-cottage'),
    latitude: 17.9142,
    longitude: -62.8238,
    created_at: '2026-09-02T16:45:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f05',
    title: 'Saint-Jean Bay Apartment',
    description: paragraphs(
      'On the quiet side of the bay of Saint-Jean, this first-floor apartment looks straight over the water to Eden Rock, with the little airport at your back and the beach at your feet.',
      'A single, well-proportioned bedroom, a study nook and a bright living room open onto a deep balcony shaded by a timber pergola. The residence shares a pool, a beach path and gated parking, and is managed by a discreet on-site caretaker.',
      'A turnkey pied-à-terre that rents well in high season, sold fully furnished.',
    ),
    price: 1_350_000,
    property_type: 'apartment',
    location: 'Saint-Jean',
    address: 'Baie de Saint-Jean, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 1,
    bathrooms: 1,
    area: 75,
    status: 'published',
    featured: false,
    amenities: ['Shared pool', 'Sea views', 'Beach access', 'Gated parking', 'Caretaker', 'Furnished'],
    images: demoGallery('saint-jean-apartment'),
    latitude: 17.9013,
    longitude: -62.8337,
    created_at: '2026-08-18T11:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f06',
    title: 'Villa Colombier Heights',
    description: paragraphs(
      'High above the protected bay of Colombier, reached only by a private drive, Villa Colombier Heights is one of the most private estates on the island. Its six pavilions are set into the hillside around a central lawn, so that every room has both a garden and a view of the open sea.',
      'The main pavilion holds a double-height living room, a chef’s kitchen and a dining room for twelve, all opening onto a forty-metre lap pool. A spa with a hammam and treatment room, a cinema and a library complete the reception spaces; the principal suite has its own pool and a terrace that faces the sunset.',
      'Built in 2019 to exacting standards, the estate is largely self-sufficient, with a cistern, a solar array and battery storage, and hurricane-rated glazing throughout. Staff accommodation, a workshop and a helipad-access agreement complete an exceptional offering.',
    ),
    price: 38_000_000,
    property_type: 'villa',
    location: 'Colombier',
    address: 'Hauteurs de Colombier, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 6,
    bathrooms: 7,
    area: 950,
    status: 'published',
    featured: false,
    amenities: [
      'Lap pool',
      'Solar power',
      'Hurricane glazing',
      'Cinema room',
      'Spa and hammam',
      'Library',
      'Staff quarters',
      'Helipad access',
    ],
    images: demoGallery('colombier-heights'),
    latitude: null,
    longitude: null,
    created_at: '2026-07-30T08:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f07',
    title: 'Maho Beach Residence',
    description: paragraphs(
      'A three-bedroom residence in a small, well-run building steps from Maho Beach, with a broad terrace facing the sea and the famous sunsets of the west end.',
      'Recently renovated with an open kitchen, pale oak floors, generous storage and new air conditioning throughout, it is ready to move into. Residents share a pool, a gym and a twenty-four-hour concierge; restaurants, the casino and the beach are all on foot.',
      'Dollar-denominated, in a building with a strong holiday-rental track record all year round: a practical first investment on the Dutch side.',
    ),
    price: 1_850_000,
    property_type: 'apartment',
    location: 'Maho',
    address: 'Rhine Road, Maho, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 3,
    bathrooms: 2,
    area: 165,
    status: 'published',
    featured: true,
    amenities: ['Sea views', 'Community pool', 'Gated', 'Gym', 'Concierge', 'Walk to the beach'],
    images: demoGallery('maho-beach-residence'),
    latitude: 18.0418,
    longitude: -63.1187,
    created_at: '2026-10-20T15:20:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f08',
    title: 'Cupecoy Cliffside Penthouse',
    description: paragraphs(
      'The entire top floor of a boutique building on the Cupecoy cliffs, with a wraparound terrace, a private rooftop pool and nothing between you and the horizon but the open Caribbean.',
      'Four bedroom suites are arranged around a central living space with floor-to-ceiling glass on three sides. The kitchen is by an Italian maker, the floors are travertine, and the media room doubles as a fifth bedroom for visiting family.',
      'Two covered parking spaces and a private lift are included. The marina and restaurants of Porto Cupecoy are a short walk away, and the airport is ten minutes by car.',
    ),
    price: 3_950_000,
    property_type: 'apartment',
    location: 'Cupecoy',
    address: 'Cupecoy Road, Cupecoy, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 4,
    bathrooms: 4,
    area: 310,
    status: 'published',
    featured: false,
    amenities: [
      'Rooftop pool',
      'Sunset views',
      'Wraparound terrace',
      'Media room',
      'Private lift',
      'Two parking spaces',
    ],
    images: demoGallery('cupecoy-penthouse'),
    latitude: 18.0525,
    longitude: -63.1345,
    created_at: '2026-08-05T13:10:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f09',
    title: 'Indigo Bay Estate',
    description: paragraphs(
      'A modern estate above the quiet crescent of Indigo Bay: five bedrooms, a seventeen-metre pool and a separate guest house, set in two acres of landscaped hillside that descend towards the sand.',
      'The living spaces open fully onto a covered terrace with an outdoor kitchen and a dining table for fourteen. Above, the principal suite has a private terrace with views across to Saba on clear days.',
      'A rare combination of land, privacy and beach access on the Dutch side, within fifteen minutes of Philipsburg and the marinas of Simpson Bay.',
    ),
    price: 7_400_000,
    property_type: 'villa',
    location: 'Indigo Bay',
    address: 'Indigo Bay, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 5,
    bathrooms: 5,
    area: 540,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Guest house', 'Outdoor kitchen', 'Beach access', 'Two acres', 'Generator', 'Gated drive'],
    images: demoGallery('indigo-bay-estate'),
    latitude: 18.0195,
    longitude: -63.069,
    created_at: '2026-06-21T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f10',
    title: 'Pelican Key Family Home',
    description: paragraphs(
      'A generous family home on a quiet cul-de-sac at Pelican Key, with four bedrooms, a pool framed by palms and a covered terrace that catches the evening breeze off Simpson Bay.',
      'The layout is easy and sociable: a large kitchen at the heart of the house, a living room that opens to the garden, and bedrooms grouped for parents and children. Storm shutters are fitted throughout and the roof was replaced in 2022.',
      'Close to the international schools, the marinas and the airport, it is a practical and handsome place to put down roots.',
    ),
    price: 1_150_000,
    property_type: 'house',
    location: 'Pelican Key',
    address: 'Pelican Key Road, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 4,
    bathrooms: 3,
    area: 230,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Garden', 'Sea views', 'Storm shutters', 'Covered parking'],
    images: demoGallery('pelican-key-home'),
    latitude: null,
    longitude: null,
    created_at: '2026-05-14T09:40:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f11',
    title: 'Philipsburg Boardwalk Studio',
    description: paragraphs(
      'A bright studio a few steps from the Great Bay boardwalk, with a balcony over Front Street and a glimpse of the sea between the rooftops.',
      'Cleverly planned, with a sleeping alcove, a full kitchen and a bathroom in pale stone, it is sold furnished and ready to let. The building has a lift, secure entry and a small rooftop terrace shared by residents.',
      'An accessible entry to the Sint Maarten market, with a management agreement available for owners who prefer to be hands-off.',
    ),
    price: 395_000,
    property_type: 'apartment',
    location: 'Philipsburg',
    address: 'Front Street, Philipsburg, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 1,
    bathrooms: 1,
    area: 48,
    status: 'published',
    featured: false,
    amenities: ['Furnished', 'Balcony', 'Near the beach', 'Lift', 'Shared roof terrace'],
    images: demoGallery('philipsburg-studio'),
    latitude: 18.0237,
    longitude: -63.0458,
    created_at: '2026-04-03T12:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f12',
    title: 'Dawn Beach Villa',
    description: paragraphs(
      'A four-bedroom villa on the hillside above Dawn Beach, facing east towards Saint Barthélemy and the morning sun, with a pool terrace carved into the slope.',
      'Negotiations are under way, so the listing is kept off the public site until they conclude.',
    ),
    price: 4_600_000,
    property_type: 'villa',
    location: 'Dawn Beach',
    address: 'Dawn Beach, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 4,
    bathrooms: 4,
    area: 360,
    status: 'draft',
    featured: false,
    amenities: ['Pool', 'Sunrise views', 'Covered terrace', 'Air conditioning', 'Walk to the beach'],
    images: demoGallery('dawn-beach-villa'),
    latitude: 18.0556,
    longitude: -63.0193,
    created_at: '2026-10-30T18:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f13',
    title: 'Toiny Coast Retreat',
    description: paragraphs(
      'A three-bedroom retreat on the wild Toiny coast, where the Atlantic swell meets black rock and the nearest neighbour is a goat path away.',
      'Sold in 2025; kept in the archive for the record and for comparable sales.',
    ),
    price: 9_200_000,
    property_type: 'villa',
    location: 'Toiny',
    address: 'Anse Toiny, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 3,
    bathrooms: 3,
    area: 300,
    status: 'archived',
    featured: false,
    amenities: ['Pool', 'Ocean views', 'Coastal path', 'Outdoor shower', 'Generator'],
    images: demoGallery('toiny-retreat'),
    latitude: 17.9076,
    longitude: -62.7988,
    created_at: '2025-11-10T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f14',
    title: 'Marigot Hill Villa, Vitet',
    description: paragraphs(
      'On the green shoulder of Vitet, this three-bedroom villa looks down the valley to the bay of Marigot and the reef beyond. The house is a series of white volumes linked by shaded walkways, planted with palms and frangipani.',
      'A timber pergola shelters the outdoor living room beside the pool, and each bedroom has a terrace of its own. The kitchen was redone in 2024, and the property has a cistern and a generator for peace of mind.',
      'Quiet, breezy and ten minutes from Saint-Jean: a retreat that still feels close to everything.',
    ),
    price: 4_250_000,
    property_type: 'villa',
    location: 'Vitet',
    address: 'Vitet, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 3,
    bathrooms: 3,
    area: 240,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Valley and sea views', 'Pergola', 'Garden', 'Cistern', 'Generator'],
    images: demoGallery('vitet-villa'),
    latitude: 17.9079,
    longitude: -62.8139,
    created_at: '2026-03-22T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f15',
    title: 'Simpson Bay Marina Apartment',
    description: paragraphs(
      'A two-bedroom apartment on the Simpson Bay lagoon, with a long balcony over the marina and a berth for a tender available in the same complex.',
      'The rooms are simple and light, finished in white and pale wood, with a kitchen open to the living room and both bedrooms en suite. The residence has a pool, round-the-clock security and covered parking.',
      'A lock-and-leave home for owners who arrive by air and leave by sea: the airport is five minutes away, the bridge to the open water two.',
    ),
    price: 780_000,
    property_type: 'apartment',
    location: 'Simpson Bay',
    address: 'Welfare Road, Simpson Bay, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 105,
    status: 'published',
    featured: false,
    amenities: ['Marina views', 'Berth available', 'Community pool', 'Security', 'Covered parking'],
    images: demoGallery('simpson-bay-apartment'),
    latitude: 18.0392,
    longitude: -63.0976,
    created_at: '2026-02-14T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f16',
    title: 'Guana Bay Surf House',
    description: paragraphs(
      'A relaxed five-bedroom house above Guana Bay, the windward beach beloved by surfers and by anyone who likes their sea lively and their sunrise early.',
      'The main house has an outdoor living room under a deep roof, a pool on the lawn and three bedrooms; a separate apartment with two further bedrooms suits guests, staff or a long-term tenant.',
      'Philipsburg is fifteen minutes away and the beach is a short walk down the hill.',
    ),
    price: 2_950_000,
    property_type: 'house',
    location: 'Guana Bay',
    address: 'Guana Bay Road, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 5,
    bathrooms: 4,
    area: 410,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Ocean views', 'Guest apartment', 'Outdoor living room', 'Near the surf', 'Board storage'],
    images: demoGallery('guana-bay-house'),
    latitude: 18.0301,
    longitude: -63.0274,
    created_at: '2026-01-09T10:00:00.000Z',
  },
];

const rentals: Drafted<DemoRental>[] = [
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
    title: 'Villa Azur, Lurin',
    description: paragraphs(
      'High on the hill of Lurin, Villa Azur looks down over Gustavia harbour and out to the islets beyond, a view that changes by the hour as the yachts come and go.',
      'Five air-conditioned suites open onto terraces, and the heated pool is wrapped by a teak deck with loungers and a shaded dining pavilion. The kitchen is fully equipped for a private chef, and the living room opens entirely to the breeze.',
      'Daily housekeeping, a concierge on call and a car delivered on arrival are included. Gustavia’s restaurants are five minutes away, Shell Beach ten.',
    ),
    daily_rate: 2_400,
    location: 'Lurin',
    address: 'Lurin, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 5,
    bathrooms: 5,
    area: 320,
    status: 'published',
    featured: true,
    amenities: [
      'Heated pool',
      'Harbour views',
      'Daily housekeeping',
      'Concierge',
      'Car on arrival',
      'Air conditioning',
      'Wi-Fi',
      'Chef’s kitchen',
    ],
    images: demoGallery('villa-azur'),
    latitude: 17.8925,
    longitude: -62.8412,
    min_stay_days: 7,
    max_guests: 8,
    availability_calendar: [],
    security_deposit: 10_000,
    created_at: '2026-10-25T12:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02',
    title: 'Case Corail, Grand Cul-de-Sac',
    description: paragraphs(
      'A traditional case on the edge of the Grand Cul-de-Sac lagoon, painted coral and white, with a veranda that looks across the calm, shallow water to the reef.',
      'Two bedrooms, a simple kitchen and an outdoor shower in the garden; kayaks and paddleboards wait at the water’s edge for the morning.',
      'Simple, beautiful and quiet. The kite-surfers put on a show every afternoon, and the restaurants of the bay are a stroll along the sand.',
    ),
    daily_rate: 850,
    location: 'Grand Cul-de-Sac',
    address: 'Grand Cul-de-Sac, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 2,
    bathrooms: 2,
    area: 110,
    status: 'published',
    featured: false,
    amenities: ['Lagoon front', 'Kayaks', 'Paddleboards', 'Outdoor shower', 'Veranda', 'Wi-Fi'],
    images: demoGallery('case-corail'),
    latitude: 17.9121,
    longitude: -62.7972,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    security_deposit: 3_000,
    created_at: '2026-09-14T09:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d03',
    title: 'Gustavia Harbour Loft',
    description: paragraphs(
      'A one-bedroom loft above the harbour in Gustavia, with a balcony over the quay and the masts of the yachts at eye level.',
      'White walls, a cedar ceiling and a king-size bed facing the water; the kitchen is small but complete, and the shower is generous.',
      'Perfect for a couple who want the island’s restaurants, boutiques and evening walks on foot, with the ferry to Saint-Martin around the corner.',
    ),
    daily_rate: 450,
    location: 'Gustavia',
    address: 'Rue du Bord de Mer, Gustavia 97133, Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 1,
    bathrooms: 1,
    area: 55,
    status: 'published',
    featured: false,
    amenities: ['Harbour views', 'Balcony', 'Walk to restaurants', 'Air conditioning', 'Wi-Fi'],
    images: demoGallery('gustavia-loft'),
    latitude: 17.8967,
    longitude: -62.8511,
    min_stay_days: 1,
    max_guests: 2,
    availability_calendar: [],
    security_deposit: 1_500,
    created_at: '2026-08-22T10:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d04',
    title: 'Villa Soleil, Simpson Bay',
    description: paragraphs(
      'A contemporary villa on the lagoon side of Simpson Bay, with a private dock, a pool facing west and sunsets that turn the water copper.',
      'Three en-suite bedrooms, an open living room and a kitchen with an island for cooking together; the terrace has a dining table for eight under a pergola and loungers along the pool.',
      'Bring a boat or hire one: the dock takes a twelve-metre vessel, and the marinas, restaurants and the airport are all within ten minutes.',
    ),
    daily_rate: 1_200,
    location: 'Simpson Bay',
    address: 'Simpson Bay Lagoon, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 3,
    bathrooms: 3,
    area: 210,
    status: 'published',
    featured: true,
    amenities: ['Private dock', 'Pool', 'Lagoon views', 'Pergola', 'Air conditioning', 'Wi-Fi', 'Weekly housekeeping'],
    images: demoGallery('villa-soleil'),
    latitude: 18.0366,
    longitude: -63.0951,
    min_stay_days: 5,
    max_guests: 6,
    availability_calendar: [],
    security_deposit: 5_000,
    created_at: '2026-10-05T14:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d05',
    title: 'Dawn Beach Suite',
    description: paragraphs(
      'A sunrise-facing suite in a small residence above Dawn Beach, with a private terrace looking east to Saint Barthélemy.',
      'One bedroom, a kitchenette and a living area that opens onto the terrace; the residence has a pool and a path down to the snorkelling reef.',
      'An easy, good-value base for exploring both sides of the island.',
    ),
    daily_rate: 320,
    location: 'Dawn Beach',
    address: 'Dawn Beach, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 1,
    bathrooms: 1,
    area: 60,
    status: 'published',
    featured: false,
    amenities: ['Sunrise views', 'Shared pool', 'Terrace', 'Snorkelling', 'Wi-Fi'],
    images: demoGallery('dawn-beach-suite'),
    latitude: 18.0578,
    longitude: -63.0177,
    min_stay_days: 2,
    max_guests: 2,
    availability_calendar: [],
    security_deposit: 1_000,
    created_at: '2026-07-19T11:30:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d06',
    title: 'Pointe Blanche Estate',
    description: paragraphs(
      'A six-bedroom estate on the Point Blanche headland, with water on three sides and views from Philipsburg to the cruise piers and out to sea.',
      'Two wings frame a thirty-metre pool; the main house holds the living and dining rooms, a kitchen with a separate staff kitchen and the principal suite, while the guest wing has five further suites, a games room and a gym.',
      'Fully staffed, with a chef, a butler and daily housekeeping included. Made for family gatherings and milestone celebrations of up to twelve guests.',
    ),
    daily_rate: 4_800,
    location: 'Point Blanche',
    address: 'Point Blanche, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 6,
    bathrooms: 7,
    area: 800,
    status: 'published',
    featured: false,
    amenities: [
      'Infinity pool',
      'Private chef',
      'Butler service',
      'Gym',
      'Games room',
      'Ocean views',
      'Daily housekeeping',
      'Generator',
    ],
    images: demoGallery('pointe-blanche-estate'),
    latitude: 18.0106,
    longitude: -63.0391,
    min_stay_days: 7,
    max_guests: 12,
    availability_calendar: [],
    security_deposit: 20_000,
    created_at: '2026-06-02T08:30:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d07',
    title: 'Saline Hillside Villa',
    description: paragraphs(
      'A four-bedroom villa in the hills behind Grande Saline, the island’s most unspoilt beach, with a pool terrace that looks across the salt pond to the sea.',
      'The house is open and airy, with polished concrete floors, linen and rattan, and a kitchen that opens to an outdoor dining table under the almond tree.',
      'The beach is a five-minute drive or a pleasant walk along the pond; come early for the morning light and the empty sand.',
    ),
    daily_rate: 1_650,
    location: 'Saline',
    address: 'Grande Saline, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 4,
    bathrooms: 3,
    area: 200,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Sea views', 'Outdoor dining', 'Air conditioning', 'Wi-Fi', 'Near Saline beach'],
    images: demoGallery('saline-villa'),
    latitude: 17.9019,
    longitude: -62.8069,
    min_stay_days: 5,
    max_guests: 6,
    availability_calendar: [],
    security_deposit: 7_500,
    created_at: '2026-05-27T10:15:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d08',
    title: 'Maho Family Apartment',
    description: paragraphs(
      'A two-bedroom apartment in Maho, a short walk from the beach where the planes sweep in low over the sand.',
      'Practical and comfortable, with a full kitchen, a washer and a balcony facing the pool garden; the second bedroom has twin beds for children.',
      'Shops, restaurants and the beach are all on foot, so a car is optional.',
    ),
    daily_rate: 600,
    location: 'Maho',
    address: 'Maho, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 95,
    status: 'published',
    featured: false,
    amenities: ['Community pool', 'Balcony', 'Washer', 'Walk to the beach', 'Cot on request', 'Wi-Fi'],
    images: demoGallery('maho-family-apartment'),
    latitude: 18.0423,
    longitude: -63.1176,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    security_deposit: 2_500,
    created_at: '2026-04-11T13:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d09',
    title: 'Anse des Cayes Bungalow',
    description: paragraphs(
      'A one-bedroom bungalow a few steps from the reef at Anse des Cayes, with a shaded deck and an outdoor shower.',
      'Being photographed and readied for the coming season; it will go live once the new kitchen is in.',
    ),
    daily_rate: 550,
    location: 'Anse des Cayes',
    address: 'Anse des Cayes, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 1,
    bathrooms: 1,
    area: 50,
    status: 'draft',
    featured: false,
    amenities: ['Near the beach', 'Deck', 'Outdoor shower', 'Snorkelling gear', 'Wi-Fi'],
    images: demoGallery('anse-des-cayes-bungalow'),
    latitude: 17.9194,
    longitude: -62.8496,
    min_stay_days: 2,
    max_guests: 2,
    availability_calendar: [],
    security_deposit: 2_000,
    created_at: '2026-10-31T09:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d10',
    title: 'Cupecoy Sunset Condo',
    description: paragraphs(
      'A two-bedroom condominium on the Cupecoy cliffs with a sunset balcony.',
      'Withdrawn from the rental programme by its owners in 2025 and kept in the archive.',
    ),
    daily_rate: 700,
    location: 'Cupecoy',
    address: 'Cupecoy, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 100,
    status: 'archived',
    featured: false,
    amenities: ['Sunset views', 'Balcony', 'Community pool', 'Parking', 'Wi-Fi'],
    images: demoGallery('cupecoy-condo'),
    latitude: 18.0515,
    longitude: -63.1335,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    security_deposit: 2_500,
    created_at: '2025-12-01T09:00:00.000Z',
  },
];

const blogPosts: Omit<DemoBlogPost, 'featured_image_meta'>[] = [
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a01',
    slug: 'buying-property-in-st-barth-as-a-foreigner',
    title: 'Buying Property in St. Barth as a Foreigner',
    featured_image: img('blog-04'),
    status: 'published',
    created_at: '2026-10-15T09:00:00.000Z',
    content: `Saint Barthélemy welcomes buyers from every country, and there is no residency requirement and no special permit for a foreign purchaser. The purchase follows French civil law, which is careful, predictable and, once you know its rhythm, reassuring. Here is how it works, from the first viewing to the keys.

## Before you make an offer

The island is small and the market is discreet: many of the finest houses are sold without ever appearing in public. Work with an agent who knows which owners are quietly open to offers, and who can tell you honestly how a house has been built and maintained. Salt air, termites and heavy rain are hard on buildings, so ask about the age of the roof, the state of the cistern and the last time the shutters were serviced.

It also pays to decide early how you will hold the property. Buyers choose between owning in their own names, through a French *société civile immobilière* (SCI) or through a company in their home country. The right answer depends on your tax residence and on your plans for inheritance, so speak to an adviser before you sign anything.

## The steps, in order

1. **Offer and acceptance.** Once a price is agreed in writing, the seller's notary prepares a preliminary contract, the *compromis de vente*, which sets out the price, the timetable and any conditions, such as financing.
2. **Deposit.** The buyer places a deposit, usually 10% of the price, in the notary's escrow account. After a short cooling-off period it is committed.
3. **Searches.** The notary checks the title, the easements, the planning position and any mortgages. This takes eight to twelve weeks, sometimes longer for older houses.
4. **Completion.** The final deed, the *acte authentique*, is signed before the notary, the balance is paid and the keys change hands. You may sign by power of attorney if you cannot travel.

> The notary acts for the state, not for either party: a quiet guarantee that every step is done properly.

## What it costs

Budget for *notary fees and registration duties* on top of the price; on an existing home they are usually in the region of 5 to 7%, and your notary will give you an exact figure before you commit. Agency fees are generally paid by the seller and included in the asking price. Holding costs on the island are modest compared with mainland France, although insurance, staff and maintenance for a large villa add up, and it is wise to plan a yearly budget from the outset.

## Financing

Local and French banks lend to non-residents, typically up to 50 or 60% of the value, and they will want to see a clear picture of your income and assets. Many of our clients buy in cash to move quickly and arrange a mortgage afterwards.

## Our advice

Take your time, see a house in the rain as well as in the sun, and put together a small team you trust: agent, notary and tax adviser. The island rewards patience.

Ready to look? Browse our [properties for sale](/properties), read about [property management](/property-management) once you own, or [talk to an agent](/contact).`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a02',
    slug: 'sint-maarten-rental-yields-explained',
    title: 'Sint Maarten Rental Yields, Explained',
    featured_image: img('blog-02'),
    status: 'published',
    created_at: '2026-09-20T09:00:00.000Z',
    content: `Sint Maarten, the Dutch side of the island, is one of the few places in the Caribbean where a well-chosen apartment can earn a double-digit gross yield. Millions of visitors arrive every year by air and by sea, prices are quoted in US dollars, and the holiday season is long. But the headline figure is only the beginning of the story.

## Gross and net

A **gross yield** is simply the rent received in a year divided by the price paid. A two-bedroom apartment in Simpson Bay bought for $600,000 that lets for $250 a night, 70% of the year, earns about $64,000, a gross yield of roughly 10.6%.

A **net yield** is what is left after the costs of running it. For a typical holiday rental, expect:

- management and marketing, usually 8 to 15% of rental income;
- cleaning and linen between guests;
- building fees, insurance and maintenance;
- utilities, internet and the occasional replacement sofa.

After those costs, the same apartment might net 6 to 8%, still an excellent figure by international standards.

## What moves the numbers

*Location* comes first. Apartments within walking distance of the beaches at Maho, Simpson Bay and Cupecoy let for more nights at higher rates than those inland. *Views* come a close second: guests pay a premium for a sunset from the balcony.

*Presentation* matters more than most owners expect. Good photographs, a well-equipped kitchen and fast, reliable Wi-Fi translate directly into reviews and occupancy.

*Seasonality* shapes the year. December to April is high season, with rates often double those of the summer. A good manager fills the shoulder months with longer stays and regional visitors.

## Long lets or holiday lets?

Long-term lets to professionals and families offer steadier income with fewer costs, at a lower gross yield of perhaps 6 to 8%. Holiday lets earn more but need more attention. Some owners do both: a long let in the summer months and holiday guests in the winter.

## A word on risk

Every investment carries risk. Hurricane season runs from June to November, and good insurance, sound construction and an emergency plan are part of the cost of owning here. Currency is rarely a concern for buyers who earn in dollars.

## Next steps

Our [investment guide](/investment) sets out why so many buyers choose Sint Maarten, and our [property management](/property-management) packages show what a professional manager takes on. When you are ready, [browse the listings](/properties) or [ask us for projections](/contact) on a specific property.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a03',
    slug: 'hurricane-season-a-checklist-for-owners',
    title: 'Hurricane Season: A Checklist for Owners',
    featured_image: img('blog-03'),
    status: 'published',
    created_at: '2026-08-10T09:00:00.000Z',
    content: `Hurricane season in the northern Caribbean runs from the first of June to the end of November, with the busiest weeks usually falling between mid-August and mid-October. Most seasons pass the islands by, but the owners who sleep best are the ones who prepared in May. This is the checklist we use for the homes we manage.

## Before the season

- **Review your insurance.** Check that the policy covers wind and flood, know your deductible, and keep a digital copy of the documents somewhere you can reach from anywhere.
- **Photograph everything.** A short video walk-through of each room, with the serial numbers of major appliances, makes any claim faster.
- **Service the shutters.** Test every storm shutter and hurricane panel, oil the tracks and label each panel with the opening it belongs to.
- **Check the roof and gutters.** Loose sheets, tired fixings and blocked drains do the most damage in a storm.
- **Trim the garden.** Cut back branches that overhang the roof, and palms that have grown heavy with coconuts.
- **Test the generator and the cistern.** Run the generator under load, and make sure the pumps and filters are in good order.

## When a storm is forecast

Watches are usually issued 48 hours before a storm is expected; warnings, 36 hours. At the watch stage:

1. Bring in or tie down outdoor furniture, parasols and planters.
2. Close and lock the shutters, starting with the windward side.
3. Turn off the gas, fill the cistern and lower the level of the pool slightly.
4. Move valuables and electronics away from windows and off the floor.
5. Stock water, batteries, a first-aid kit and a week of non-perishable food.

> A well-prepared house is rarely the one that makes the news.

## After the storm

Wait for the authorities' all-clear before going out. Then photograph any damage before you touch it, make temporary repairs to stop further water getting in, and contact your insurer as early as you can. Keep every receipt.

## If you are away

Most of our owners are not on the island when a storm passes. That is why a clear plan, agreed in advance with a local manager, matters: who closes the shutters, who checks the house afterwards, and how quickly you hear from them. Our [property management](/property-management) packages include storm preparation and a post-storm inspection with photographs, so that you know within hours how your home has fared.

If you would like us to look after your house this season, [get in touch](/contact).`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a04',
    slug: 'a-weekend-in-gustavia',
    title: 'A Weekend in Gustavia',
    featured_image: img('blog-01'),
    status: 'published',
    created_at: '2026-07-02T09:00:00.000Z',
    content: `Gustavia is the smallest of capitals and one of the most charming: a horseshoe of red roofs and white walls around a harbour full of yachts, with the hills rising green behind. You can walk from one side to the other in twenty minutes, and yet a weekend barely scratches the surface. Here is how we would spend one.

## Friday evening

Arrive in time for the light. Take a drink on the quay as the sun drops behind the harbour mouth and the yachts switch on their lights one by one. Dinner is best taken early and unhurried; the restaurants along the water fill up by nine.

## Saturday

### Morning

Start with coffee and a croissant in one of the cafés on **Rue de la République**, then walk up to *Fort Karl* for the view over the town, the harbour and, on a clear day, Saba and Saint Eustatius on the horizon. It is a short climb, best done before the heat of the day.

Come down by way of the **Wall House**, which holds the island's small museum. Its collection tells the story of Gustavia's Swedish century, from 1784 to 1878, which explains the Scandinavian street names and the little bell tower that still rings the hours.

### Afternoon

Walk over the hill to **Shell Beach**, ten minutes from the centre, where the sand is made of millions of tiny shells. Swim, read, and stay for lunch under the sea grape trees. The water is calm and clear on most days, and good for snorkelling along the rocks.

### Evening

Gustavia's boutiques stay open late on Saturdays. Afterwards, find a table with a view of the harbour; the town is at its most beautiful after dark, when the lights of the hillside houses are reflected in the water.

## Sunday

Take a boat trip. Half a day is enough to reach the beaches of *Colombier*, accessible only by sea or by a footpath, and to snorkel with turtles in the bay. Back in town, a long lunch and a last walk along the quay complete the weekend.

## Practical notes

- The harbour is busiest from December to April, when the largest yachts are in port.
- Parking in town is limited; a small car or scooter makes life easier.
- Most shops close for a long lunch and on Sunday afternoons.

Thinking of staying longer? Our [rentals](/rentals) include a loft above the harbour, and the [properties for sale](/properties) include one of the few Swedish-era houses left in town.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a05',
    slug: 'five-ways-to-make-a-rental-villa-stand-out',
    title: 'Five Ways to Make a Rental Villa Stand Out',
    featured_image: img('blog-05'),
    status: 'published',
    created_at: '2026-05-18T09:00:00.000Z',
    content: `On both islands, the best-run holiday homes share a handful of habits. None of them is expensive, and together they make the difference between a house that fills itself every winter and one that waits for the phone to ring. These are the five we recommend to every owner who joins our rental programme.

## 1. Photographs in the right light

Guests choose with their eyes. Shoot the terrace and the pool at *golden hour*, the bedrooms in soft morning light, and the view on a clear day after rain, when the air is clean. Lead with your best image: it becomes the card that guests see first. Refresh the set whenever you change furniture or repaint.

## 2. A description that tells the truth, well

Describe the house as a guest will live in it: where the sun rises, which bedroom has the best view, how long it takes to walk to the beach. Be precise about beds and bathrooms, about steps and slopes, and about anything a family with small children or an older guest would need to know. Honest listings earn better reviews.

## 3. Comfort that guests notice

A few details do most of the work:

- **Beds and linen** of hotel quality, with a choice of pillows.
- **Fast, reliable Wi-Fi** in every room and on the terrace.
- **A properly equipped kitchen**: sharp knives, a good coffee machine, enough glasses for a party.
- **Shade and seating** outdoors, because that is where guests spend their days.

## 4. Welcome and service

The first hour sets the tone. Meet guests in person, show them how the house works, and leave something local on the table: fruit, rum, a loaf from the bakery. A concierge who can book a boat, a chef or a table at short notice turns a good stay into a memorable one.

## 5. Care between stays

Inspect the house after every departure, not only when something is reported. Keep a log of small repairs and fix them before the next arrival. Service the pool, the air conditioning and the generator on a schedule, and plan a deeper refresh every off-season. A house that looks cared for is treated with care.

> Occupancy follows reviews, and reviews follow the small things.

## Pricing, calendars and the rest

Set rates by season and adjust them as the calendar fills. Minimum stays of five or seven nights in high season reduce turnover costs; shorter stays fill the gaps in summer.

If you would rather not do all of this yourself, our [property management](/property-management) packages cover marketing, guests, housekeeping and maintenance, with a monthly statement you can read in two minutes. [Contact us](/contact) to arrange a visit.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a06',
    slug: 'the-2027-market-outlook',
    title: 'The 2027 Market Outlook',
    featured_image: img('blog-06'),
    status: 'draft',
    created_at: '2026-11-01T09:00:00.000Z',
    content: `*Draft: figures to be confirmed with the notaries' year-end statistics before publication.*

As the year closes, both islands are entering the winter season with full calendars and a shortage of good houses for sale. This note sets out what we are seeing and what we expect for the year ahead.

## Saint Barthélemy

Supply remains the defining feature of the market. Fewer than a dozen villas above ten million dollars changed hands this year, and most of them were sold privately. Prices at the top of the market have held firm, and we expect them to continue to do so, because the island's planning rules limit new building and owners rarely sell in a hurry.

- Villas with sea views and walking access to a beach remain the most sought after.
- Renovation projects are attracting younger buyers who want to put their own mark on a house.
- Rental demand for the holiday weeks is already close to capacity.

## Sint Maarten

On the Dutch side, activity is broader. New residences at Cupecoy and Simpson Bay are selling well off plan, and resale apartments near the beaches are in steady demand from investors looking for rental income. We expect:

1. continued interest from North American buyers, attracted by the dollar economy;
2. stable to slightly rising prices for apartments within walking distance of a beach;
3. more long-term lets, as professionals relocate to the island.

## What it means for buyers and sellers

For buyers, the message is to be ready: arrange financing early, visit in the low season when owners have time to talk, and be prepared to move quickly when the right house appears. For sellers, well-presented homes at realistic prices continue to sell within a season.

Read more about [investing in Sint Maarten](/investment), or [speak to an agent](/contact) about your plans for 2027.`,
  },
];

const inquiries: DemoLeadMessage[] = [
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c01',
    name: 'Charlotte Dubois',
    email: 'charlotte.dubois@example.com',
    phone: '+33 6 12 34 56 78',
    message:
      'I\'m interested in learning more about "Villa Les Ondes, Pointe Milou". Please provide additional information. We would be on the island from 12 to 19 January and would love to arrange a viewing, ideally late afternoon so we can see the terrace at sunset.',
    read: false,
    source: 'property',
    property_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
    rental_id: null,
    stay_id: null,
    locale: 'en',
    created_at: '2026-11-18T16:20:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c02',
    name: 'James Whitaker',
    email: 'j.whitaker@example.com',
    phone: '+1 212 555 0148',
    message:
      'We are a family of six looking at Villa Azur for the two weeks from 20 December. Is it still available, and could the concierge arrange a boat for a day trip to Colombier?',
    read: false,
    source: 'rental',
    property_id: null,
    rental_id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
    stay_id: null,
    locale: 'en',
    created_at: '2026-11-17T10:05:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c03',
    name: 'Sofia Marquez',
    email: 'sofia.marquez@example.com',
    phone: null,
    message:
      'My husband and I own a three-bedroom villa in Vitet and are looking for a new management company for the coming season. Could you send details of your Premium and Luxury packages?',
    read: true,
    source: 'contact',
    property_id: null,
    rental_id: null,
    stay_id: null,
    locale: 'en',
    created_at: '2026-11-12T08:45:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c04',
    name: 'Henrik Larsson',
    email: 'henrik.larsson@example.com',
    phone: '+46 70 123 45 67',
    message:
      'I\'m interested in learning more about "Maho Beach Residence". Please provide additional information. In particular, what are the monthly building fees, and what occupancy has it achieved as a holiday rental?',
    read: true,
    source: 'property',
    property_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f07',
    rental_id: null,
    stay_id: null,
    locale: 'en',
    created_at: '2026-11-05T19:30:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c05',
    name: 'Amelia Grant',
    email: 'amelia.grant@example.com',
    phone: '+44 7700 900123',
    message:
      'Could you confirm whether Villa Soleil’s dock can take a 10-metre catamaran? We would like to book for a week in March for four adults.',
    read: false,
    source: 'rental',
    property_id: null,
    rental_id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d04',
    stay_id: null,
    locale: 'en',
    created_at: '2026-10-29T13:10:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c06',
    name: 'Marc Lefèvre',
    email: 'marc.lefevre@example.com',
    phone: '+590 690 12 34 56',
    message:
      'Bonjour, we are considering selling our apartment in Saint-Jean next year. Could one of your agents visit to give us a valuation?',
    read: true,
    source: 'contact',
    property_id: null,
    rental_id: null,
    stay_id: null,
    locale: 'en',
    created_at: '2026-10-21T11:00:00.000Z',
  },
];

export const demoContent: {
  properties: DemoProperty[];
  rentals: DemoRental[];
  blogPosts: DemoBlogPost[];
  inquiries: DemoLead[];
  seasons: DemoSeason[];
  stays: DemoStay[];
  pageViews: DemoViewedListing[];
} = {
  // Every row has the same columns (seed.sql inserts them in one statement): no translation is null.
  properties: properties.map((property) =>
    withAltText({
      title_fr: null,
      description_fr: null,
      approximate_location: property.property_type === 'villa',
      ...property,
      ...listingFrench(property.id),
    }),
  ),
  rentals: rentals.map((rental) =>
    withAltText({
      title_fr: null,
      description_fr: null,
      approximate_location: true,
      ...rental,
      ...listingFrench(rental.id),
    }),
  ),
  blogPosts: blogPosts.map((post) => {
    const french = postFrench(post.id);
    return {
      title_fr: null,
      content_fr: null,
      slug_fr: null,
      ...post,
      ...french,
      featured_image_meta: {
        alt: `Illustration for “${post.title}”`,
        alt_fr: french && featuredAltFrench(french.title_fr),
      },
    };
  }),
  inquiries: [...withPipeline(inquiries), ...olderDemoLeads],
  seasons: demoSeasons(rentals),
  stays: demoStays(rentals),
  pageViews: demoViewedListings(properties, rentals),
};
