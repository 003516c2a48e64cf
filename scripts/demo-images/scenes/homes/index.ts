/** A listing's home in one of its views: the plan comes from the listing's seed, the view's details from the picture's. */
import type { DemoHome, HomeView } from '#app/server/seed/demo-pictures';
import { Rng } from '../../random';
import type { Scene } from '../scene';
import { planHome } from './plan';
import { VIEWS } from './views';

export function homeScene(home: DemoHome, view: HomeView, homeSeed: number): Scene {
  return (svg, rng, mood) => VIEWS[view](svg, rng, mood, planHome(home, new Rng(homeSeed)));
}
