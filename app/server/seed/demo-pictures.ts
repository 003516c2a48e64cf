/**
 * The demo listings' pictures (issue 26, item 22): each listing has a gallery of its own, led by a
 * picture of its home that no other card shares. This module says, in words, what each listing's home is
 * (style, roof, walls, pool, setting) and what each picture of its gallery shows (a view of the home, a
 * room, a place nearby, at a time of day); scripts/demo-images/ draws exactly that (npm run images:demo,
 * the home's shape fixed by the listing's key, each picture's details by its file name), and the seed
 * gives every photo its alt text from the same words, in English and in French, so the two can never
 * disagree.
 */
import { frenchTypography } from './demo-french';

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'dusk' | 'night';

/** White render and glass; a Creole case of painted boards; Gustavia's Swedish-era stone; a block of flats; a timber cabin. */
export type HomeStyle = 'modern' | 'creole' | 'stone' | 'residence' | 'bungalow';
export type RoofShape = 'flat' | 'hip' | 'gable';
/** In front of the house; a lap pool beside it; an infinity pool at the terrace's edge; in the lawn; on the roof. */
export type PoolShape = 'none' | 'front' | 'side' | 'edge' | 'garden' | 'roof';
export type Setting = 'hillside' | 'cliff' | 'headland' | 'beach' | 'garden' | 'lagoon' | 'marina' | 'town';
export type WallTone = 'white' | 'sand' | 'stone' | 'coral' | 'sage' | 'blue' | 'timber';
export type RoofTone = 'red' | 'grey' | 'green' | 'charcoal' | 'white';

/**
 * Where the camera stands: on the pool terrace; in the garden; high above (a drone); on the water; at the
 * water's edge of the beach; in the street or on the quay; offshore; at the end of the pool looking out;
 * on the roof terrace.
 */
export type HomeView = 'terrace' | 'garden' | 'above' | 'water' | 'beach' | 'street' | 'distant' | 'poolside' | 'roof';
export type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'terrace';
export type NearbyKind = 'cove' | 'beach' | 'harbour';

export interface DemoHome {
  /** What the home is called in the alt texts, in English and in French with its article. */
  noun: { en: string; fr: string };
  style: HomeStyle;
  /** Storeys of a house, floors of a residence. */
  storeys: number;
  roof: RoofShape;
  walls: WallTone;
  roofTone: RoofTone;
  pool: PoolShape;
  /** Other volumes beside the main one: pavilions, a guest house, the next building. */
  pavilions: number;
  setting: Setting;
}

export type DemoShot =
  | { show: 'home'; view: HomeView; time: TimeOfDay }
  | { show: RoomKind; time: TimeOfDay }
  | { show: NearbyKind; time: TimeOfDay };

export interface DemoGallery {
  /** The files are /images/demo/<key>-<n>.webp, n from 1; the first is the listing's card. */
  key: string;
  home: DemoHome;
  shots: DemoShot[];
}

const home = (view: HomeView, time: TimeOfDay): DemoShot => ({ show: 'home', view, time });
const room = (show: RoomKind, time: TimeOfDay): DemoShot => ({ show, time });
const nearby = (show: NearbyKind, time: TimeOfDay): DemoShot => ({ show, time });

const villa = { en: 'villa', fr: 'la villa' };
const house = { en: 'house', fr: 'la maison' };
const residence = { en: 'residence', fr: 'la résidence' };

