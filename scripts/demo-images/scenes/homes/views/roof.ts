/** On the roof terrace of a penthouse: the deck, a pool at the glass edge, the coast far below. */
import { mix, scaleColour } from '../../../colour';
import { drawVignette } from '../../../landscape';
import { drawBox, project, shade } from '../../../projector';
import { n } from '../../../random';
import { rect } from '../../../svg';
import { drawVolume } from '../building';
import { drawBackdrop, drawBalustrade } from '../grounds';
import { drawLoungers, drawPool } from '../home';
import type { Volume } from '../plan';
import { camera, context, palmAt, xForScreen } from './framing';
import type { View } from './framing';

export const roof: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.72, 0.85], horizon: [0.46, 0.52], x: [-1, 1], eye: 1.6 });
  const ctx = context(svg, rng, mood, cam);
  const E = rng.range(13, 16);
  const [, yE] = project(cam, 0, 0, E);
  drawBackdrop(svg, rng, mood, cam, yE + 2, side);
  const deck = shade(rng.pick(['#a98763', '#b89572', '#9c7a58']), [0, 1, 0], ctx.light);
  svg.add(
    rect(
      0,
      yE,
      w,
      h - yE,
      svg.linear(
        [
          [0, mix(deck, mood.haze, 0.15)],
          [1, scaleColour(deck, 0.85)],
        ],
        0,
        yE,
        0,
        h,
      ),
    ),
  );
  const boards: string[] = [];
  for (let x = -14; x <= 14; x += 0.15) {
    const [ax, ay] = project(cam, x, 0, E);
    const [bx, by] = project(cam, x, 0, 0.8);
    boards.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  svg.add(`<path d="${boards.join('')}" stroke="${scaleColour(deck, 0.7)}" stroke-width="1" opacity="0.35"/>`);
  drawBalustrade(ctx, E);
  // The pool along the glass edge, on the open side.
  const len = rng.range(6, 8);
  const px0 = side > 0 ? cam.ex + rng.range(-1, 1) : cam.ex - len + rng.range(-1, 1);
  const stone = shade('#e8e0d2', [0, 1, 0], ctx.light);
  drawPool(
    ctx,
    {
      ring: [
        [px0, 0.05, E - 3.4],
        [px0 + len, 0.05, E - 3.4],
        [px0 + len, 0.05, E - 0.4],
        [px0, 0.05, E - 0.4],
      ].map(([x, , z]) => [x!, z!] as [number, number]),
      y: 0.05,
      edge: 'far',
    },
    null,
    stone,
  );
  // The penthouse's glass along the other side.
  const main = plan.volumes[0]!;
  const hx = side > 0 ? cam.ex - rng.range(4, 5.5) - 6 : cam.ex + rng.range(4, 5.5);
  const house: Volume = {
    ...main,
    facade: 'glass',
    roof: 'flat',
    floors: 1,
    veranda: 0,
    box: { x0: hx, x1: hx + 6, y0: 0, y1: 3.3, z0: 0.5, z1: 12 },
  };
  drawVolume(ctx, house, plan.palette);
  drawLoungers(ctx, side > 0 ? px0 - 0.2 : px0 + len - 3.2, E - 6.4, 2, plan.palette.timber, plan.palette.canopy);
  // A palm in a planter by the pool.
  for (const x of [
    side > 0
      ? Math.min(px0 + len + 1.2, xForScreen(cam, svg, 0.9, E))
      : Math.max(px0 - 1.2, xForScreen(cam, svg, 0.1, E)),
  ]) {
    drawBox(
      svg,
      cam,
      ctx.light,
      { x0: x - 0.45, x1: x + 0.45, y0: 0, y1: 0.7, z0: E - 1.2, z1: E - 0.3 },
      { colour: '#d8cfbf' },
    );
    palmAt(ctx, x, 0.7, E - 0.75, rng.range(3.5, 4.5), rng.range(-0.1, 0.1));
  }
  drawVignette(svg, 0.2);
};
