/**
 * The catalogue of pictures: which scene, light and size each file is drawn with, and its alt text.
 *
 * Every demo listing's gallery comes from app/server/seed/demo-pictures.ts (its home's words and its
 * shots); the other pictures are the home page's, the island and service pages', the blog's covers and
 * the Open Graph image. A picture's random generator is seeded by its file name, so the same catalogue
 * always draws the same files; a listing's home is planned from its key, so all its views show one house.
 */
import {
  DEMO_GALLERIES,
  demoPictureFile,
  demoShotWords,
  type DemoHome,
  type DemoShot,
  type NearbyKind,
  type RoomKind,
} from '#app/server/seed/demo-pictures';
import { moodFor, type Mood } from './moods';
import { Rng, hashString } from './random';
import { beachScene, coveScene, harbourScene } from './scenes/coast';
import { homeScene } from './scenes/homes';
import { bedroomScene, kitchenScene, livingScene, terraceScene } from './scenes/interiors';
import type { Scene } from './scenes/scene';
import { Svg } from './svg';

export interface Picture {
  file: string;
  scene: Scene;
  mood: Mood['name'];
  width: number;
  height: number;
  alt: string;
}

const ROOMS: Record<RoomKind, Scene> = {
  living: livingScene,
  bedroom: bedroomScene,
  kitchen: kitchenScene,
  terrace: terraceScene,
};
const NEARBY: Record<NearbyKind, Scene> = { cove: coveScene, beach: beachScene, harbour: harbourScene };

function shotScene(key: string, home: DemoHome, shot: DemoShot): Scene {
  if (shot.show === 'home') return homeScene(home, shot.view, hashString(key));
  return shot.show in ROOMS ? ROOMS[shot.show as RoomKind] : NEARBY[shot.show as NearbyKind];
}

/** Every listing's own gallery: <key>-1.webp (its card) … <key>-n.webp. */
const LISTINGS: Picture[] = DEMO_GALLERIES.flatMap((gallery) =>
  gallery.shots.map((shot, i) => ({
    file: demoPictureFile(gallery.key, i),
    scene: shotScene(gallery.key, gallery.home, shot),
    mood: shot.time,
    width: 1200,
    height: 800,
    alt: demoShotWords(gallery.home, shot).en,
  })),
);

const modernVilla: DemoHome = {
  noun: { en: 'villa', fr: 'la villa' },
  style: 'modern',
  storeys: 2,
  roof: 'flat',
  walls: 'white',
  roofTone: 'white',
  pool: 'front',
  pavilions: 1,
  setting: 'hillside',
};
const residences: DemoHome = {
  noun: { en: 'residence', fr: 'la résidence' },
  style: 'residence',
  storeys: 4,
  roof: 'flat',
  walls: 'white',
  roofTone: 'white',
  pool: 'none',
  pavilions: 2,
  setting: 'marina',
};

/** A home that belongs to no listing, planned from its own file name. */
const homePicture = (
  file: string,
  home: DemoHome,
  view: Parameters<typeof homeScene>[1],
  mood: Mood['name'],
  alt: string,
  size: [number, number] = [1200, 800],
): Picture => ({
  file,
  scene: homeScene(home, view, hashString(file)),
  mood,
  width: size[0],
  height: size[1],
  alt,
});

const still = (file: string, scene: Scene, mood: Mood['name'], alt: string): Picture => ({
  file,
  scene,
  mood,
  width: 1200,
  height: 800,
  alt,
});

export const PICTURES: Picture[] = [
  ...LISTINGS,
  // Blog covers: buying as a foreigner (04), Sint Maarten yields (02), hurricane season (03), a weekend in
  // Gustavia (01), rental management (05), the market outlook (06).
  still('blog-01.webp', harbourScene, 'golden', 'Gustavia harbour at golden hour, yachts below red-roofed houses'),
  homePicture(
    'blog-02.webp',
    { ...residences, setting: 'lagoon' },
    'water',
    'morning',
    'Waterfront residences on the Simpson Bay lagoon in the morning',
  ),
  still('blog-03.webp', beachScene, 'overcast', 'Palms bending in the wind on a beach under a stormy sky'),
  homePicture(
    'blog-04.webp',
    { ...modernVilla, roof: 'hip', roofTone: 'grey', storeys: 1, pavilions: 2 },
    'above',
    'noon',
    'A villa and its pool from above, the sea beyond, under a clear sky',
  ),
  still('blog-05.webp', livingScene, 'golden', 'Living room with a sea view at golden hour'),
  still('blog-06.webp', coveScene, 'morning', 'A quiet cove with turquoise water in the morning'),
  // Home page, island and service pages (and the tests' example photo, villa-01).
  homePicture(
    'hero.webp',
    { ...modernVilla, pool: 'edge' },
    'terrace',
    'golden',
    'Contemporary villa with an infinity pool above the Caribbean Sea at golden hour',
    [1920, 1080],
  ),
  still('island-st-barth.webp', harbourScene, 'morning', 'Gustavia harbour, Saint Barthélemy, in the morning light'),
  homePicture(
    'island-sint-maarten.webp',
    residences,
    'water',
    'golden',
    'Waterfront residences on a Sint Maarten marina at golden hour',
  ),
  homePicture(
    'villa-01.webp',
    modernVilla,
    'terrace',
    'morning',
    'Contemporary villa with a pool and terrace above the sea, in the morning light',
  ),
  homePicture(
    'villa-05.webp',
    { ...modernVilla, storeys: 1, pavilions: 2 },
    'above',
    'noon',
    'A villa and its pool from above, the sea beyond, under a clear midday sky',
  ),
  still('cove-03.webp', coveScene, 'golden', 'Turquoise cove framed by green hills, at golden hour'),
  still('cove-05.webp', coveScene, 'dusk', 'Turquoise cove framed by green hills, at dusk'),
];

/** The Open Graph image: the hero's villa re-framed at 1200×630 (the brand is set over it). */
export const OPEN_GRAPH: Picture = {
  ...homePicture(
    'og-default.webp',
    { ...modernVilla, pool: 'edge' },
    'terrace',
    'golden',
    'Island Estates — Saint Barthélemy and Sint Maarten',
    [1200, 630],
  ),
  scene: homeScene({ ...modernVilla, pool: 'edge' }, 'terrace', hashString('hero.webp')),
};

// Seeds chosen by eye for the pictures that matter most (home page, Open Graph).
export const SEED_OVERRIDES: Record<string, number> = { 'hero.webp': 4, 'og-default.webp': 6 };

export function render(picture: Picture, salt = ''): string {
  const seed = SEED_OVERRIDES[picture.file] ?? hashString(picture.file + salt);
  const rng = new Rng(seed);
  const svg = new Svg(picture.width, picture.height);
  const mood = moodFor(rng, picture.mood);
  picture.scene(svg, rng, mood);
  return svg.toString();
}
