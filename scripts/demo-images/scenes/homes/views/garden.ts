/** In the garden: a lawn, a path to the door, flowering shrubs and old trees, hills or the sea behind. */
import { mix } from '../../../colour';
import { drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { drawBox, project, quadPath, shade } from '../../../projector';
import { pathEl } from '../../../svg';
import { drawBackdrop, drawGround, drawHillsBackdrop } from '../grounds';
import { drawHome } from '../home';
import {
  camera,
  context,
  palmAt,
  bushAt,
  treeAt,
  xForScreen,
  depthOf,
  fitDistance,
  widthOf,
  centreOf,
} from './framing';
import type { View } from './framing';

export const garden: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.8, 0.95], horizon: [0.48, 0.55], x: [-1.5, 1.5], eye: [1.4, 1.9] });
  const ctx = context(svg, rng, mood, cam);
  const D = Math.max(15, fitDistance(cam, svg, plan)) + rng.range(0, 3);
  const at: V3 = [xForScreen(cam, svg, 0.5 + side * rng.range(0.04, 0.14), D) - centreOf(plan), 0, D - plan.extent.z0];
  const zEdge = D + depthOf(plan) + rng.range(6, 10);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  if (plan.home.setting === 'garden')
    drawHillsBackdrop(ctx, yEdge, {
      seaSide: rng.pick([-1, 0, 1] as const),
      village: rng.int(3, 8),
      height: h * rng.range(0.1, 0.18),
    });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  drawGround(ctx, yEdge, mix(mood.foliageLight, '#8d9a6a', 0.35), 0.3);
  // A low dry-stone wall along the far edge of the garden.
  drawBox(
    svg,
    cam,
    ctx.light,
    { x0: -60, x1: 60, y0: 0, y1: 0.7, z0: zEdge - 0.6, z1: zEdge },
    { colour: '#b8aa95', top: '#c9bca7' },
  );
  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++) {
    const tx = at[0] + centreOf(plan) + (i % 2 ? 1 : -1) * (widthOf(plan) / 2 + rng.range(2, 6));
    if (rng.chance(0.5)) treeAt(ctx, tx, 0, zEdge - rng.range(1, 4), rng.range(7, 10));
    else palmAt(ctx, tx, 0, zEdge - rng.range(1, 4), rng.range(9, 12), rng.range(-0.2, 0.2));
  }
  const placed = drawHome(ctx, plan, at, { coping: shade('#e6dccb', [0, 1, 0], ctx.light) });
  const main = placed.volumes[0]!;
  const front = main.box.z0 - main.veranda;
  // A stone path from the door towards the camera (around a garden pool).
  const pathX = (main.box.x0 + main.box.x1) / 2;
  const stones: string[] = [];
  for (let z = front - 0.6; z > 3; z -= 0.95) {
    const j = rng.range(-0.08, 0.08);
    const inPool = placed.pool?.ring.some(([x, pz]) => Math.abs(pz - z) < 2.6 && Math.abs(x - pathX) < 4.5);
    if (inPool) continue;
    stones.push(
      quadPath(cam, [
        [pathX - 0.45 + j, 0.01, z - 0.55],
        [pathX + 0.45 + j, 0.01, z - 0.55],
        [pathX + 0.45 + j, 0.01, z],
        [pathX - 0.45 + j, 0.01, z],
      ]),
    );
  }
  svg.add(pathEl(stones.join(''), shade('#e3d9c6', [0, 1, 0], ctx.light), ' opacity="0.9"'));
  // Bougainvillea against the house, shrubs in the beds.
  for (let i = 0; i < rng.int(3, 5); i++) {
    const bx = rng.pick([
      main.box.x0 - rng.range(0, 2),
      main.box.x1 + rng.range(0, 2),
      rng.range(main.box.x0, main.box.x1),
    ]);
    if (Math.abs(bx - pathX) < 1.2) continue;
    bushAt(ctx, bx, 0, front - rng.range(0.5, 2.5), rng.range(1.5, 2.6), rng.chance(0.6));
  }
  // A frangipani or a palm near the camera, framing the picture.
  const fx = cam.ex - side * rng.range(4.5, 7);
  if (rng.chance(0.5)) treeAt(ctx, fx, 0, rng.range(11, 14), rng.range(4, 5.5), '#f4efe2');
  else palmAt(ctx, fx, 0, rng.range(9, 12), rng.range(8, 10), side * rng.range(0.05, 0.2));
  for (const sx of [-1, 1])
    if (rng.chance(0.6))
      bushAt(ctx, cam.ex + sx * rng.range(3.5, 5), 0, rng.range(5, 6.5), rng.range(2, 3), rng.chance(0.6));
  drawVignette(svg, 0.22);
};
