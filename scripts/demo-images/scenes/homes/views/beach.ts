/** At the water's edge: the beach running away along the shore, the sea on one side, the house behind sea grapes. */
import { mix, scaleColour } from '../../../colour';
import { bodyPosition, drawSea, drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { project, shade } from '../../../projector';
import { drawBeachSet } from '../../../props';
import { n } from '../../../random';
import { pathEl, polyPath, type Pt } from '../../../svg';
import { drawHillsBackdrop } from '../grounds';
import { drawHome } from '../home';
import { camera, context, palmAt, bushAt, depthOf, widthOf, centreOf } from './framing';
import type { View } from './framing';

export const beach: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const seaSide = -plan.side as 1 | -1;
  const cam = camera(svg, rng, { f: [0.8, 0.9], horizon: [0.46, 0.52], x: 0, eye: [1.5, 1.8] });
  const ctx = context(svg, rng, mood, cam);
  const xs = seaSide * rng.range(1.3, 2.2);
  const [vx, vy] = project(cam, xs, 0, 600);
  drawHillsBackdrop(ctx, vy, { seaSide, village: rng.int(2, 6), height: h * rng.range(0.1, 0.16) });
  const body = bodyPosition(mood, cam, w);
  drawSea(svg, rng, mood, cam.cy, h + 2, body && body[1] < cam.cy + 5 ? body[0] : null, true);
  // The waterline runs to the vanishing point; sand on the land side, a darker band of wet sand along it.
  const bottomZ = (cam.f * cam.ey) / (h + 5 - cam.cy);
  const shoreAt = (x: number): Pt => [cam.cx + (cam.f * (x - cam.ex)) / bottomZ, h + 5];
  const landX = seaSide > 0 ? -10 : w + 10;
  const sand = shade(mood.sand, [0, 1, 0], ctx.light);
  svg.add(
    pathEl(
      polyPath([[vx, vy], shoreAt(xs), [landX, h + 5], [landX, vy]]),
      svg.linear(
        [
          [0, mix(sand, mood.haze, 0.35)],
          [1, mix(sand, '#ffffff', 0.1)],
        ],
        0,
        vy,
        0,
        h,
      ),
    ),
  );
  svg.add(
    pathEl(
      polyPath([[vx, vy], shoreAt(xs), shoreAt(xs - seaSide * 0.7)]),
      mix(sand, mood.seaNear, 0.28),
      ' opacity="0.8"',
    ),
  );
  // Foam: the last wave's lace along the waterline, a fainter one further out.
  for (let k = 0; k < 2; k++) {
    const foam: Pt[] = [];
    for (let z = 400; z > bottomZ; z *= 0.9)
      foam.push(project(cam, xs + seaSide * (0.1 + k * 0.6 + 0.12 * Math.sin(z * 0.9 + k)), 0, z));
    foam.push(shoreAt(xs + seaSide * (0.1 + k * 0.6)));
    svg.add(
      `<path d="${polyPath(foam, false)}" fill="none" stroke="#ffffff" stroke-width="${k === 0 ? 2.5 : 1.5}" stroke-linejoin="round" opacity="${k === 0 ? 0.75 : 0.4}"/>`,
    );
  }
  const ripples: string[] = [];
  for (let i = 0; i < 46; i++) {
    const z = rng.range(3, 30);
    const [rx, ry] = project(cam, xs - seaSide * rng.range(1, 14), 0, z);
    const len = (cam.f * rng.range(0.4, 1.2)) / z;
    ripples.push(`M${n(rx)} ${n(ry)}q${n(len / 2)} ${n(-len * 0.06)} ${n(len)} 0`);
  }
  svg.add(
    `<path d="${ripples.join('')}" fill="none" stroke="${scaleColour(sand, 0.85)}" stroke-width="1.2" opacity="0.4"/>`,
  );
  const D = rng.range(24, 32);
  const hx = xs - seaSide * (rng.range(8, 11) + widthOf(plan) / 2);
  const at: V3 = [hx - centreOf(plan), 0.3, D - plan.extent.z0];
  for (let i = 0; i < rng.int(2, 3); i++)
    palmAt(
      ctx,
      hx + rng.range(-9, 9),
      0,
      D + depthOf(plan) + rng.range(1, 5),
      rng.range(10, 13),
      seaSide * rng.range(0, 0.2),
    );
  drawHome(ctx, plan, at, {});
  // Sea grapes between the garden and the sand, palms leaning out over the beach.
  const hedge = Array.from({ length: rng.int(5, 8) }, () => ({
    x: hx + rng.range(-0.7, 0.9) * (widthOf(plan) / 2 + 6) * -seaSide,
    z: D - rng.range(1.5, 4),
  }));
  hedge.sort((a, b) => b.z - a.z).forEach((b) => bushAt(ctx, b.x, 0.2, b.z, rng.range(2.5, 4.5), false));
  for (let i = 0; i < rng.int(1, 3); i++)
    palmAt(
      ctx,
      xs - seaSide * rng.range(5, 10),
      0,
      rng.range(16, D - 4),
      rng.range(8, 12),
      seaSide * rng.range(0.15, 0.3),
    );
  const [setX, setY] = project(cam, xs - seaSide * rng.range(3, 5), 0, rng.range(11, 15));
  drawBeachSet(svg, setX, setY, (cam.f * 1.1) / 13, shade(plan.palette.canopy, [0, -1, 0], ctx.light), mood);
  if (rng.chance(0.7))
    palmAt(ctx, xs - seaSide * rng.range(5, 7), 0, rng.range(7, 9), rng.range(7, 9), seaSide * rng.range(0.2, 0.35));
  drawVignette(svg, 0.22);
};