/** Every listing's gallery, by the key its files are named after. */
export const DEMO_GALLERIES: readonly DemoGallery[] = [
  // Properties for sale.
  {
    key: 'les-ondes',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 2,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'edge',
      pavilions: 2,
      setting: 'cliff',
    },
    shots: [
      home('terrace', 'golden'),
      room('living', 'morning'),
      room('terrace', 'noon'),
      home('distant', 'dusk'),
      room('bedroom', 'morning'),
      room('kitchen', 'noon'),
      nearby('cove', 'morning'),
      room('living', 'dusk'),
      room('bedroom', 'golden'),
    ],
  },
  {
    key: 'maison-du-port',
    home: {
      noun: house,
      style: 'stone',
      storeys: 2,
      roof: 'hip',
      walls: 'stone',
      roofTone: 'red',
      pool: 'none',
      pavilions: 0,
      setting: 'town',
    },
    shots: [home('street', 'morning'), nearby('harbour', 'golden'), room('living', 'noon'), room('bedroom', 'morning')],
  },
  {
    key: 'flamands-beach-house',
    home: {
      noun: { en: 'beach house', fr: 'la maison de plage' },
      style: 'creole',
      storeys: 1,
      roof: 'gable',
      walls: 'white',
      roofTone: 'grey',
      pool: 'none',
      pavilions: 1,
      setting: 'beach',
    },
    shots: [
      home('beach', 'noon'),
      home('garden', 'golden'),
      room('living', 'morning'),
      room('bedroom', 'noon'),
      room('kitchen', 'morning'),
    ],
  },
  {
    key: 'lorient-cottage',
    home: {
      noun: { en: 'cottage', fr: 'la case' },
      style: 'creole',
      storeys: 1,
      roof: 'hip',
      walls: 'blue',
      roofTone: 'red',
      pool: 'none',
      pavilions: 0,
      setting: 'garden',
    },
    shots: [home('garden', 'morning'), room('living', 'golden'), room('bedroom', 'morning'), nearby('beach', 'noon')],
  },
  {
    key: 'saint-jean-apartment',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 3,
      roof: 'flat',
      walls: 'sand',
      roofTone: 'white',
      pool: 'none',
      pavilions: 1,
      setting: 'beach',
    },
    shots: [home('water', 'noon'), room('living', 'morning'), nearby('beach', 'golden')],
  },
  {
    key: 'colombier-heights',
    home: {
      noun: { en: 'estate', fr: 'le domaine' },
      style: 'modern',
      storeys: 1,
      roof: 'hip',
      walls: 'white',
      roofTone: 'grey',
      pool: 'front',
      pavilions: 4,
      setting: 'hillside',
    },
    shots: [
      home('above', 'morning'),
      room('living', 'noon'),
      room('bedroom', 'golden'),
      room('terrace', 'dusk'),
      room('kitchen', 'morning'),
      home('distant', 'noon'),
      room('living', 'dusk'),
      nearby('cove', 'golden'),
    ],
  },
  {
    key: 'maho-beach-residence',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 4,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'front',
      pavilions: 1,
      setting: 'beach',
    },
    shots: [home('above', 'golden'), room('living', 'noon'), room('bedroom', 'morning'), nearby('beach', 'dusk')],
  },
  {
    key: 'cupecoy-penthouse',
    home: {
      noun: { en: 'penthouse', fr: 'le penthouse' },
      style: 'residence',
      storeys: 5,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'roof',
      pavilions: 0,
      setting: 'cliff',
    },
    shots: [
      home('roof', 'dusk'),
      room('living', 'golden'),
      room('bedroom', 'noon'),
      room('kitchen', 'morning'),
      home('distant', 'golden'),
    ],
  },
  {
    key: 'indigo-bay-estate',
    home: {
      noun: { en: 'estate', fr: 'le domaine' },
      style: 'modern',
      storeys: 2,
      roof: 'flat',
      walls: 'sand',
      roofTone: 'white',
      pool: 'front',
      pavilions: 1,
      setting: 'hillside',
    },
    shots: [
      home('terrace', 'noon'),
      room('living', 'golden'),
      room('bedroom', 'morning'),
      room('kitchen', 'noon'),
      nearby('cove', 'noon'),
      nearby('beach', 'morning'),
    ],
  },
  {
    key: 'pelican-key-home',
    home: {
      noun: house,
      style: 'creole',
      storeys: 2,
      roof: 'hip',
      walls: 'sand',
      roofTone: 'grey',
      pool: 'garden',
      pavilions: 1,
      setting: 'garden',
    },
    shots: [home('garden', 'dusk'), room('living', 'golden'), room('bedroom', 'noon'), room('terrace', 'golden')],
  },
  {
    key: 'philipsburg-studio',
    home: {
      noun: { en: 'building', fr: 'l’immeuble' },
      style: 'residence',
      storeys: 3,
      roof: 'flat',
      walls: 'sage',
      roofTone: 'white',
      pool: 'none',
      pavilions: 0,
      setting: 'town',
    },
    shots: [home('street', 'dusk'), room('living', 'morning'), nearby('beach', 'noon')],
  },
  {
    key: 'dawn-beach-villa',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 1,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'edge',
      pavilions: 1,
      setting: 'hillside',
    },
    shots: [home('poolside', 'morning'), room('bedroom', 'morning'), nearby('beach', 'morning')],
  },
  {
    key: 'toiny-retreat',
    home: {
      noun: { en: 'retreat', fr: 'la retraite' },
      style: 'modern',
      storeys: 1,
      roof: 'flat',
      walls: 'stone',
      roofTone: 'white',
      pool: 'side',
      pavilions: 1,
      setting: 'cliff',
    },
    shots: [home('distant', 'noon'), room('living', 'dusk'), nearby('cove', 'noon')],
  },
  {
    key: 'vitet-villa',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 1,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'front',
      pavilions: 3,
      setting: 'hillside',
    },
    shots: [home('garden', 'golden'), room('living', 'morning'), room('bedroom', 'dusk'), nearby('cove', 'noon')],
  },
  {
    key: 'simpson-bay-apartment',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 5,
      roof: 'flat',
      walls: 'sand',
      roofTone: 'white',
      pool: 'none',
      pavilions: 1,
      setting: 'marina',
    },
    shots: [home('water', 'golden'), room('living', 'noon'), room('bedroom', 'morning'), nearby('harbour', 'dusk')],
  },
  {
    key: 'guana-bay-house',
    home: {
      noun: house,
      style: 'creole',
      storeys: 2,
      roof: 'hip',
      walls: 'white',
      roofTone: 'green',
      pool: 'front',
      pavilions: 1,
      setting: 'hillside',
    },
    shots: [
      home('distant', 'morning'),
      room('living', 'morning'),
      room('bedroom', 'golden'),
      nearby('beach', 'noon'),
      room('terrace', 'morning'),
    ],
  },
  // Rentals.
  {
    key: 'villa-azur',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 2,
      roof: 'hip',
      walls: 'white',
      roofTone: 'charcoal',
      pool: 'edge',
      pavilions: 1,
      setting: 'town',
    },
    shots: [
      home('poolside', 'dusk'),
      room('living', 'morning'),
      room('bedroom', 'noon'),
      room('kitchen', 'golden'),
      room('terrace', 'golden'),
      home('above', 'noon'),
      nearby('harbour', 'morning'),
      room('living', 'golden'),
      room('bedroom', 'dusk'),
    ],
  },
  {
    key: 'case-corail',
    home: {
      noun: { en: 'cottage', fr: 'la case' },
      style: 'creole',
      storeys: 1,
      roof: 'hip',
      walls: 'coral',
      roofTone: 'grey',
      pool: 'none',
      pavilions: 0,
      setting: 'lagoon',
    },
    shots: [home('garden', 'morning'), room('living', 'noon'), room('bedroom', 'golden'), home('water', 'noon')],
  },
  {
    key: 'gustavia-loft',
    home: {
      noun: { en: 'loft', fr: 'le loft' },
      style: 'stone',
      storeys: 3,
      roof: 'hip',
      walls: 'white',
      roofTone: 'red',
      pool: 'none',
      pavilions: 0,
      setting: 'marina',
    },
    shots: [home('street', 'golden'), nearby('harbour', 'noon'), room('living', 'morning'), room('bedroom', 'noon')],
  },
  {
    key: 'villa-soleil',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 1,
      roof: 'flat',
      walls: 'sand',
      roofTone: 'white',
      pool: 'front',
      pavilions: 1,
      setting: 'lagoon',
    },
    shots: [
      home('water', 'golden'),
      room('living', 'noon'),
      room('terrace', 'dusk'),
      room('bedroom', 'morning'),
      room('kitchen', 'noon'),
      home('terrace', 'dusk'),
    ],
  },
  {
    key: 'dawn-beach-suite',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 3,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'front',
      pavilions: 0,
      setting: 'hillside',
    },
    shots: [home('terrace', 'morning'), room('bedroom', 'morning'), nearby('beach', 'noon')],
  },
  {
    key: 'pointe-blanche-estate',
    home: {
      noun: { en: 'estate', fr: 'le domaine' },
      style: 'modern',
      storeys: 2,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'edge',
      pavilions: 2,
      setting: 'headland',
    },
    shots: [
      home('distant', 'noon'),
      room('living', 'golden'),
      room('bedroom', 'morning'),
      room('kitchen', 'noon'),
      room('terrace', 'golden'),
      home('above', 'golden'),
      nearby('cove', 'morning'),
    ],
  },
  {
    key: 'saline-villa',
    home: {
      noun: villa,
      style: 'modern',
      storeys: 1,
      roof: 'hip',
      walls: 'sand',
      roofTone: 'grey',
      pool: 'edge',
      pavilions: 1,
      setting: 'hillside',
    },
    shots: [home('above', 'golden'), room('living', 'morning'), room('bedroom', 'noon'), nearby('beach', 'golden')],
  },
  {
    key: 'maho-family-apartment',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 4,
      roof: 'flat',
      walls: 'sand',
      roofTone: 'white',
      pool: 'none',
      pavilions: 1,
      setting: 'beach',
    },
    shots: [home('beach', 'noon'), room('living', 'golden'), room('bedroom', 'morning'), nearby('beach', 'dusk')],
  },
  {
    key: 'anse-des-cayes-bungalow',
    home: {
      noun: { en: 'bungalow', fr: 'le bungalow' },
      style: 'bungalow',
      storeys: 1,
      roof: 'gable',
      walls: 'timber',
      roofTone: 'green',
      pool: 'none',
      pavilions: 0,
      setting: 'beach',
    },
    shots: [home('garden', 'golden'), room('bedroom', 'morning'), nearby('cove', 'noon')],
  },
  {
    key: 'cupecoy-condo',
    home: {
      noun: residence,
      style: 'residence',
      storeys: 4,
      roof: 'flat',
      walls: 'white',
      roofTone: 'white',
      pool: 'front',
      pavilions: 1,
      setting: 'cliff',
    },
    shots: [home('distant', 'dusk'), room('living', 'golden'), nearby('cove', 'golden')],
  },
];

