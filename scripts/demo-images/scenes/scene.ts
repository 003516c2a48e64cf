import type { Mood } from '../moods';
import type { Rng } from '../random';
import type { Svg } from '../svg';

/** A scene draws one picture into `svg`; every choice it makes comes from `rng`, so a seed fixes the result. */
export type Scene = (svg: Svg, rng: Rng, mood: Mood) => void;
