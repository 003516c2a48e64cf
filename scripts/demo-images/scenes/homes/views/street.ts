/** In the street (or on the quay): houses on both sides running to the sea, the listing's the nearest. */
import { mix } from '../../../colour';
import { drawVignette } from '../../../landscape';
import { project, quadPath, shade } from '../../../projector';
import { drawYacht } from '../../../props';
import { pathEl, polyPath, rect } from '../../../svg';
import { drawVolume } from '../building';
import { drawBackdrop, drawPaving } from '../grounds';
import type { HomePlan, Volume } from '../plan';
import { camera, context, palmAt, treeAt, widthOf } from './framing';
import type { View } from './framing';
import { STREET_WALLS, STREET_ROOFS } from '../../../palette';

export const street: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.62, 0.72], horizon: [0.45, 0.52], x: [-0.8, 0.8], eye: 1.6 });
  const ctx = context(svg, rng, mood, cam);
  const quay = plan.home.setting === 'marina';
  const half = rng.range(4, 5.5);
  const end = rng.range(70, 95);
  const [, yEnd] = project(cam, 0, 0, end);
  drawBackdrop(svg, rng, mood, cam, yEnd + 2, side);
  const road = shade(quay ? '#d8cdbb' : '#b9b2a6', [0, 1, 0], ctx.light);
  svg.add(rect(0, yEnd, w, h - yEnd, road));
  drawPaving(ctx, road, 2, end, quay ? 1.4 : 2.2, half);
  const kerb = shade('#e8e1d4', [0, 1, 0], ctx.light);
  for (const s of [-1, 1]) {
    if (quay && s === -side) continue;
    svg.add(
      pathEl(
        quadPath(cam, [
          [s * half, 0.01, 1],
          [s * (half - 1.6), 0.01, 1],
          [s * (half - 1.6), 0.01, end],
          [s * half, 0.01, end],
        ]),
        kerb,
      ),
    );
  }
  const houses: { vol: Volume; palette: HomePlan['palette'] }[] = [];
  for (const s of [-1, 1] as const) {
    if (quay && s === -side) continue;
    let z = s === side ? 4 : rng.range(3, 8);
    let first = s === side;
    while (z < end - 4) {
      const frontage = first ? Math.max(9, Math.min(14, widthOf(plan))) : rng.range(6, 11);
      const storeys = first ? Math.min(4, Math.max(2, plan.home.storeys)) : rng.int(1, 3);
      const depth = rng.range(8, 12);
      const x0 = s > 0 ? half : -half - depth;
      const facade = first ? plan.volumes[0]!.facade : rng.pick(['boards', 'boards', 'stone', 'timber'] as const);
      const floors = facade === 'floors' ? storeys : 1;
      const vol: Volume = {
        box: { x0, x1: x0 + depth, y0: 0, y1: (facade === 'floors' ? 3.2 : 3) * storeys, z0: z, z1: z + frontage },
        facade: facade === 'floors' ? 'floors' : facade,
        roof: first ? (plan.home.roof === 'flat' ? 'flat' : 'hip') : rng.pick(['hip', 'hip', 'flat'] as const),
        veranda: 0,
        floors,
        main: first,
      };
      houses.push({
        vol,
        palette: first
          ? plan.palette
          : {
              ...plan.palette,
              wall: rng.pick(STREET_WALLS),
              roof: rng.pick(STREET_ROOFS),
              shutter: rng.pick(['#6f8f89', '#4f6f84', '#8aa38f', '#5d7f8c']),
            },
      });
      z += frontage + rng.range(0, 1.5);
      first = false;
    }
  }
  if (quay) {
    // The harbour on the open side: water at the quay's foot, masts of moored yachts.
    const s = -side;
    const [ex0, ey0] = project(cam, s * half, 0, end);
    const [ex1, ey1] = project(cam, s * half, 0, 1.2);
    const water = mix(mood.seaNear, mood.shallow, 0.3);
    svg.add(
      pathEl(
        polyPath([
          [ex0, ey0],
          [ex1, ey1],
          [s > 0 ? w + 10 : -10, h + 5],
          [s > 0 ? w + 10 : -10, ey0],
        ]),
        water,
      ),
    );
    for (let z = end - 6; z > 6; z -= rng.range(5, 9)) {
      const [yx, yy] = project(cam, s * (half + rng.range(3, 6)), -0.4, z);
      drawYacht(
        svg,
        rng,
        yx,
        yy,
        (cam.f * rng.range(9, 14)) / z,
        s > 0 ? 1 : -1,
        mood,
        rng.chance(0.5) ? 'sail' : 'motor',
      );
    }
  }
  houses.sort((a, b) => b.vol.box.z0 - a.vol.box.z0);
  for (const house of houses) drawVolume(ctx, house.vol, house.palette);
  // A flowering tree or a palm on the pavement, near the camera.
  const tx = (quay ? side : -side) * (half - 0.8);
  if (rng.chance(0.5)) treeAt(ctx, tx, 0, rng.range(9, 14), rng.range(6, 8), '#c8553f');
  else palmAt(ctx, tx, 0, rng.range(9, 14), rng.range(8, 11), -Math.sign(tx) * 0.1);
  drawVignette(svg, 0.24);
};
