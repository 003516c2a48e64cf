/** The catalogue of pictures: which scene, mood and size each file is drawn with, and its alt text. */
import { moodFor, type Mood } from './moods';
import { Rng, hashString } from './random';
import { beachScene, coveScene, harbourScene } from './scenes/coast';
import { apartmentScene, houseScene, villaScene } from './scenes/exteriors';
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

export const SCENES = {
  villa: villaScene,
  house: houseScene,
  apartment: apartmentScene,
  cove: coveScene,
  beach: beachScene,
  harbour: harbourScene,
  living: livingScene,
  bedroom: bedroomScene,
  kitchen: kitchenScene,
  terrace: terraceScene,
} as const;

export type SceneName = keyof typeof SCENES;

export const ALT: Record<SceneName, string> = {
  villa: 'Contemporary villa with an infinity pool and terrace above the sea',
  house: 'Traditional Caribbean house with a tin hip roof, shutters and a veranda in a tropical garden',
  apartment: 'Waterfront residence with glass balconies above a marina',
  cove: 'Turquoise cove framed by green hills',
  beach: 'Quiet white-sand beach with palms and a turquoise sea',
  harbour: 'Yachts in a harbour below hillside houses with red roofs',
  living: 'Bright living room opening onto a terrace with a sea view',
  bedroom: 'Calm bedroom with a large window onto the sea',
  kitchen: 'Kitchen with a marble island and a window onto the sea',
  terrace: 'Shaded dining terrace under a timber pergola overlooking the sea',
};

export const MOOD_WORDS: Record<Mood['name'], string> = {
  morning: 'in the morning light',
  noon: 'under a clear midday sky',
  golden: 'at golden hour',
  dusk: 'at dusk',
  night: 'in the blue hour',
  overcast: 'under a stormy sky',
};

export function series(prefix: string, count: number, scenes: SceneName[], moods: Mood['name'][]): Picture[] {
  return Array.from({ length: count }, (_, i) => {
    const sceneName = scenes[i % scenes.length] as SceneName;
    const mood = moods[(i * 7 + Math.floor(i / moods.length)) % moods.length] as Mood['name'];
    return {
      file: `${prefix}-${String(i + 1).padStart(2, '0')}.webp`,
      scene: SCENES[sceneName],
      mood,
      width: 1200,
      height: 800,
      alt: `${ALT[sceneName]}, ${MOOD_WORDS[mood]}`,
    };
  });
}

export const DAY: Mood['name'][] = ['morning', 'noon', 'golden', 'morning', 'dusk', 'noon', 'golden', 'night'];

export const PICTURES: Picture[] = [
  ...series('villa', 10, ['villa'], DAY),
  ...series('house', 7, ['house'], ['morning', 'golden', 'noon', 'dusk', 'morning']),
  ...series('apartment', 9, ['apartment'], ['noon', 'golden', 'morning', 'dusk', 'noon']),
  ...series('cove', 8, ['cove'], ['noon', 'morning', 'golden', 'noon', 'dusk', 'morning', 'golden', 'noon']),
  ...series('beach', 6, ['beach'], ['noon', 'golden', 'morning', 'dusk', 'noon', 'morning']),
  ...series('harbour', 4, ['harbour'], ['golden', 'morning', 'dusk', 'noon']),
  ...series(
    'interior',
    24,
    ['living', 'bedroom', 'kitchen', 'terrace'],
    ['morning', 'noon', 'golden', 'morning', 'noon', 'dusk'],
  ),
  // Blog: Gustavia, Sint Maarten yields, hurricane season, buying as a foreigner, rental management, draft.
  {
    file: 'blog-01.webp',
    scene: harbourScene,
    mood: 'golden',
    width: 1200,
    height: 800,
    alt: 'Gustavia harbour at golden hour, yachts below red-roofed houses',
  },
  {
    file: 'blog-02.webp',
    scene: apartmentScene,
    mood: 'morning',
    width: 1200,
    height: 800,
    alt: 'Waterfront residences on the Simpson Bay lagoon in the morning',
  },
  {
    file: 'blog-03.webp',
    scene: beachScene,
    mood: 'overcast',
    width: 1200,
    height: 800,
    alt: 'Palms bending in the wind on a beach under a stormy sky',
  },
  {
    file: 'blog-04.webp',
    scene: villaScene,
    mood: 'noon',
    width: 1200,
    height: 800,
    alt: 'Contemporary villa with a pool above the sea under a clear sky',
  },
  {
    file: 'blog-05.webp',
    scene: livingScene,
    mood: 'golden',
    width: 1200,
    height: 800,
    alt: 'Living room with a sea view at golden hour',
  },
  {
    file: 'blog-06.webp',
    scene: coveScene,
    mood: 'morning',
    width: 1200,
    height: 800,
    alt: 'A quiet cove with turquoise water in the morning',
  },
  // Home page.
  {
    file: 'hero.webp',
    scene: villaScene,
    mood: 'golden',
    width: 1920,
    height: 1080,
    alt: 'Contemporary villa with an infinity pool above the Caribbean Sea at golden hour',
  },
  {
    file: 'island-st-barth.webp',
    scene: harbourScene,
    mood: 'morning',
    width: 1200,
    height: 800,
    alt: 'Gustavia harbour, Saint Barthélemy, in the morning light',
  },
  {
    file: 'island-sint-maarten.webp',
    scene: apartmentScene,
    mood: 'golden',
    width: 1200,
    height: 800,
    alt: 'Waterfront residences on a Sint Maarten marina at golden hour',
  },
];

// Seeds that were chosen by eye for the pictures that matter most (home page, Open Graph).
export const SEED_OVERRIDES: Record<string, number> = { 'hero.webp': 11, 'og-default.webp': 173 };

export function render(picture: Picture, salt = ''): string {
  const seed = SEED_OVERRIDES[picture.file] ?? hashString(picture.file + salt);
  const rng = new Rng(seed);
  const svg = new Svg(picture.width, picture.height);
  const mood = moodFor(rng, picture.mood);
  picture.scene(svg, rng, mood);
  return svg.toString();
}