const byKey = new Map(DEMO_GALLERIES.map((g) => [g.key, g]));

export const demoPictureFile = (key: string, index: number) => `${key}-${index + 1}.webp`;

/** A listing's photos, by address: /images/demo/<key>-1.webp first. */
export function demoGallery(key: string): string[] {
  const gallery = byKey.get(key);
  if (!gallery) throw new Error(`No demo gallery '${key}'`);
  return gallery.shots.map((_, i) => `/images/demo/${demoPictureFile(key, i)}`);
}

type Words = { en: string; fr: string };

const WALLS: Record<WallTone, Words> = {
  white: { en: 'white', fr: 'aux murs blancs' },
  sand: { en: 'sand-coloured', fr: 'couleur sable' },
  stone: { en: 'stone', fr: 'en pierre' },
  coral: { en: 'coral', fr: 'couleur corail' },
  sage: { en: 'pale green', fr: 'aux murs vert pâle' },
  blue: { en: 'pale blue', fr: 'aux murs bleu pâle' },
  timber: { en: 'timber', fr: 'en bois' },
};

const ROOFS: Record<RoofTone, Words> = {
  red: { en: 'red', fr: 'rouge' },
  grey: { en: 'grey', fr: 'gris' },
  green: { en: 'green', fr: 'vert' },
  charcoal: { en: 'charcoal', fr: 'anthracite' },
  white: { en: 'white', fr: 'blanc' },
};

