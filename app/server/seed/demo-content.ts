import type { BlogPostRow, InquiryRow, PropertyRow, RentalRow } from '#app/domain/entities';

/**
 * The demo content of an empty database: listings over both islands, every price band, type, status and
 * rental filter; blog posts in Markdown; a few inquiries. One module feeds the embedded start-up and
 * supabase/seed.sql. Every image is a local file under public/images/demo/.
 */
export type DemoProperty = Omit<PropertyRow, 'updated_at'>;
export type DemoRental = Omit<RentalRow, 'updated_at'>;
export type DemoBlogPost = Omit<BlogPostRow, 'updated_at'>;
export type DemoInquiry = InquiryRow;

const img = (name: string) => `/images/demo/${name}.webp`;
const villa = (n: number) => img(`villa-${String(n).padStart(2, '0')}`);
const cove = (n: number) => img(`cove-${String(n).padStart(2, '0')}`);
const interior = (n: number) => img(`interior-${String(n).padStart(2, '0')}`);

const properties: DemoProperty[] = [
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
    title: 'Villa Les Ondes, Pointe Milou',
    description:
      'Perched on the cliffs of Pointe Milou, Villa Les Ondes opens every room to the Atlantic and to sunsets that linger over Saint-Jean bay. The architecture is quiet and generous: limestone floors, teak ceilings and sliding walls of glass that disappear into the terraces.\n\nA 20-metre infinity pool runs the length of the main deck. Five bedroom suites sit in three pavilions for privacy, each with its own terrace and outdoor shower. A staff wing, a wine room and a gym complete a house made for long stays and gracious entertaining.',
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
    amenities: ['Infinity pool', 'Ocean views', 'Wine room', 'Fitness room', 'Staff quarters', 'Outdoor kitchen', 'Generator', 'Air conditioning'],
    images: [villa(1), interior(1), cove(1), interior(2), villa(2), cove(2), interior(3), villa(3)],
    latitude: 17.9183,
    longitude: -62.8211,
    created_at: '2026-10-28T14:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f02',
    title: 'Maison du Port, Gustavia',
    description:
      'A restored Swedish-era house two streets above the harbour, Maison du Port pairs 19th-century stone walls with a calm, contemporary interior. Mornings begin on the roof terrace with the yachts below; evenings end a short walk away at the island\'s best tables.\n\nThree bedrooms, a courtyard plunge pool and a self-contained studio make it as suited to a full-time life in town as to a pied-à-terre.',
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
    amenities: ['Plunge pool', 'Roof terrace', 'Harbour views', 'Guest studio', 'Walk to restaurants'],
    images: [villa(4), interior(4), cove(3), interior(5)],
    latitude: 17.8962,
    longitude: -62.8498,
    created_at: '2026-10-12T10:30:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f03',
    title: 'Flamands Beach House',
    description:
      'Steps from the white sand of Flamands, this single-level beach house is about bare feet and open doors. Four bedrooms open to a lawn shaded by sea grape and coconut palms, with the surf a few paces beyond.\n\nThe kitchen and living room form one long pavilion under a vaulted ceiling, cooled by the trade winds. Rarely available on the beach, and a fine candidate for rental income.',
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
    amenities: ['Beachfront', 'Pool', 'Garden', 'Outdoor dining', 'Rental licence'],
    images: [cove(4), villa(5), interior(6), cove(5), interior(7)],
    latitude: 17.9237,
    longitude: -62.8633,
    created_at: '2026-09-30T09:15:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f04',
    title: 'Lorient Garden Cottage',
    description:
      'A charming two-bedroom cottage in a walled tropical garden, minutes from the surf at Lorient and the village bakery. Creole shutters, a deep veranda and a small pool make it the easiest introduction to island life.\n\nIdeal as a first home on Saint Barthélemy, with space to add a guest pavilion subject to permits.',
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
    amenities: ['Pool', 'Garden', 'Veranda', 'Near the beach'],
    images: [villa(6), interior(8), cove(6)],
    latitude: 17.9153,
    longitude: -62.8263,
    created_at: '2026-09-02T16:45:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f05',
    title: 'Saint-Jean Bay Apartment',
    description:
      'A light-filled apartment in a small residence above Saint-Jean bay, with a wide terrace facing the reef and the famous airstrip\'s gentle theatre of arriving planes.\n\nOne bedroom, a study nook and shared access to a pool and beach path. A turnkey pied-à-terre that rents well in high season.',
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
    amenities: ['Shared pool', 'Sea views', 'Beach access', 'Parking'],
    images: [interior(9), cove(7), villa(7)],
    latitude: 17.9013,
    longitude: -62.8337,
    created_at: '2026-08-18T11:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f06',
    title: 'Villa Colombier Heights',
    description:
      'High on the western ridge, beyond the last road, Villa Colombier Heights looks out over an uninhabited coast and the islets of Île Fourchue. Six suites, a 25-metre lap pool and terraced gardens make it one of the island\'s most private estates.\n\nBuilt in 2019 to exacting standards, with a cistern, solar array and hurricane-rated glazing throughout.',
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
    amenities: ['Lap pool', 'Solar power', 'Hurricane glazing', 'Cinema room', 'Spa', 'Staff quarters', 'Helipad access'],
    images: [villa(8), cove(8), interior(10), villa(9), interior(1), cove(1), villa(10), interior(2), cove(2), villa(11)],
    latitude: null,
    longitude: null,
    created_at: '2026-07-30T08:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f07',
    title: 'Maho Beach Residence',
    description:
      'A three-bedroom residence in a gated community at Maho, with a private terrace over the water and the restaurants and casino of Maho village at the door.\n\nRecently renovated with an open kitchen, oak floors and generous storage. Dollar-denominated, with strong holiday-rental demand all year round.',
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
    amenities: ['Sea views', 'Community pool', 'Gated', 'Gym', 'Concierge'],
    images: [cove(3), interior(3), villa(12)],
    latitude: 18.0418,
    longitude: -63.1187,
    created_at: '2026-10-20T15:20:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f08',
    title: 'Cupecoy Cliffside Penthouse',
    description:
      'The top floor of a boutique building on the Cupecoy cliffs, with a wraparound terrace, a private rooftop pool and sunsets over the open sea.\n\nFour bedrooms, a media room and two parking spaces, in walking distance of the marina at Porto Cupecoy.',
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
    amenities: ['Rooftop pool', 'Sunset views', 'Media room', 'Two parking spaces', 'Elevator'],
    images: [interior(4), cove(4), villa(13), interior(5)],
    latitude: 18.0436,
    longitude: -63.1542,
    created_at: '2026-08-05T13:10:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f09',
    title: 'Indigo Bay Estate',
    description:
      'A modern estate above the quiet crescent of Indigo Bay: five bedrooms, a 17-metre pool and a guest house, set in two acres of landscaped hillside.\n\nThe living spaces open fully to a covered terrace with an outdoor kitchen. A rare combination of land, privacy and beach access on the Dutch side.',
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
    amenities: ['Pool', 'Guest house', 'Outdoor kitchen', 'Beach access', 'Two acres'],
    images: [villa(14), cove(5), interior(6), villa(1), interior(7), cove(6)],
    latitude: 18.0089,
    longitude: -63.0702,
    created_at: '2026-06-21T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f10',
    title: 'Pelican Key Family Home',
    description:
      'A relaxed four-bedroom house on a quiet lane in Pelican Key, with a pool garden and views across Simpson Bay to Saba on clear days.\n\nClose to schools, the marinas and the airport, it is a practical and handsome family home.',
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
    amenities: ['Pool', 'Garden', 'Sea views', 'Covered parking'],
    images: [villa(2), interior(8), cove(7)],
    latitude: null,
    longitude: null,
    created_at: '2026-05-14T09:40:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f11',
    title: 'Philipsburg Boardwalk Studio',
    description:
      'A compact, well-finished studio a block from the Philipsburg boardwalk and Great Bay beach, ideal as a first investment or a base for business on the island.\n\nSold furnished, with a balcony and a management agreement available.',
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
    amenities: ['Furnished', 'Balcony', 'Near the beach'],
    images: [interior(9), cove(8), villa(3)],
    latitude: 18.0237,
    longitude: -63.0458,
    created_at: '2026-04-03T12:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f12',
    title: 'Dawn Beach Villa',
    description:
      'A four-bedroom villa above Dawn Beach, facing east to Saint Barthélemy and the morning sun. Under offer negotiations, kept off the public site until they conclude.',
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
    amenities: ['Pool', 'Sunrise views'],
    images: [villa(4), cove(1), interior(10)],
    latitude: 18.0563,
    longitude: -63.0189,
    created_at: '2026-10-30T18:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f13',
    title: 'Toiny Coast Retreat',
    description: 'A three-bedroom retreat on the wild Toiny coast. Sold in 2025 and kept for the record.',
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
    amenities: ['Pool', 'Ocean views'],
    images: [cove(2), villa(5), interior(3)],
    latitude: 17.9076,
    longitude: -62.7988,
    created_at: '2025-11-10T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f14',
    title: 'Marigot Hill Villa, Vitet',
    description:
      'A three-bedroom villa on the green slopes of Vitet, with a view that runs down the valley to the reef at Marigot bay. Stone walls, a cedar pergola and a pool set into the hillside.\n\nQuiet, breezy and ten minutes from Saint-Jean: a retreat that still feels close to everything.',
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
    amenities: ['Pool', 'Valley and sea views', 'Pergola', 'Garden'],
    images: [villa(7), interior(1), cove(8)],
    latitude: 17.9079,
    longitude: -62.8139,
    created_at: '2026-03-22T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f15',
    title: 'Simpson Bay Marina Apartment',
    description:
      'A two-bedroom apartment overlooking the Simpson Bay marina, with a berth available in the marina below and the lagoon\'s restaurants on the boardwalk.\n\nA lock-and-leave home for owners who arrive by air and leave by sea.',
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
    amenities: ['Marina views', 'Berth available', 'Community pool', 'Security'],
    images: [cove(2), interior(2), villa(8)],
    latitude: 18.0392,
    longitude: -63.0976,
    created_at: '2026-02-14T10:00:00.000Z',
  },
  {
    id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f16',
    title: 'Guana Bay Surf House',
    description:
      'A five-bedroom house above Guana Bay, where the surf breaks on the windward coast and the trade winds keep every room cool. A pool deck, an outdoor living room and a guest apartment make it a natural family home or rental.\n\nPhilipsburg is fifteen minutes away; the beach is a short walk.',
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
    amenities: ['Pool', 'Ocean views', 'Guest apartment', 'Outdoor living room', 'Near the surf'],
    images: [villa(9), cove(3), interior(3), cove(4)],
    latitude: 18.0301,
    longitude: -63.0274,
    created_at: '2026-01-09T10:00:00.000Z',
  },
];

