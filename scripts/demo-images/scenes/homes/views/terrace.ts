/** On the pool terrace, the house across the pool, the sea (or the hills) beyond it. */
import { mix } from '../../../colour';
import { drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { drawBox, project } from '../../../projector';
import { drawBackdrop, drawBalustrade, drawGround, drawHillsBackdrop, drawPaving } from '../grounds';
import { drawHome } from '../home';
import { camera, context, palmAt, bushAt, xForScreen, depthOf, fitDistance, widthOf, centreOf } from './framing';
import type { View } from './framing';

export const terrace: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const oblique = rng.chance(0.5);
  const cam = camera(svg, rng, { f: [0.8, 0.92], horizon: [0.48, 0.56], x: [-1, 1], eye: [1.6, 4.2] });
  const ctx = context(svg, rng, mood, cam);
  const D = Math.max(19, fitDistance(cam, svg, plan)) + rng.range(0, 3);
  const u = oblique ? 0.5 + side * rng.range(0.16, 0.22) : 0.5 + side * rng.range(0.02, 0.1);
  const at: V3 = [xForScreen(cam, svg, u, D + 3) - centreOf(plan), 0, D - plan.extent.z0];
  const zEdge = D + depthOf(plan) + rng.range(2, 5);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  if (plan.home.setting === 'garden')
    drawHillsBackdrop(ctx, yEdge, { seaSide: 0, village: rng.int(2, 6), height: h * 0.16 });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  const lit = drawGround(ctx, yEdge, plan.palette.stone);
  drawPaving(ctx, lit, 3, zEdge);
  if (plan.home.setting !== 'garden') drawBalustrade(ctx, zEdge);
  for (let i = 0; i < rng.int(1, 3); i++)
    palmAt(
      ctx,
      at[0] + centreOf(plan) + rng.range(-1, 1) * widthOf(plan) * 0.6,
      0,
      zEdge - rng.range(0.5, 2),
      rng.range(9, 13),
      rng.range(-0.2, 0.2),
    );
  const placed = drawHome(ctx, plan, at, { loungers: true });
  const front = Math.min(...placed.volumes.map((v) => v.box.z0 - v.veranda));
  for (let i = 0; i < rng.int(2, 4); i++)
    bushAt(
      ctx,
      at[0] + rng.range(plan.extent.x0, plan.extent.x1),
      0,
      front - 0.6,
      rng.range(1.4, 2.4),
      rng.chance(0.4),
    );
  if (rng.chance(0.75))
    palmAt(ctx, -side * rng.range(6, 9) + cam.ex, 0, rng.range(10, 14), rng.range(8, 10), side * rng.range(0.05, 0.2));
  // A stone planter in a foreground corner.
  const pz = rng.range(7, 8.5);
  const px = cam.ex + (oblique ? side : -side) * rng.range(4, 5.5);
  drawBox(
    svg,
    cam,
    ctx.light,
    { x0: px - 1.1, x1: px + 1.1, y0: 0, y1: 0.55, z0: pz, z1: pz + 1.4 },
    { colour: mix(plan.palette.stone, '#ffffff', 0.2) },
  );
  bushAt(ctx, px, 0.55, pz + 0.6, 1.9, rng.chance(0.5));
  drawVignette(svg, 0.22);
};
