/** The bedroom: the bed before a timber panel, nightstands and lamps, the sea through a side window. */
import { mix } from '../../colour';
import { drawVignette } from '../../landscape';
import { drawBox, frontRect, project, quadPath, shade } from '../../projector';
import { n } from '../../random';
import { line, pathEl } from '../../svg';
import type { Scene } from '../scene';
import { buildRoom, drawShell, drawPlant } from './room';
import { TIMBER, ACCENTS } from '../../palette';

export const bedroomScene: Scene = (svg, rng, mood) => {
  const room = buildRoom(svg, rng, mood);
  const { cam, light, halfW: hw, height: H, back: B } = room;
  drawShell(svg, rng, room, { backWindow: false, leftWindow: true, beams: rng.chance(0.3) });
  const timber = rng.pick(TIMBER);
  const accent = rng.pick(ACCENTS);
  const linen = '#f6f3ee';
  const evening = mood.name === 'dusk' || mood.name === 'night';
  // Timber panel behind the bed.
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.9, x1: 1.9, y0: 0, y1: H, z0: B - 0.05, z1: B },
    {
      colour: timber,
      decorate: (at) => {
        const r = frontRect(at, -1.9, 0, 1.9, H);
        const lines: string[] = [];
        for (let i = 1; i < 24; i++) lines.push(`M${n(r.x + (r.w * i) / 24)} ${n(r.y)}v${n(r.h)}`);
        return `<path d="${lines.join('')}" stroke="#000" stroke-width="1" opacity="0.15"/>`;
      },
    },
  );
  svg.add(
    pathEl(
      quadPath(cam, [
        [-2.4, 0.01, B - 3.6],
        [2.4, 0.01, B - 3.6],
        [2.4, 0.01, B - 0.2],
        [-2.4, 0.01, B - 0.2],
      ]),
      shade(rng.pick(['#d9d0c1', '#c7beb0']), [0, 1, 0], light),
    ),
  );
  // Nightstands, lamps, pendants.
  for (const s of [-1, 1]) {
    const x0 = s < 0 ? -1.75 : 1.25;
    drawBox(
      svg,
      cam,
      light,
      { x0, x1: x0 + 0.5, y0: 0, y1: 0.5, z0: B - 0.55, z1: B - 0.05 },
      { colour: mix(timber, '#ffffff', 0.2) },
    );
    const [px, py] = project(cam, x0 + 0.25, 1.25, B - 0.3);
    const [, cy] = project(cam, x0 + 0.25, H, B - 0.3);
    svg.add(line(px, cy, px, py, '#2f2f2f', 1.2));
    const r = (cam.f / B) * 0.13;
    svg.add(`<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${evening ? '#ffe2ad' : '#efe8dc'}"/>`);
    if (evening)
      svg.add(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 8)}" fill="${svg.radial(
          [
            [0, '#ffd49a', 0.4],
            [1, '#ffd49a', 0],
          ],
          px,
          py,
          r * 8,
        )}"/>`,
      );
  }
  // The bed.
  const bz = B - 0.08;
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.15, x1: 1.15, y0: 0, y1: 1.2, z0: bz - 0.12, z1: bz },
    { colour: mix(timber, '#e8e0d2', 0.6) },
  );
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.05, x1: 1.05, y0: 0.08, y1: 0.36, z0: bz - 2.2, z1: bz - 0.12 },
    { colour: mix(timber, '#e8e0d2', 0.5) },
  );
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.02, x1: 1.02, y0: 0.36, y1: 0.58, z0: bz - 2.15, z1: bz - 0.12 },
    { colour: linen },
  );
  for (const x of [-0.95, 0.05])
    drawBox(svg, cam, light, { x0: x, x1: x + 0.9, y0: 0.58, y1: 0.84, z0: bz - 0.5, z1: bz - 0.2 }, { colour: linen });
  for (const x of [-0.7, 0.15])
    drawBox(
      svg,
      cam,
      light,
      { x0: x, x1: x + 0.55, y0: 0.58, y1: 0.78, z0: bz - 0.7, z1: bz - 0.55 },
      { colour: accent },
    );
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.08, x1: 1.08, y0: 0.56, y1: 0.63, z0: bz - 2.2, z1: bz - 0.8 },
    { colour: '#fbf9f5' },
  );
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.1, x1: 1.1, y0: 0.63, y1: 0.66, z0: bz - 2.2, z1: bz - 1.55 },
    { colour: mix(accent, '#ffffff', 0.35) },
  );
  // Bench at the foot.
  if (rng.chance(0.6))
    drawBox(
      svg,
      cam,
      light,
      { x0: -0.8, x1: 0.8, y0: 0, y1: 0.45, z0: bz - 2.85, z1: bz - 2.45 },
      { colour: mix(timber, '#ffffff', 0.1) },
    );
  drawPlant(svg, rng, room, hw - 0.5, B - 0.5);
  drawVignette(svg, evening ? 0.3 : 0.18);
};
