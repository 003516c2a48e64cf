/** At the end of the pool, looking along it to its infinity edge and the view; the house along one side. */
import { mix } from '../../../colour';
import {
  bodyPosition,
  drawHill,
  drawHillHouses,
  drawHillTrees,
  drawSea,
  drawSky,
  drawVignette,
  hillPath,
} from '../../../landscape';
import { project } from '../../../projector';
import { drawYacht } from '../../../props';
import { lerp } from '../../../random';
import { drawVolume } from '../building';
import { drawBackdrop, drawGround, drawPaving } from '../grounds';
import { drawLounger, drawPool } from '../home';
import type { Volume } from '../plan';
import { camera, context, palmAt } from './framing';
import type { View } from './framing';

export const poolside: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.66, 0.78], horizon: [0.42, 0.48], x: [-0.5, 0.5], eye: [1.3, 1.7] });
  const ctx = context(svg, rng, mood, cam);
  const P = rng.range(12, 16);
  const pw = rng.range(4, 5.5);
  const px0 = cam.ex - pw / 2 + side * rng.range(0.3, 1.2);
  const [, yP] = project(cam, 0, 0, P);
  if (plan.home.setting === 'town') {
    // Looking down over a harbour: the hills of the other side with their houses, boats on the water.
    const body = bodyPosition(mood, cam, w);
    drawSky(svg, rng, mood, cam.cy, body);
    drawSea(svg, rng, mood, cam.cy, yP + 2, null, true);
    const shore = cam.cy + (yP - cam.cy) * rng.range(0.2, 0.3);
    const hill = hillPath(rng, {
      xa: -40,
      xb: w + 40,
      baseY: shore,
      height: shore - cam.cy + h * rng.range(0.08, 0.14),
      envelope: 'ridge',
      roughness: 1.4,
    });
    drawHill(svg, hill.d, mood.hill, mood, 0.35, cam.cy - h * 0.1, shore);
    drawHillTrees(svg, rng, hill.ridgeAt, 0, w, shore, mood.foliage, 200, w * 0.005);
    drawHillHouses(svg, rng, {
      ridgeAt: hill.ridgeAt,
      xa: 10,
      xb: w - 10,
      baseY: shore - 4,
      count: rng.int(35, 50),
      size: w * 0.008,
      roofs: ['#a8493b', '#b5594a', '#9b4437', '#8b8f91'],
      mood,
      shadowSide: mood.light[0] > 0 ? -1 : 1,
    });
    for (let i = 0; i < rng.int(6, 10); i++) {
      const yy = lerp(shore + 6, yP - 4, rng.range(0.1, 0.9));
      drawYacht(
        svg,
        rng,
        rng.range(0.05, 0.95) * w,
        yy,
        w * (0.02 + 0.03 * ((yy - shore) / (yP - shore))),
        rng.sign(),
        mood,
        rng.chance(0.6) ? 'motor' : 'sail',
      );
    }
  } else drawBackdrop(svg, rng, mood, cam, yP + 2, side);
  const lit = drawGround(ctx, yP, plan.palette.stone, 0.15);
  drawPaving(ctx, lit, 1, P, 1.0);
  drawPool(
    ctx,
    {
      ring: [
        [px0, 1.8],
        [px0 + pw, 1.8],
        [px0 + pw, P],
        [px0, P],
      ],
      y: 0,
      edge: 'far',
    },
    null,
    mix(lit, '#ffffff', 0.3),
  );
  // The house along the far side of the pool, its glass facing the water.
  const main = plan.volumes[0]!;
  const W = main.box.x1 - main.box.x0;
  const D = main.box.z1 - main.box.z0;
  const hx0 = side > 0 ? px0 + pw + rng.range(2.5, 3.5) : px0 - rng.range(2.5, 3.5) - D;
  const z0 = rng.range(7, 9);
  const house: Volume = { ...main, box: { x0: hx0, x1: hx0 + D, y0: 0, y1: main.box.y1, z0, z1: z0 + W }, veranda: 0 };
  drawVolume(ctx, house, plan.palette);
  // Loungers on the open side of the pool, across the deck, their backs away from the water.
  const lx = side > 0 ? px0 - 2.8 : px0 + pw + 0.8;
  const count = rng.int(2, 3);
  for (let i = count - 1; i >= 0; i--)
    drawLounger(ctx, lx, 5 + i * 2.2, 'x', (side > 0 ? -1 : 1) as 1 | -1, plan.palette.timber);
  palmAt(
    ctx,
    side > 0 ? px0 - rng.range(5, 7) : px0 + pw + rng.range(5, 7),
    0,
    rng.range(10, 14),
    rng.range(8, 11),
    -side * rng.range(0.05, 0.2),
  );
  drawVignette(svg, 0.2);
};
