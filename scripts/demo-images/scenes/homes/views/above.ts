/** From high above (a drone over the garden): the roofs, the pool as a shape, the terrace's edge, the sea. */
import { mix } from '../../../colour';
import { drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { project, quadPath, shade } from '../../../projector';
import { pathEl } from '../../../svg';
import { drawBackdrop, drawBalustrade, drawGround, drawHillsBackdrop, drawPaving } from '../grounds';
import { drawHome } from '../home';
import { camera, context, palmAt, treeAt, xForScreen, centreOf } from './framing';
import type { View } from './framing';

export const above: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.85, 1.0], horizon: [0.2, 0.28], x: [-2, 2], eye: [11, 16] });
  const ctx = context(svg, rng, mood, cam);
  const zBottom = (cam.f * cam.ey) / (h - cam.cy);
  const nearest = Math.min(plan.extent.z0, ...(plan.pool ? plan.pool.ring.map((p) => p[1]) : []));
  const dz = zBottom + rng.range(2, 4) - nearest;
  const at: V3 = [
    xForScreen(cam, svg, 0.5 + side * rng.range(0.03, 0.12), dz + plan.extent.z0) - centreOf(plan),
    0,
    dz,
  ];
  const zEdge = dz + plan.extent.z1 + rng.range(4, 8);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  const inland = plan.home.setting === 'garden';
  if (inland) drawHillsBackdrop(ctx, yEdge, { seaSide: side, village: rng.int(4, 10), height: h * 0.1 });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  drawGround(ctx, yEdge, mix(mood.foliageLight, '#8d9a6a', 0.35), 0.2);
  // The paved terrace around the house and pool.
  const x0 = at[0] + plan.extent.x0 - 3;
  const x1 = at[0] + plan.extent.x1 + 3;
  const pz0 = dz + nearest - 2;
  const paved = shade(plan.palette.stone, [0, 1, 0], ctx.light);
  const terraceQuad = quadPath(cam, [
    [x0, 0.005, pz0],
    [x1, 0.005, pz0],
    [x1, 0.005, zEdge - 1],
    [x0, 0.005, zEdge - 1],
  ]);
  svg.add(pathEl(terraceQuad, paved));
  const mark = svg.mark();
  drawPaving(ctx, paved, pz0, zEdge - 1, 1.5, 60, 0.006);
  const joints = svg.since(mark);
  svg.undo(mark);
  svg.add(`<g clip-path="${svg.clip(terraceQuad)}">${joints}</g>`);
  if (!inland) drawBalustrade(ctx, zEdge, 0, x0 - 30, x1 + 30);
  // Palms and trees about the garden: those behind the house first.
  const plants = Array.from({ length: rng.int(5, 9) }, () => {
    const left = rng.chance(0.5);
    return {
      x: left ? rng.range(x0 - 12, x0 - 1) : rng.range(x1 + 1, x1 + 12),
      z: rng.range(zBottom + 1, zEdge - 1),
      palm: rng.chance(0.65),
    };
  });
  const behind = dz + plan.extent.z1 - 1;
  const plant = (p: { x: number; z: number; palm: boolean }) =>
    p.palm
      ? palmAt(ctx, p.x, 0, p.z, rng.range(9, 12), rng.range(-0.15, 0.15))
      : treeAt(ctx, p.x, 0, p.z, rng.range(5, 8));
  plants
    .filter((p) => p.z > behind)
    .sort((a, b) => b.z - a.z)
    .forEach(plant);
  drawHome(ctx, plan, at, { loungers: true });
  plants
    .filter((p) => p.z <= behind)
    .sort((a, b) => b.z - a.z)
    .forEach(plant);
  drawVignette(svg, 0.2);
};