const OUTDOOR_TIME: Record<TimeOfDay, Words> = {
  morning: { en: 'in the morning light', fr: 'dans la lumière du matin' },
  noon: { en: 'under a clear midday sky', fr: 'sous le ciel clair de midi' },
  golden: { en: 'at golden hour', fr: 'à l’heure dorée' },
  dusk: { en: 'at dusk', fr: 'au crépuscule' },
  night: { en: 'in the blue hour', fr: 'à l’heure bleue' },
};

const INDOOR_TIME: Record<TimeOfDay, Words> = {
  ...OUTDOOR_TIME,
  noon: { en: 'at midday', fr: 'à midi' },
  night: { en: 'at night', fr: 'la nuit' },
};

const ROOMS: Record<RoomKind, Words> = {
  living: { en: 'the living room', fr: 'le séjour' },
  bedroom: { en: 'a bedroom', fr: 'une chambre' },
  kitchen: { en: 'the kitchen', fr: 'la cuisine' },
  terrace: { en: 'the covered terrace', fr: 'la terrasse couverte' },
};

const NEARBY: Record<NearbyKind, Words> = {
  cove: { en: 'a quiet cove nearby', fr: 'une crique paisible à proximité' },
  beach: { en: 'the beach nearby', fr: 'la plage toute proche' },
  harbour: { en: 'the harbour nearby', fr: 'le port tout proche' },
};

/** 'the pale blue Creole cottage with a red roof' / 'la case créole aux murs bleu pâle, au toit rouge'. */
function homeWords(h: DemoHome): Words {
  const creole = h.style === 'creole';
  const roof = h.roof !== 'flat' ? ROOFS[h.roofTone] : null;
  return {
    en: `the ${WALLS[h.walls].en} ${creole ? 'Creole ' : ''}${h.noun.en}${roof ? ` with a ${roof.en} roof` : ''}`,
    fr: `${h.noun.fr}${creole ? ' créole' : ''} ${WALLS[h.walls].fr}${roof ? `, au toit ${roof.fr}` : ''}`,
  };
}

