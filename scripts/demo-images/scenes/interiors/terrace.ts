/** Covered terrace: timber deck, pergola, a long dining table, the sea beyond. */
import { mix, scaleColour } from '../../colour';
import { bodyPosition, drawHill, drawSea, drawSky, drawVignette, hillPath } from '../../landscape';
import { drawBox, lightOf, project, quadPath, shade, type Cam } from '../../projector';
import { n } from '../../random';
import { line, pathEl, rect } from '../../svg';
import type { Scene } from '../scene';
import { drawPlant } from './room';
import { TIMBER } from '../../palette';

export const terraceScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  svg.mirrored = rng.chance(0.5);
  const cam: Cam = {
    f: w * rng.range(0.55, 0.62),
    cx: w / 2,
    cy: h * rng.range(0.44, 0.5),
    ex: rng.range(-0.5, 0.5),
    ey: 1.5,
    ez: 0,
  };
  const light = lightOf(mood);
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, cam.cy, body);
  const island = hillPath(rng, {
    xa: w * rng.range(0.05, 0.4),
    xb: w * rng.range(0.6, 1),
    baseY: cam.cy + 1,
    height: h * rng.range(0.02, 0.05),
    envelope: 'island',
  });
  drawHill(svg, island.d, mood.hillFar, mood, 0.7, cam.cy - h * 0.05, cam.cy);
  const edge = rng.range(9.5, 11);
  const [, edgeY] = project(cam, 0, 0, edge);
  drawSea(svg, rng, mood, cam.cy, edgeY + 2, body && body[1] < cam.cy + 5 ? body[0] : null);
  const deck = shade(rng.pick(['#a98763', '#b89572', '#9c7a58']), [0, 1, 0], light);
  svg.add(
    rect(
      0,
      edgeY,
      w,
      h - edgeY,
      svg.linear(
        [
          [0, mix(deck, mood.haze, 0.15)],
          [1, scaleColour(deck, 0.85)],
        ],
        0,
        edgeY,
        0,
        h,
      ),
    ),
  );
  const boards: string[] = [];
  for (let x = -12; x <= 12; x += 0.15) {
    const [ax, ay] = project(cam, x, 0, edge);
    const [bx, by] = project(cam, x, 0, 0.8);
    boards.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  svg.add(`<path d="${boards.join('')}" stroke="${scaleColour(deck, 0.7)}" stroke-width="1" opacity="0.35"/>`);
  const [, railTop] = project(cam, 0, 1.0, edge);
  svg.add(rect(0, railTop, w, edgeY - railTop, '#ffffff', ' opacity="0.12"'));
  svg.add(line(0, railTop, w, railTop, '#ffffff', 1.5, ' opacity="0.55"'));
  // Pergola: posts, beams and slats overhead, with the slats' shadow striping the deck.
  const timber = rng.pick(TIMBER);
  const hw = rng.range(3.2, 4);
  const stripes: string[] = [];
  for (let x = -hw; x < hw; x += 0.45) {
    stripes.push(
      quadPath(cam, [
        [x + 0.8, 0.005, 2],
        [x + 1.0, 0.005, 2],
        [x + 1.0, 0.005, edge - 1],
        [x + 0.8, 0.005, edge - 1],
      ]),
    );
  }
  if (mood.name !== 'night' && mood.name !== 'overcast')
    svg.add(pathEl(stripes.join(''), '#1b2030', ' opacity="0.07"'));
  // Dining table and chairs.
  const tz = rng.range(5.5, 6.5);
  const tableTop = rng.pick(['#d8cdbb', '#9b7a5a', '#ece7de']);
  const chair = rng.pick(['#efe9df', '#3d4148', '#a68565']);
  const chairsAt = (z: number, backFar: boolean) => {
    for (const x of [-0.9, 0, 0.9]) {
      const back = () =>
        drawBox(
          svg,
          cam,
          light,
          {
            x0: x - 0.22,
            x1: x + 0.22,
            y0: 0.46,
            y1: 0.9,
            z0: backFar ? z + 0.18 : z - 0.22,
            z1: backFar ? z + 0.22 : z - 0.18,
          },
          { colour: chair },
        );
      if (backFar) back();
      for (const lx of [x - 0.2, x + 0.17]) {
        for (const lz of [z - 0.2, z + 0.17]) {
          drawBox(
            svg,
            cam,
            light,
            { x0: lx, x1: lx + 0.03, y0: 0, y1: 0.42, z0: lz, z1: lz + 0.03 },
            { colour: scaleColour(chair, 0.8) },
          );
        }
      }
      drawBox(
        svg,
        cam,
        light,
        { x0: x - 0.22, x1: x + 0.22, y0: 0.42, y1: 0.48, z0: z - 0.22, z1: z + 0.22 },
        { colour: chair },
      );
      if (!backFar) back();
    }
  };
  chairsAt(tz + 1.45, true);
  for (const x of [-1.25, 1.15])
    drawBox(
      svg,
      cam,
      light,
      { x0: x, x1: x + 0.1, y0: 0, y1: 0.72, z0: tz + 0.2, z1: tz + 0.3 },
      { colour: scaleColour(tableTop, 0.8) },
    );
  drawBox(svg, cam, light, { x0: -1.4, x1: 1.4, y0: 0.72, y1: 0.78, z0: tz, z1: tz + 1.0 }, { colour: tableTop });
  for (const x of [-0.6, 0.1, 0.7]) {
    const [gx, gy] = project(cam, x, 0.78, tz + 0.5);
    const s = cam.f / (tz + 0.5);
    svg.add(
      `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="${n(s * 0.06)}" ry="${n(s * 0.02)}" fill="#ffffff" opacity="0.7"/>`,
    );
    svg.add(line(gx, gy, gx, gy - s * 0.14, '#ffffff', Math.max(1, s * 0.015), ' opacity="0.6"'));
  }
  chairsAt(tz - 0.45, false);
  for (const z of [3.0, edge - 1.5]) {
    for (const x of [-hw, hw - 0.18])
      drawBox(svg, cam, light, { x0: x, x1: x + 0.18, y0: 0, y1: 2.8, z0: z, z1: z + 0.18 }, { colour: timber });
  }
  for (const z of [3.0, edge - 1.5])
    drawBox(svg, cam, light, { x0: -hw, x1: hw, y0: 2.8, y1: 3.05, z0: z, z1: z + 0.18 }, { colour: timber });
  for (let x = -hw; x < hw; x += 0.45)
    drawBox(svg, cam, light, { x0: x, x1: x + 0.08, y0: 3.05, y1: 3.2, z0: 2.5, z1: edge - 1.0 }, { colour: timber });
  drawPlant(svg, rng, { cam, light, halfW: hw, height: 3, back: edge, wall: '#ffffff', mood }, -hw + 0.6, edge - 1.2);
  drawVignette(svg, 0.22);
};