const rentals: DemoRental[] = [
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
    title: 'Villa Azur, Lurin',
    description:
      'A four-bedroom villa on the Lurin hillside with wide views over Gustavia harbour and the islands beyond. The living pavilion opens to a heated pool and a sunset deck.\n\nDaily housekeeping, a concierge on call and a car delivered on arrival are included.',
    daily_rate: 2_400,
    location: 'Lurin',
    address: 'Lurin, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 4,
    bathrooms: 4,
    area: 320,
    status: 'published',
    featured: true,
    amenities: ['Heated pool', 'Harbour views', 'Daily housekeeping', 'Concierge', 'Air conditioning', 'Wi-Fi'],
    images: [villa(3), interior(1), cove(3), interior(2), villa(6), cove(4), interior(4), villa(7), cove(5), interior(5)],
    latitude: 17.8925,
    longitude: -62.8412,
    min_stay_days: 7,
    max_guests: 8,
    availability_calendar: [],
    created_at: '2026-10-25T12:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d02',
    title: 'Case Corail, Grand Cul-de-Sac',
    description:
      'A two-bedroom Creole-style cottage on the calm lagoon of Grand Cul-de-Sac, with kayaks and paddleboards at the water\'s edge.\n\nSimple, beautiful and quiet; the kite-surfers put on a show every afternoon.',
    daily_rate: 850,
    location: 'Grand Cul-de-Sac',
    address: 'Grand Cul-de-Sac, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 2,
    bathrooms: 2,
    area: 110,
    status: 'published',
    featured: false,
    amenities: ['Lagoon front', 'Kayaks', 'Paddleboards', 'Outdoor shower', 'Wi-Fi'],
    images: [cove(6), villa(8), interior(6)],
    latitude: 17.9121,
    longitude: -62.7972,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    created_at: '2026-09-14T09:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d03',
    title: 'Gustavia Harbour Loft',
    description:
      'A one-bedroom loft above a boutique on the harbour, with a balcony for morning coffee and the yachts close enough to read their names.\n\nPerfect for a couple who want the island\'s restaurants and shops on foot.',
    daily_rate: 450,
    location: 'Gustavia',
    address: 'Rue du Bord de Mer, Gustavia 97133, Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 1,
    bathrooms: 1,
    area: 55,
    status: 'published',
    featured: false,
    amenities: ['Harbour views', 'Balcony', 'Walk to restaurants', 'Wi-Fi'],
    images: [interior(7), cove(7), villa(9)],
    latitude: 17.8967,
    longitude: -62.8511,
    min_stay_days: 1,
    max_guests: 2,
    availability_calendar: [],
    created_at: '2026-08-22T10:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d04',
    title: 'Villa Soleil, Simpson Bay',
    description:
      'A three-bedroom waterfront villa on the Simpson Bay lagoon with a private dock, a pool and a boat available by arrangement.\n\nThe island\'s restaurants and marinas are minutes away by car or by water.',
    daily_rate: 1_200,
    location: 'Simpson Bay',
    address: 'Simpson Bay Lagoon, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 3,
    bathrooms: 3,
    area: 210,
    status: 'published',
    featured: true,
    amenities: ['Private dock', 'Pool', 'Lagoon views', 'Boat on request', 'Wi-Fi'],
    images: [villa(10), cove(8), interior(8), villa(11)],
    latitude: 18.0366,
    longitude: -63.0951,
    min_stay_days: 5,
    max_guests: 6,
    availability_calendar: [],
    created_at: '2026-10-05T14:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d05',
    title: 'Dawn Beach Suite',
    description:
      'A one-bedroom suite with a private terrace over Dawn Beach, the best sunrise on the island and snorkelling from the sand.\n\nA resort pool, gym and restaurant are shared with a small residence.',
    daily_rate: 320,
    location: 'Dawn Beach',
    address: 'Dawn Beach, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 1,
    bathrooms: 1,
    area: 60,
    status: 'published',
    featured: false,
    amenities: ['Beachfront', 'Resort pool', 'Gym', 'Restaurant', 'Wi-Fi'],
    images: [cove(1), interior(9), villa(12)],
    latitude: 18.0568,
    longitude: -63.0182,
    min_stay_days: 2,
    max_guests: 2,
    availability_calendar: [],
    created_at: '2026-07-19T11:30:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d06',
    title: 'Pointe Blanche Estate',
    description:
      'A six-bedroom estate on the Pointe Blanche headland with two pools, a tennis court and 270-degree sea views. Made for family reunions and celebrations, with a chef and butler on staff.\n\nTransfers from the airport and a welcome dinner are included in every stay.',
    daily_rate: 4_800,
    location: 'Point Blanche',
    address: 'Point Blanche, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 6,
    bathrooms: 7,
    area: 800,
    status: 'published',
    featured: false,
    amenities: ['Two pools', 'Tennis court', 'Chef', 'Butler', 'Airport transfers', 'Gym', 'Wi-Fi'],
    images: [villa(13), cove(2), interior(10), villa(14), cove(3)],
    latitude: 18.0106,
    longitude: -63.0391,
    min_stay_days: 7,
    max_guests: 12,
    availability_calendar: [],
    created_at: '2026-06-02T08:30:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d07',
    title: 'Saline Hillside Villa',
    description:
      'A three-bedroom villa in the hills behind Saline beach, wrapped in bougainvillea, with a pool and a shaded pergola for long lunches.\n\nThe beach, one of the island\'s wildest, is a five-minute walk down the path.',
    daily_rate: 1_650,
    location: 'Saline',
    address: 'Grande Saline, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 3,
    bathrooms: 3,
    area: 200,
    status: 'published',
    featured: false,
    amenities: ['Pool', 'Pergola', 'Garden', 'Walk to the beach', 'Wi-Fi'],
    images: [villa(5), interior(3), cove(4)],
    latitude: 17.9019,
    longitude: -62.8069,
    min_stay_days: 5,
    max_guests: 6,
    availability_calendar: [],
    created_at: '2026-05-27T10:15:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d08',
    title: 'Maho Family Apartment',
    description:
      'A two-bedroom apartment with a large terrace in a resort at Maho, with a kids\' pool and the beach across the road.\n\nFully equipped kitchen, laundry and secure parking make longer stays easy.',
    daily_rate: 600,
    location: 'Maho',
    address: 'Maho, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 95,
    status: 'published',
    featured: false,
    amenities: ['Kids pool', 'Near the beach', 'Laundry', 'Secure parking', 'Wi-Fi'],
    images: [interior(6), cove(5), villa(6)],
    latitude: 18.0423,
    longitude: -63.1176,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    created_at: '2026-04-11T13:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d09',
    title: 'Anse des Cayes Bungalow',
    description: 'A surfer\'s bungalow at Anse des Cayes, being refreshed for next season.',
    daily_rate: 550,
    location: 'Anse des Cayes',
    address: 'Anse des Cayes, 97133 Saint Barthélemy',
    island: 'Saint Barthélemy',
    bedrooms: 1,
    bathrooms: 1,
    area: 50,
    status: 'draft',
    featured: false,
    amenities: ['Near the surf'],
    images: [cove(6), interior(7), villa(7)],
    latitude: 17.9208,
    longitude: -62.8489,
    min_stay_days: 2,
    max_guests: 2,
    availability_calendar: [],
    created_at: '2026-10-31T09:00:00.000Z',
  },
  {
    id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d10',
    title: 'Cupecoy Sunset Condo',
    description: 'A two-bedroom condo at Cupecoy, withdrawn from rental by its owner.',
    daily_rate: 700,
    location: 'Cupecoy',
    address: 'Cupecoy, Sint Maarten',
    island: 'Sint Maarten',
    bedrooms: 2,
    bathrooms: 2,
    area: 100,
    status: 'archived',
    featured: false,
    amenities: ['Sunset views', 'Pool'],
    images: [interior(8), cove(8), villa(8)],
    latitude: 18.0431,
    longitude: -63.1539,
    min_stay_days: 3,
    max_guests: 4,
    availability_calendar: [],
    created_at: '2025-12-01T09:00:00.000Z',
  },
];

