/** The living room: a sofa with its back to the view through the back wall, an armchair, a rug, art. */
import { mix, scaleColour } from '../../colour';
import { drawVignette } from '../../landscape';
import { drawBox, project, quadPath, shade } from '../../projector';
import { n } from '../../random';
import { pathEl } from '../../svg';
import type { Scene } from '../scene';
import { buildRoom, drawShell, drawPlant, drawLamp } from './room';
import { TIMBER, UPHOLSTERY, ACCENTS } from '../../palette';

export const livingScene: Scene = (svg, rng, mood) => {
  const room = buildRoom(svg, rng, mood);
  const { cam, light, halfW: hw, back: B } = room;
  drawShell(svg, rng, room, { backWindow: true, leftWindow: false, beams: rng.chance(0.3) });
  const fabric = rng.pick(UPHOLSTERY);
  const accent = rng.pick(ACCENTS);
  const evening = mood.name === 'dusk' || mood.name === 'night';
  // Artwork on the right wall.
  const art = quadPath(cam, [
    [hw - 0.01, 1.2, 4.6],
    [hw - 0.01, 1.2, 6.4],
    [hw - 0.01, 2.3, 6.4],
    [hw - 0.01, 2.3, 4.6],
  ]);
  svg.add(
    pathEl(
      art,
      svg.linearBox([
        [0, mix(accent, '#ffffff', 0.5)],
        [0.55, mix(accent, '#ffffff', 0.2)],
        [0.56, accent],
        [1, scaleColour(accent, 0.7)],
      ]),
    ),
  );
  // Rug.
  const sz = B - rng.range(2.0, 2.6);
  svg.add(
    pathEl(
      quadPath(cam, [
        [-2.4, 0.01, sz - 4.2],
        [2.4, 0.01, sz - 4.2],
        [2.4, 0.01, sz + 0.3],
        [-2.4, 0.01, sz + 0.3],
      ]),
      shade(rng.pick(['#b6ad9f', '#9c9488', '#a9a091', '#8a9290']), [0, 1, 0], light),
    ),
  );
  drawPlant(svg, rng, room, -hw + 0.5, B - 0.6);
  // A low sideboard along the right wall, with a vase.
  drawBox(svg, cam, light, { x0: hw - 0.45, x1: hw, y0: 0, y1: 0.6, z0: 3.8, z1: 6.2 }, { colour: rng.pick(TIMBER) });
  drawBox(
    svg,
    cam,
    light,
    { x0: hw - 0.35, x1: hw - 0.15, y0: 0.6, y1: 0.95, z0: 4.6, z1: 4.8 },
    { colour: rng.pick(['#e9e3d8', '#3d4148', '#c9b08c']) },
  );
  // Sofa facing the room, its back to the view.
  const s0 = sz - 0.95;
  drawBox(svg, cam, light, { x0: -1.8, x1: 1.8, y0: 0.08, y1: 0.85, z0: sz - 0.28, z1: sz }, { colour: fabric });
  drawBox(svg, cam, light, { x0: -1.8, x1: 1.8, y0: 0.08, y1: 0.42, z0: s0, z1: sz - 0.28 }, { colour: fabric });
  for (const x of [-1.55, 0.02])
    drawBox(
      svg,
      cam,
      light,
      { x0: x, x1: x + 1.53, y0: 0.42, y1: 0.52, z0: s0 + 0.02, z1: sz - 0.3 },
      { colour: mix(fabric, '#ffffff', 0.15) },
    );
  for (const x of [-1.8, 1.56])
    drawBox(svg, cam, light, { x0: x, x1: x + 0.24, y0: 0.08, y1: 0.62, z0: s0, z1: sz }, { colour: fabric });
  for (const x of [-1.3, -0.8, 0.5, 1.0])
    drawBox(
      svg,
      cam,
      light,
      { x0: x, x1: x + 0.42, y0: 0.5, y1: 0.9, z0: sz - 0.42, z1: sz - 0.3 },
      { colour: rng.chance(0.5) ? accent : mix(fabric, '#ffffff', 0.3) },
    );
  // Lamp beside the sofa.
  drawLamp(svg, room, 2.3, sz - 0.4, 0, evening);
  // Armchair on the left.
  if (rng.chance(0.75)) {
    const az = s0 - 1.6;
    drawBox(
      svg,
      cam,
      light,
      { x0: -3.1, x1: -2.3, y0: 0.08, y1: 0.42, z0: az, z1: az + 0.85 },
      { colour: mix(fabric, accent, 0.3) },
    );
    drawBox(
      svg,
      cam,
      light,
      { x0: -3.1, x1: -2.9, y0: 0.42, y1: 0.85, z0: az, z1: az + 0.85 },
      { colour: mix(fabric, accent, 0.3) },
    );
  }
  // Coffee table with a few things on it.
  const tz = s0 - rng.range(1.0, 1.4);
  const stone = rng.pick(['#e9e4dc', '#8d7a66', '#d2c6b2']);
  drawBox(
    svg,
    cam,
    light,
    { x0: -0.65, x1: 0.65, y0: 0, y1: 0.32, z0: tz - 0.3, z1: tz + 0.3 },
    { colour: scaleColour(stone, 0.85) },
  );
  drawBox(svg, cam, light, { x0: -0.85, x1: 0.85, y0: 0.32, y1: 0.4, z0: tz - 0.45, z1: tz + 0.45 }, { colour: stone });
  drawBox(svg, cam, light, { x0: -0.5, x1: -0.1, y0: 0.4, y1: 0.5, z0: tz - 0.15, z1: tz + 0.15 }, { colour: accent });
  const [bx, by] = project(cam, 0.35, 0.45, tz);
  const s = cam.f / tz;
  svg.add(
    `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(s * 0.2)}" ry="${n(s * 0.06)}" fill="${shade('#efe9df', [0, 1, 0], light)}"/>`,
  );
  if (evening) drawVignette(svg, 0.3);
  else drawVignette(svg, 0.18);
};