function viewWords(h: DemoHome, view: HomeView): Words {
  const it = homeWords(h);
  const hasPool = h.pool !== 'none' && h.pool !== 'roof';
  switch (view) {
    case 'terrace':
      return hasPool
        ? { en: `${it.en} from the pool terrace`, fr: `${it.fr}, depuis la terrasse de la piscine` }
        : { en: `${it.en} from the terrace`, fr: `${it.fr}, depuis la terrasse` };
    case 'garden':
      return h.pool === 'garden'
        ? {
            en: `${it.en} from the garden, its pool in the lawn`,
            fr: `${it.fr}, depuis le jardin, sa piscine dans la pelouse`,
          }
        : { en: `${it.en} from the garden`, fr: `${it.fr}, depuis le jardin` };
    case 'above': {
      const beyond = h.setting === 'garden' ? { en: 'the hills', fr: 'les collines' } : { en: 'the sea', fr: 'la mer' };
      return {
        en: `${it.en}${hasPool ? ' and its pool' : ''} from above, ${beyond.en} beyond`,
        fr: `${it.fr}${hasPool ? ' et sa piscine' : ''}, depuis les airs, ${beyond.fr} au loin`,
      };
    }
    case 'water':
      return h.setting === 'marina'
        ? { en: `${it.en} across the marina`, fr: `${it.fr}, de l’autre côté de la marina` }
        : h.setting === 'lagoon'
          ? { en: `${it.en} across the lagoon`, fr: `${it.fr}, de l’autre côté du lagon` }
          : { en: `${it.en} from the bay`, fr: `${it.fr}, depuis la baie` };
    case 'beach':
      return {
        en: `${it.en} behind the sea grapes, from the water’s edge`,
        fr: `${it.fr} derrière les raisiniers, depuis le bord de l’eau`,
      };
    case 'street':
      return h.setting === 'marina'
        ? {
            en: `${it.en} on the quay, yachts moored alongside`,
            fr: `${it.fr}, sur le quai où sont amarrés les yachts`,
          }
        : { en: `${it.en} in its street, the sea at the end`, fr: `${it.fr}, dans sa rue, la mer au bout` };
    case 'distant': {
      const where =
        h.setting === 'cliff'
          ? { en: 'on the cliffs', fr: 'sur les falaises' }
          : h.setting === 'headland'
            ? { en: 'on the headland', fr: 'sur le cap' }
            : { en: 'on the hillside', fr: 'à flanc de colline' };
      return { en: `${it.en} ${where.en}, seen from the sea`, fr: `${it.fr}, ${where.fr}, depuis la mer` };
    }
    case 'poolside':
      return h.setting === 'town'
        ? { en: 'the infinity pool above the harbour', fr: 'la piscine à débordement au-dessus du port' }
        : { en: 'the infinity pool and the sea beyond', fr: 'la piscine à débordement face à la mer' };
    case 'roof':
      return {
        en: 'the rooftop pool and terrace above the sea',
        fr: 'la piscine et la terrasse du toit, au-dessus de la mer',
      };
  }
}

/** What a picture of a gallery shows, in English and in French (without the listing's title). */
export function demoShotWords(h: DemoHome, shot: DemoShot): Words {
  const what =
    shot.show === 'home'
      ? viewWords(h, shot.view)
      : shot.show in ROOMS
        ? ROOMS[shot.show as RoomKind]
        : NEARBY[shot.show as NearbyKind];
  const time = shot.show === 'home' || shot.show in NEARBY ? OUTDOOR_TIME[shot.time] : INDOOR_TIME[shot.time];
  return { en: `${what.en}, ${time.en}`, fr: `${what.fr}, ${time.fr}` };
}

const byFile = new Map<string, Words>(
  DEMO_GALLERIES.flatMap((g) =>
    g.shots.map((shot, i) => [`/images/demo/${demoPictureFile(g.key, i)}`, demoShotWords(g.home, shot)] as const),
  ),
);

/** A demo photo's alt texts: its listing's title, then what it shows ('Villa Azur, Lurin: the living room, at midday'). */
export function demoPhotoAlt(
  src: string,
  title: string,
  titleFr: string | null,
): { alt: string; alt_fr: string | null } {
  const words = byFile.get(src);
  if (!words) throw new Error(`No demo picture ${src}`);
  return { alt: `${title}: ${words.en}`, alt_fr: titleFr && frenchTypography(`${titleFr} : ${words.fr}`) };
}
