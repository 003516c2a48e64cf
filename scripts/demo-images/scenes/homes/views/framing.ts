/**
 * What every view of a home shares: the camera and its drawing context, where the house stands so it fits
 * the frame, and the palms, shrubs and trees placed around it.
 */
import { mix, scaleColour } from '../../../colour';
import type { Mood } from '../../../moods';
import { drawBush, drawPalm, drawTree } from '../../../plants';
import { glassFills, lightOf, project, type Cam } from '../../../projector';
import { type Rng } from '../../../random';
import { type Svg } from '../../../svg';
import { type Ctx } from '../building';
import type { HomePlan } from '../plan';

export type View = (svg: Svg, rng: Rng, mood: Mood, plan: HomePlan) => void;

export type Span = number | [number, number];

/**
 * A camera at (x, eye, 0) looking along +z: its focal length as a share of the picture's width, its
 * horizon as a share of the height; a span is drawn at random.
 */
export function camera(svg: Svg, rng: Rng, o: { f: Span; horizon: Span; x: Span; eye: Span }): Cam {
  const pick = (s: Span) => (typeof s === 'number' ? s : rng.range(s[0], s[1]));
  const f = svg.w * pick(o.f);
  const cy = svg.h * pick(o.horizon);
  const ex = pick(o.x);
  return { f, cx: svg.w / 2, cy, ex, ey: pick(o.eye), ez: 0 };
}

export function context(svg: Svg, rng: Rng, mood: Mood, cam: Cam): Ctx {
  return { svg, rng, mood, cam, light: lightOf(mood), glass: glassFills(svg, mood) };
}

/** Trunk and frond colours of the palms in this light. */
export function palmColours(mood: Mood): { trunk: string; frond: string } {
  return {
    trunk: mood.trunk,
    frond: mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.4 : 0),
  };
}

/** A palm standing at (x, y, z), `height` metres tall. */
export function palmAt(ctx: Ctx, x: number, y: number, z: number, height: number, lean: number): void {
  const { cam, mood, rng, svg } = ctx;
  const [bx, by] = project(cam, x, y, z);
  drawPalm(svg, rng, { x: bx, y: by, h: (cam.f * height) / Math.max(0.5, z - cam.ez), lean, ...palmColours(mood) });
}

/** A shrub (bougainvillea when `flowers`) standing at (x, y, z), `size` metres across. */
export function bushAt(ctx: Ctx, x: number, y: number, z: number, size: number, flowers: boolean): void {
  const { cam, mood, rng, svg } = ctx;
  const [sx, sy] = project(cam, x, y, z);
  const s = cam.f / Math.max(0.5, z - cam.ez);
  drawBush(
    svg,
    rng,
    sx,
    sy,
    s * size,
    s * size * 0.5,
    mood.foliage,
    mood.foliageLight,
    flowers ? mix('#b35c7b', mood.cool, 0.25) : undefined,
  );
}

/** A broadleaf tree (a mango, a sea grape, a frangipani in flower) standing at (x, y, z). */
export function treeAt(ctx: Ctx, x: number, y: number, z: number, height: number, flowers?: string): void {
  const { cam, mood, rng, svg } = ctx;
  const [sx, sy] = project(cam, x, y, z);
  drawTree(svg, rng, {
    x: sx,
    y: sy,
    h: (cam.f * height) / Math.max(0.5, z - cam.ez),
    trunk: scaleColour(mood.trunk, 0.85),
    dark: mood.foliage,
    light: mood.foliageLight,
    flowers: flowers && mix(flowers, mood.cool, 0.2),
  });
}

/** The x at which a home `width` metres wide, `z` metres away, shows its centre at the picture's fraction `u`. */
export const xForScreen = (cam: Cam, svg: Svg, u: number, z: number) =>
  cam.ex + ((svg.w * u - cam.cx) * (z - cam.ez)) / cam.f;

export const depthOf = (plan: HomePlan) => plan.extent.z1 - plan.extent.z0;

/** The least distance at which the home fits the picture: its width in the frame, its roof below the top edge. */
export function fitDistance(cam: Cam, svg: Svg, plan: HomePlan, y = 0): number {
  const wide = (widthOf(plan) + 4) * (cam.f / (svg.w * 0.85));
  const tall = (cam.f * (plan.extent.height + y + 1.5 - cam.ey)) / Math.max(40, cam.cy - svg.h * 0.1);
  return Math.max(wide, tall);
}
export const widthOf = (plan: HomePlan) => plan.extent.x1 - plan.extent.x0;
export const centreOf = (plan: HomePlan) => (plan.extent.x0 + plan.extent.x1) / 2;