const blogPosts: DemoBlogPost[] = [
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a01',
    slug: 'buying-property-in-st-barth-as-a-foreigner',
    title: 'Buying Property in St. Barth as a Foreigner',
    featured_image: img('blog-01'),
    status: 'published',
    created_at: '2026-10-15T09:00:00.000Z',
    content: `Saint Barthélemy welcomes buyers from every country, and the purchase itself follows French civil law, which is careful, predictable and reassuring once you know its rhythm.

## The steps, in order

1. **Offer and acceptance.** Once a price is agreed, the seller's notary prepares a preliminary contract, the *compromis de vente*.
2. **Deposit.** The buyer usually places 10% in the notary's escrow account.
3. **Searches.** The notary checks title, easements, planning and any mortgages, which takes eight to twelve weeks.
4. **Completion.** The final deed, the *acte authentique*, is signed before the notary and the keys change hands.

## What it costs

Budget roughly 7% of the price for notary fees and registration duties on an existing home. There is no annual property tax on a primary or secondary residence, which makes holding costs unusually low.

## Financing

Local banks lend to non-residents, typically up to 60% of the value. Many of our clients buy in cash and refinance later.

> The notary acts for the state, not for either party: a quiet guarantee that every step is done properly.

Ready to look? Browse our [properties for sale](/properties) or [talk to an agent](/contact).`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a02',
    slug: 'sint-maarten-rental-yields-explained',
    title: 'Sint Maarten Rental Yields, Explained',
    featured_image: img('blog-02'),
    status: 'published',
    created_at: '2026-09-20T09:00:00.000Z',
    content: `Sint Maarten combines a dollar economy, a busy international airport and 2.5 million visitors a year, and that makes it one of the Caribbean's most dependable rental markets.

## Gross and net

Well-located villas and condos earn **gross yields of 8–12%**, with the best waterfront homes doing better in a strong season. Net yields depend on three things:

- occupancy, which is highest from December to April;
- management, typically 8–15% of rental income;
- upkeep, which the salt air makes a real line in the budget.

## Where demand is strongest

Simpson Bay, Maho and Cupecoy attract visitors who want restaurants and nightlife within walking distance. Indigo Bay and Dawn Beach draw families and longer stays.

## Taxes

There is no property tax and no capital gains tax, which is why so many owners treat a home here as a long-term holding.

Read more on our [investment page](/investment), or see how our [property management](/property-management) keeps a home earning.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a03',
    slug: 'hurricane-season-a-checklist-for-owners',
    title: 'Hurricane Season: A Checklist for Owners',
    featured_image: img('blog-03'),
    status: 'published',
    created_at: '2026-08-10T09:00:00.000Z',
    content: `The Atlantic hurricane season runs from June to November. Most years pass quietly, but every owner should be ready before the first named storm.

## Before the season

- Service the generator and fill the fuel tank.
- Check shutters, hurricane glazing and door seals.
- Trim trees that overhang the roof or the pool.
- Photograph every room for your insurer.

## When a storm is forecast

Our management team secures furniture and boats, lowers pool levels, switches off the mains and checks the cistern. We send owners photographs before and after.

## Insurance

Read your policy for the *named windstorm* deductible, usually a percentage of the insured value rather than a fixed sum.

> Preparation costs little; repairs after a storm cost a great deal more.

Ask us about [property management](/property-management) if you would rather someone else kept the list.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a04',
    slug: 'a-weekend-in-gustavia',
    title: 'A Weekend in Gustavia',
    featured_image: img('blog-04'),
    status: 'published',
    created_at: '2026-07-02T09:00:00.000Z',
    content: `Gustavia is the smallest of capitals: you can walk around its harbour in twenty minutes, and you will want to take all afternoon.

## Friday

Arrive for a late lunch on the quay, watch the yachts come in, and climb to **Fort Karl** for the sunset over Shell Beach.

## Saturday

Swim at Shell Beach before the day-trippers arrive. Browse the boutiques of Rue de la République, then take a table for dinner where the chef chooses for you.

## Sunday

Visit the **Wall House Museum** for the island's Swedish history, and end the weekend with a swim and a long lunch at Saint-Jean.

If Gustavia wins you over, you are not the first: see our [homes for sale](/properties) in and around town.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a05',
    slug: 'five-ways-to-make-a-rental-villa-stand-out',
    title: 'Five Ways to Make a Rental Villa Stand Out',
    featured_image: img('blog-05'),
    status: 'published',
    created_at: '2026-05-18T09:00:00.000Z',
    content: `Guests choose a villa in seconds, from a photograph and a few lines of text. Here is what keeps the best homes booked.

1. **Photographs in the right light.** Shoot the terrace at golden hour and the bedrooms in the morning.
2. **A welcome that feels personal.** Local rum, fruit from the market and a handwritten card.
3. **Reliable Wi-Fi everywhere**, including by the pool.
4. **Quiet maintenance.** Pool, garden and air conditioning checked between every stay.
5. **A real person on call**, day and night, who knows the island.

Our [rental programme](/rentals) handles all five, and our [management packages](/property-management) start at 8% of rental income.`,
  },
  {
    id: 'b2e4f6a8-1c3d-4e5f-9a7b-2c4d6e8f0a06',
    slug: 'the-2027-market-outlook',
    title: 'The 2027 Market Outlook',
    featured_image: img('blog-06'),
    status: 'draft',
    created_at: '2026-11-01T09:00:00.000Z',
    content: `A draft of our annual outlook, to be published in January.

## Themes

- Inventory on Saint Barthélemy remains tight.
- Sint Maarten new-build completes in the second half of the year.`,
  },
];

const inquiries: DemoInquiry[] = [
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c01',
    name: 'Charlotte Dubois',
    email: 'charlotte.dubois@example.com',
    phone: '+33 6 12 34 56 78',
    message: 'I\'m interested in learning more about "Villa Les Ondes, Pointe Milou". Please provide additional information.',
    read: false,
    source: 'property',
    property_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f01',
    rental_id: null,
    created_at: '2026-11-18T16:20:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c02',
    name: 'James Whitaker',
    email: 'j.whitaker@example.com',
    phone: '+1 212 555 0148',
    message: 'We would like Villa Azur for the week after Christmas, six adults. Is it available and is a chef possible?',
    read: false,
    source: 'rental',
    property_id: null,
    rental_id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d01',
    created_at: '2026-11-17T10:05:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c03',
    name: 'Sofia Marquez',
    email: 'sofia.marquez@example.com',
    phone: null,
    message: 'We own a three-bedroom condo in Cupecoy and are looking for a management company. Could you send details of your Premium package?',
    read: true,
    source: 'contact',
    property_id: null,
    rental_id: null,
    created_at: '2026-11-12T08:45:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c04',
    name: 'Henrik Larsson',
    email: 'henrik.larsson@example.com',
    phone: '+46 70 123 45 67',
    message: 'I\'m interested in learning more about "Maho Beach Residence". Please provide additional information.',
    read: true,
    source: 'property',
    property_id: '3f6b2a10-5c1e-4d8a-9b7e-1a2c3d4e5f07',
    rental_id: null,
    created_at: '2026-11-05T19:30:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c05',
    name: 'Amelia Grant',
    email: 'amelia.grant@example.com',
    phone: '+44 7700 900123',
    message: 'Is the Simpson Bay villa suitable for a family with two small children? We are looking at February half-term.',
    read: false,
    source: 'rental',
    property_id: null,
    rental_id: '7c1d9e20-2b3a-4f5c-8d6e-9f0a1b2c3d04',
    created_at: '2026-10-29T13:10:00.000Z',
  },
  {
    id: 'e5a7c9b1-3d5f-4a6b-8c9d-0e1f2a3b4c06',
    name: 'Marc Lefèvre',
    email: 'marc.lefevre@example.com',
    phone: '+590 690 12 34 56',
    message: 'Bonjour, I am relocating to Saint Barthélemy next year and would like to meet to discuss homes under $3M.',
    read: true,
    source: 'contact',
    property_id: null,
    rental_id: null,
    created_at: '2026-10-21T11:00:00.000Z',
  },
];

export const demoContent: { properties: DemoProperty[]; rentals: DemoRental[]; blogPosts: DemoBlogPost[]; inquiries: DemoInquiry[] } = {
  properties,
  rentals,
  blogPosts,
  inquiries,
};
