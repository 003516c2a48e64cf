/** Exteriors: a modern villa with its pool, a Creole house in its garden, a residence on a marina quay. */
import { mix, scaleColour } from '../colour';
import {
  bodyPosition,
  drawHill,
  drawHillHouses,
  drawHillTrees,
  drawSea,
  drawSky,
  drawVignette,
  hillPath,
} from '../landscape';
import { normalise, type Mood, type V3 } from '../moods';
import { drawBush, drawPalm } from '../plants';
import {
  drawBox,
  frontRect,
  glassFills,
  glassPanel,
  groundShadow,
  lightOf,
  project,
  quadPath,
  shade,
  type Box,
  type Cam,
} from '../projector';
import { drawYacht } from '../props';
import { Rng, clamp, lerp, n } from '../random';
import { Svg, line, pathEl, rect } from '../svg';
import { CANOPIES, TIMBER, WALLS } from '../palette';
import type { Scene } from './scene';

// Scenes
// ---------------------------------------------------------------------------------------------

export function exteriorCamera(svg: Svg, rng: Rng, eye: [number, number], horizon: [number, number]): Cam {
  return {
    f: svg.w * rng.range(0.82, 0.98),
    cx: svg.w / 2,
    cy: svg.h * rng.range(horizon[0], horizon[1]),
    ex: rng.range(-1, 1),
    ey: rng.range(eye[0], eye[1]),
    ez: 0,
  };
}

/** Backdrop shared by the exteriors: sky, far islands, a green hill, the sea down to yBottom. */
export function drawBackdrop(svg: Svg, rng: Rng, mood: Mood, cam: Cam, yBottom: number, hillSide: 1 | -1): void {
  const { w } = svg;
  const horizonY = cam.cy;
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, horizonY, body);
  // Far islands on the open side.
  const islands = rng.int(1, 3);
  for (let i = 0; i < islands; i++) {
    const cx = w / 2 - hillSide * w * rng.range(0.05, 0.5);
    const width = w * rng.range(0.15, 0.4);
    const hill = hillPath(rng, {
      xa: cx - width / 2,
      xb: cx + width / 2,
      baseY: horizonY + 1,
      height: w * rng.range(0.015, 0.045),
      envelope: 'island',
    });
    drawHill(svg, hill.d, mood.hillFar, mood, 0.75, horizonY - w * 0.05, horizonY);
  }
  // A near green hill rising behind the building side.
  const hx0 = hillSide > 0 ? w * rng.range(0.2, 0.45) : -w * 0.05;
  const hx1 = hillSide > 0 ? w * 1.05 : w * rng.range(0.55, 0.8);
  const height = svg.h * rng.range(0.14, 0.26);
  const far = hillPath(rng, {
    xa: hx0 - hillSide * w * 0.1,
    xb: hx1 + hillSide * w * 0.1,
    baseY: horizonY + 2,
    height: height * 1.25,
    envelope: hillSide > 0 ? 'fromRight' : 'fromLeft',
  });
  drawHill(svg, far.d, mood.hill, mood, 0.55, horizonY - height * 1.25, horizonY);
  const near = hillPath(rng, {
    xa: hx0,
    xb: hx1,
    baseY: horizonY + 3,
    height,
    envelope: hillSide > 0 ? 'fromRight' : 'fromLeft',
  });
  drawHill(svg, near.d, mood.hill, mood, 0.25, horizonY - height, horizonY);
  drawHillTrees(svg, rng, near.ridgeAt, hx0, hx1, horizonY, mood.foliage, 160, w * 0.005);
  drawHillHouses(svg, rng, {
    ridgeAt: near.ridgeAt,
    xa: hx0 + w * 0.05,
    xb: hx1 - w * 0.05,
    baseY: horizonY - 3,
    count: rng.int(2, 6),
    size: w * 0.006,
    roofs: ['#a4574a', '#8c8f91', '#b7b2a8'],
    mood,
    shadowSide: mood.light[0] > 0 ? -1 : 1,
  });
  drawSea(svg, rng, mood, horizonY, yBottom, body && body[1] < horizonY + 5 ? body[0] : null);
}

/** Modern villa on a terrace above the sea, infinity pool in front. */
export const villaScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const cam = exteriorCamera(svg, rng, [1.4, 2.0], [0.5, 0.57]);
  const light = lightOf(mood);
  const side = rng.sign();
  const D = rng.range(20, 25);
  const storeys = rng.chance(0.6) ? 2 : 1;
  const mainW = rng.range(10, 13);
  const mainD = rng.range(8, 10);
  const xc = side * rng.range(2.5, 5.5);
  const main: Box = { x0: xc - mainW / 2, x1: xc + mainW / 2, y0: 0, y1: 3.4, z0: D, z1: D + mainD };
  const wingW = rng.range(4.5, 7);
  const wingZ = D + rng.range(-2.5, 2.5);
  const wing: Box =
    side > 0
      ? { x0: main.x0 - wingW, x1: main.x0, y0: 0, y1: 3.2, z0: wingZ, z1: wingZ + rng.range(6, 8) }
      : { x0: main.x1, x1: main.x1 + wingW, y0: 0, y1: 3.2, z0: wingZ, z1: wingZ + rng.range(6, 8) };
  const setback = rng.chance(0.5) ? rng.range(1.2, 2.5) : 0;
  const upper: Box | null =
    storeys === 2
      ? {
          x0: main.x0 + (setback ? rng.range(0, 2) : 0),
          x1: main.x1 - (setback ? rng.range(0, 2) : 0),
          y0: 3.75,
          y1: 7.0,
          z0: D + setback,
          z1: D + mainD,
        }
      : null;
  const zEdge = D + mainD + rng.range(2, 5);
  const yEdge = project(cam, 0, 0, zEdge)[1];

  drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);

  // Terrace ground.
  const stone = rng.pick(['#e4dac8', '#ddd3c0', '#e8e0d2']);
  const groundTop = shade(stone, [0, 1, 0], light);
  svg.add(
    rect(
      0,
      yEdge,
      w,
      h - yEdge,
      svg.linear(
        [
          [0, mix(groundTop, mood.haze, 0.25)],
          [1, scaleColour(groundTop, 0.92)],
        ],
        0,
        yEdge,
        0,
        h,
      ),
    ),
  );
  const joints: string[] = [];
  for (let z = zEdge - 1.2; z > 4; z -= 1.2) {
    const [, y] = project(cam, 0, 0, z);
    if (y < h) joints.push(`M0 ${n(y)}H${w}`);
  }
  for (let x = -40; x <= 40; x += 1.2) {
    const [ax, ay] = project(cam, x, 0, zEdge);
    const [bx, by] = project(cam, x, 0, 3);
    joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  svg.add(`<path d="${joints.join('')}" stroke="${scaleColour(groundTop, 0.8)}" stroke-width="1" opacity="0.35"/>`);
  // Glass balustrade along the terrace edge.
  {
    const [, top] = project(cam, 0, 1.0, zEdge);
    svg.add(rect(0, top, w, yEdge - top, '#ffffff', ' opacity="0.1"'));
    svg.add(line(0, top, w, top, mix('#ffffff', mood.cool, 0.3), 1.5, ' opacity="0.6"'));
  }

  // Palms behind the building.
  const trunk = mood.trunk;
  const frond = mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.4 : 0);
  const backPalmX = side > 0 ? wing.x0 - rng.range(1, 4) : wing.x1 + rng.range(1, 4);
  for (const [px, pz] of [
    [backPalmX, D + rng.range(2, 5)],
    [xc + rng.range(-3, 3), D + mainD + rng.range(1, 3)],
  ] as const) {
    const [bx, by] = project(cam, px, 0, pz);
    drawPalm(svg, rng, { x: bx, y: by, h: (cam.f * rng.range(9, 13)) / pz, lean: rng.range(-0.2, 0.2), trunk, frond });
  }

  // Cast shadows, then the building.
  const boxes: Box[] = [wing, main, ...(upper ? [upper] : [])];
  svg.add(boxes.map((b) => pathEl(groundShadow(cam, light, b), '#1b2030', ' opacity="0.22"')).join(''));
  const glass = glassFills(svg, mood);
  const frame = mix('#2b2f33', mood.cool, 0.2);
  const wall = rng.pick(WALLS);
  const timber = rng.pick(TIMBER);
  const lit = mood.windowsLit;
  const volume = (b: Box, kind: 'glass' | 'louvre' | 'solid') =>
    drawBox(svg, cam, light, b, {
      colour: wall,
      decorate: (at) => {
        const parts: string[] = [];
        const m = 0.6;
        if (kind === 'glass') {
          const r = frontRect(at, b.x0 + m, b.y0 + 0.05, b.x1 - m, b.y1 - 0.4);
          parts.push(
            glassPanel(
              r,
              lit ? glass.lit : glass.day,
              Math.max(2, Math.round((b.x1 - b.x0) / 2.2)),
              frame,
              Math.max(1, r.w / 260),
            ),
          );
        } else if (kind === 'louvre') {
          const r = frontRect(at, b.x0 + m, b.y0 + 0.3, b.x1 - m, b.y1 - 0.3);
          parts.push(rect(r.x, r.y, r.w, r.h, lit ? glass.lit : glass.day));
          const slats: string[] = [];
          const count = Math.round((b.x1 - b.x0) / 0.22);
          for (let i = 0; i <= count; i++) {
            const x = r.x + (r.w * i) / count;
            slats.push(`M${n(x)} ${n(r.y)}V${n(r.y + r.h)}`);
          }
          parts.push(
            `<path d="${slats.join('')}" stroke="${shade(timber, [0, 0, -1], light)}" stroke-width="${n(Math.max(1.2, (r.w / count) * 0.55))}"/>`,
          );
        } else {
          const r = frontRect(at, b.x0 + (b.x1 - b.x0) * 0.55, b.y0 + 0.9, b.x0 + (b.x1 - b.x0) * 0.85, b.y1 - 0.7);
          parts.push(glassPanel(r, lit ? glass.lit : glass.day, 1, frame, Math.max(1, r.w / 120)));
          // Stone cladding courses.
          const s = frontRect(at, b.x0, b.y0, b.x1, b.y1);
          const courses: string[] = [];
          for (let i = 1; i < 12; i++) courses.push(`M${n(s.x)} ${n(s.y + (s.h * i) / 12)}h${n(s.w * 0.5)}`);
          parts.push(`<path d="${courses.join('')}" stroke="#000" stroke-width="1" opacity="0.06"/>`);
        }
        // Shadow under the roof slab.
        const sh = frontRect(at, b.x0, b.y1 - 0.9, b.x1, b.y1);
        parts.push(
          rect(
            sh.x,
            sh.y,
            sh.w,
            sh.h,
            svg.linearBox([
              [0, '#141821', 0.3],
              [1, '#141821', 0],
            ]),
          ),
        );
        return parts.join('');
      },
    });
  const slab = (b: Box) =>
    drawBox(
      svg,
      cam,
      light,
      { x0: b.x0 - 0.5, x1: b.x1 + 0.5, y0: b.y1, y1: b.y1 + 0.35, z0: b.z0 - 0.9, z1: b.z1 + 0.2 },
      { colour: '#f5f2ec', bottom: '#d8d2c8' },
    );

  const order = [...boxes].sort((a, b) => b.z0 - a.z0);
  for (const b of order) {
    volume(
      b,
      b === wing
        ? rng.pick(['glass', 'louvre', 'solid'] as const)
        : b === upper
          ? rng.pick(['glass', 'louvre'] as const)
          : 'glass',
    );
    slab(b);
    if (b === main && upper && setback > 0) {
      // Glass balustrade on the roof terrace in front of the set-back upper floor.
      const [ax, ay] = project(cam, main.x0, 4.75, main.z0 - 0.9);
      const [bx, by] = project(cam, main.x1, 3.75, main.z0 - 0.9);
      svg.add(rect(ax, ay, bx - ax, by - ay, '#ffffff', ' opacity="0.12"'));
      svg.add(line(ax, ay, bx, ay, '#ffffff', 1.2, ' opacity="0.5"'));
    }
  }
  // Pergola on the wing.
  if (rng.chance(0.6)) {
    const pz0 = wing.z0 - 3.2;
    const slats = Math.round((wing.x1 - wing.x0) / 0.45);
    for (const px of [wing.x0 + 0.2, wing.x1 - 0.35]) {
      drawBox(svg, cam, light, { x0: px, x1: px + 0.15, y0: 0, y1: 3.0, z0: pz0, z1: pz0 + 0.15 }, { colour: timber });
    }
    for (let i = 0; i <= slats; i++) {
      const sx = wing.x0 + ((wing.x1 - wing.x0 - 0.1) * i) / slats;
      drawBox(svg, cam, light, { x0: sx, x1: sx + 0.1, y0: 3.0, y1: 3.2, z0: pz0, z1: wing.z0 }, { colour: timber });
    }
  }
  // Shrubs along the facade.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const bx = rng.range(Math.min(wing.x0, main.x0), Math.max(wing.x1, main.x1));
    const bz = Math.min(wing.z0, main.z0) - 0.6;
    const [sx, sy] = project(cam, bx, 0, bz);
    const s = cam.f / bz;
    drawBush(
      svg,
      rng,
      sx,
      sy,
      s * rng.range(1.4, 2.4),
      s * rng.range(0.7, 1.1),
      mood.foliage,
      mood.foliageLight,
      rng.chance(0.4) ? mix('#b8687f', mood.cool, 0.3) : undefined,
    );
  }

  // Pool with coping, water and the building's reflection.
  const poolLen = rng.range(9, 13);
  const px0 = clamp(xc - side * rng.range(1, 4) - poolLen / 2, -10, 10 - poolLen);
  const pz0 = rng.range(8.5, 10.5);
  const pz1 = Math.min(D - 5, pz0 + rng.range(4, 6));
  svg.add(
    pathEl(
      quadPath(cam, [
        [px0 - 0.5, 0.01, pz0 - 0.5],
        [px0 + poolLen + 0.5, 0.01, pz0 - 0.5],
        [px0 + poolLen + 0.5, 0.01, pz1 + 0.5],
        [px0 - 0.5, 0.01, pz1 + 0.5],
      ]),
      mix(groundTop, '#ffffff', 0.3),
    ),
  );
  const poolQuad = quadPath(cam, [
    [px0, 0.02, pz0],
    [px0 + poolLen, 0.02, pz0],
    [px0 + poolLen, 0.02, pz1],
    [px0, 0.02, pz1],
  ]);
  const [, poolTop] = project(cam, 0, 0, pz1);
  const [, poolBottom] = project(cam, 0, 0, pz0);
  const water =
    mood.windowsLit && mood.name !== 'golden'
      ? svg.linear(
          [
            [0, '#3d8fa0'],
            [1, '#6fd3d8'],
          ],
          0,
          poolTop,
          0,
          poolBottom,
        )
      : svg.linear(
          [
            [0, mix(mix(mood.shallow, '#7cc9c9', 0.4), mood.skyHorizon, 0.2)],
            [1, mix('#4fb2bd', mood.shallow, 0.2)],
          ],
          0,
          poolTop,
          0,
          poolBottom,
        );
  svg.add(pathEl(poolQuad, water));
  const clipId = svg.clip(poolQuad);
  const [, baseY] = project(cam, 0, 0, D);
  const [, roofY] = project(cam, 0, upper ? 7.35 : 3.75, D);
  const [mx0] = project(cam, Math.min(main.x0, wing.x0), 0, D);
  const [mx1] = project(cam, Math.max(main.x1, wing.x1), 0, D);
  svg.add(
    `<g clip-path="${clipId}"><rect x="${n(mx0)}" y="${n(baseY)}" width="${n(mx1 - mx0)}" height="${n((baseY - roofY) * 1.1)}" fill="${lit ? '#f3c48c' : mix(wall, mood.cool, 0.3)}" opacity="${lit ? 0.35 : 0.25}" filter="${svg.blur(3)}"/>` +
      Array.from({ length: 9 }, (_, i) => {
        const t = (i + 1) / 10;
        const y = lerp(poolTop, poolBottom, t * t);
        return `<path d="M0 ${n(y)}H${w}" stroke="#ffffff" stroke-width="${n(0.8 + t * 1.5)}" opacity="${(0.12 + t * 0.1).toFixed(2)}" stroke-dasharray="${n(20 + t * 60)} ${n(14 + t * 40)}" stroke-dashoffset="${n(rng.range(0, 80))}"/>`;
      }).join('') +
      '</g>',
  );

  // Loungers and a parasol between the pool and the house.
  const cushion = shade('#f1ece2', [0, 1, 0], light);
  const loungerZ = pz1 + 1.1;
  const count = rng.int(2, 4);
  const lx0 = px0 + rng.range(0.5, 2);
  for (let i = 0; i < count; i++) {
    const lx = lx0 + i * 1.6;
    drawBox(
      svg,
      cam,
      light,
      { x0: lx, x1: lx + 0.75, y0: 0.05, y1: 0.35, z0: loungerZ, z1: loungerZ + 2 },
      { colour: timber, top: cushion },
    );
    drawBox(
      svg,
      cam,
      light,
      { x0: lx, x1: lx + 0.75, y0: 0.35, y1: 0.85, z0: loungerZ + 1.6, z1: loungerZ + 2 },
      { colour: '#f1ece2' },
    );
  }
  if (rng.chance(0.75)) {
    const ux = lx0 + count * 1.6 + 0.3;
    const [bx, by] = project(cam, ux, 0, loungerZ + 1);
    const [, ty] = project(cam, ux, 2.4, loungerZ + 1);
    const s = cam.f / (loungerZ + 1);
    const canopy = shade(rng.pick(CANOPIES), [0, -1, 0.3], light);
    svg.add(line(bx, by, bx, ty, timber, Math.max(1.5, s * 0.05)));
    svg.add(
      pathEl(
        `M${n(bx - 1.4 * s)} ${n(ty + 0.25 * s)}Q${n(bx)} ${n(ty - 0.45 * s)} ${n(bx + 1.4 * s)} ${n(ty + 0.25 * s)}Z`,
        canopy,
      ),
    );
  }
  // A tall palm near the camera, framing the picture.
  if (rng.chance(0.7)) {
    const pz = rng.range(11, 15);
    const px = side * rng.range(7, 10);
    const [bx, by] = project(cam, px, 0, pz);
    drawPalm(svg, rng, {
      x: bx,
      y: by,
      h: (cam.f * rng.range(8, 10)) / pz,
      lean: -side * rng.range(0.05, 0.2),
      trunk,
      frond,
    });
  }
  // A stone planter in the foreground corner.
  {
    const pz = rng.range(5.5, 7);
    const px = -side * rng.range(3.2, 4.5);
    drawBox(
      svg,
      cam,
      light,
      { x0: px - 1.2, x1: px + 1.2, y0: 0, y1: 0.55, z0: pz, z1: pz + 1.6 },
      { colour: mix(stone, '#ffffff', 0.2) },
    );
    const [sx, sy] = project(cam, px, 0.55, pz + 0.6);
    const s = cam.f / (pz + 0.6);
    drawBush(
      svg,
      rng,
      sx,
      sy,
      s * 2.3,
      s * 0.9,
      mood.foliage,
      mood.foliageLight,
      rng.chance(0.5) ? mix('#c27a8e', mood.cool, 0.25) : undefined,
    );
  }
  drawVignette(svg, 0.22);
};

/** A traditional St Barth "case": clapboard walls, shutters, hip roof in tin, a veranda and a garden. */
export const houseScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const cam = exteriorCamera(svg, rng, [1.4, 1.9], [0.5, 0.56]);
  const light = lightOf(mood);
  const side = rng.sign();
  const D = rng.range(16, 19);
  const zEdge = D + rng.range(10, 14);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);

  // Lawn and garden.
  const grass = shade(mix(mood.foliageLight, '#8d9a6a', 0.35), [0, 1, 0], light);
  svg.add(
    rect(
      0,
      yEdge,
      w,
      h - yEdge,
      svg.linear(
        [
          [0, mix(grass, mood.haze, 0.3)],
          [1, scaleColour(grass, 0.85)],
        ],
        0,
        yEdge,
        0,
        h,
      ),
    ),
  );
  // Low dry-stone wall along the far edge of the garden.
  const wallStone = shade('#b8aa95', [0, 0, -1], light);
  drawBox(
    svg,
    cam,
    light,
    { x0: -40, x1: 40, y0: 0, y1: 0.7, z0: zEdge - 0.6, z1: zEdge },
    {
      colour: '#b8aa95',
      top: '#c9bca7',
      decorate: (at) => {
        const r = frontRect(at, -40, 0, 40, 0.7);
        const stones: string[] = [];
        for (let i = 0; i < 160; i++) {
          const sx = r.x + rng.range(0, r.w);
          const sy = r.y + rng.range(0, r.h);
          stones.push(`M${n(sx)} ${n(sy)}h${n(rng.range(3, 9))}`);
        }
        return `<path d="${stones.join('')}" stroke="${scaleColour(wallStone, 0.7)}" stroke-width="1.2" opacity="0.5"/>`;
      },
    },
  );

  const trunk = mood.trunk;
  const frond = mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.4 : 0);
  const roofColour = rng.pick(['#9d4b3d', '#a8574a', '#6f8a7f', '#8b979e']);
  const wall = rng.pick(['#f4efe6', '#efe8dc', '#f1ebe3']);
  const shutter = rng.pick(['#6f8f89', '#4f6f84', '#8aa38f', '#a9725f', '#5d7f8c']);
  const glass = glassFills(svg, mood);
  const lit = mood.windowsLit;

  const caseAt = (x0: number, width: number, z0: number, depth: number, withVeranda: boolean) => {
    const b: Box = { x0, x1: x0 + width, y0: 0, y1: 3.0, z0, z1: z0 + depth };
    svg.add(pathEl(groundShadow(cam, light, b, 1.6), '#1b2030', ' opacity="0.2"'));
    drawBox(
      svg,
      cam,
      light,
      { x0: x0 - 0.2, x1: x0 + width + 0.2, y0: 0, y1: 0.45, z0: z0 - 0.2, z1: z0 + depth },
      { colour: '#c9bfae' },
    );
    drawBox(
      svg,
      cam,
      light,
      { ...b, y0: 0.45 },
      {
        colour: wall,
        decorate: (at) => {
          const parts: string[] = [];
          const r = frontRect(at, b.x0, 0.45, b.x1, b.y1);
          const boards: string[] = [];
          for (let y = 0.45; y < 3.0; y += 0.2) {
            const [, sy] = at(0, y);
            boards.push(`M${n(r.x)} ${n(sy)}h${n(r.w)}`);
          }
          parts.push(`<path d="${boards.join('')}" stroke="#000" stroke-width="1" opacity="0.07"/>`);
          const openings = Math.max(2, Math.round(width / 2.6));
          for (let i = 0; i < openings; i++) {
            const cxm = b.x0 + (width * (i + 0.5)) / openings;
            const isDoor = i === Math.floor(openings / 2);
            const ow = isDoor ? 1.2 : 0.9;
            const oy0 = isDoor ? 0.45 : 1.1;
            const o = frontRect(at, cxm - ow / 2, oy0, cxm + ow / 2, 2.45);
            parts.push(glassPanel(o, lit ? glass.lit : glass.day, 2, '#f6f3ee', Math.max(1, o.w / 30)));
            // Open louvred shutters either side.
            const sw = o.w * 0.5;
            for (const sx of [o.x - sw - 1, o.x + o.w + 1]) {
              parts.push(rect(sx, o.y, sw, o.h, shade(shutter, [0, 0, -1], light)));
              const louvres: string[] = [];
              for (let k = 1; k < 14; k++) louvres.push(`M${n(sx)} ${n(o.y + (o.h * k) / 14)}h${n(sw)}`);
              parts.push(`<path d="${louvres.join('')}" stroke="#000" stroke-width="1" opacity="0.15"/>`);
            }
          }
          const sh = frontRect(at, b.x0, 2.4, b.x1, 3.0);
          parts.push(
            rect(
              sh.x,
              sh.y,
              sh.w,
              sh.h,
              svg.linearBox([
                [0, '#141821', 0.3],
                [1, '#141821', 0],
              ]),
            ),
          );
          return parts.join('');
        },
      },
    );
    // Hip roof.
    const over = 0.45;
    const rx0 = b.x0 - over;
    const rx1 = b.x1 + over;
    const rz0 = b.z0 - over - (withVeranda ? 2.2 : 0);
    const rz1 = b.z1 + over;
    const rise = rng.range(1.8, 2.4);
    const inset = Math.min((rz1 - rz0) / 2, (rx1 - rx0) / 2 - 0.5);
    const zc = (rz0 + rz1) / 2;
    const ridgeY = 3.0 + rise;
    const eaveY = withVeranda ? 2.75 : 3.0;
    const ridgeA: V3 = [rx0 + inset, ridgeY, zc];
    const ridgeB: V3 = [rx1 - inset, ridgeY, zc];
    const roofSide = scaleColour(roofColour, 0.8);
    if (cam.ex < rx0 + inset)
      svg.add(
        pathEl(
          quadPath(cam, [[rx0, eaveY, rz0], ridgeA, [rx0, eaveY, rz1]]),
          shade(roofSide, normalise([-1, 0.8, 0]), light),
        ),
      );
    if (cam.ex > rx1 - inset)
      svg.add(
        pathEl(
          quadPath(cam, [[rx1, eaveY, rz0], ridgeB, [rx1, eaveY, rz1]]),
          shade(roofSide, normalise([1, 0.8, 0]), light),
        ),
      );
    const roofFront = shade(roofColour, normalise([0, 0.8, -1]), light);
    svg.add(pathEl(quadPath(cam, [[rx0, eaveY, rz0], [rx1, eaveY, rz0], ridgeB, ridgeA]), roofFront));
    // Standing seams.
    const seams: string[] = [];
    const count = Math.round((rx1 - rx0) / 0.5);
    for (let i = 1; i < count; i++) {
      const x = rx0 + ((rx1 - rx0) * i) / count;
      const xt = clamp(x, ridgeA[0], ridgeB[0]);
      const [ax, ay] = project(cam, x, eaveY, rz0);
      const [bx, by] = project(cam, xt, ridgeY, zc);
      seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
    }
    svg.add(`<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.12"/>`);
    const fascia = quadPath(cam, [
      [rx0, eaveY, rz0],
      [rx1, eaveY, rz0],
      [rx1, eaveY - 0.18, rz0],
      [rx0, eaveY - 0.18, rz0],
    ]);
    svg.add(pathEl(fascia, '#f3efe7'));
    if (withVeranda) {
      // Veranda deck, posts and railing under the roof's long front slope.
      drawBox(
        svg,
        cam,
        light,
        { x0: b.x0, x1: b.x1, y0: 0, y1: 0.5, z0: rz0 + over, z1: b.z0 },
        { colour: '#a68565', top: '#b8997a' },
      );
      const posts = Math.max(3, Math.round(width / 2.4));
      for (let i = 0; i <= posts; i++) {
        const x = b.x0 + 0.1 + ((width - 0.3) * i) / posts;
        drawBox(
          svg,
          cam,
          light,
          { x0: x, x1: x + 0.14, y0: 0.5, y1: eaveY - 0.18, z0: rz0 + over, z1: rz0 + over + 0.14 },
          { colour: '#f4f1ea' },
        );
      }
      const [ax, ay] = project(cam, b.x0, 1.4, rz0 + over);
      const [bx, by] = project(cam, b.x1, 0.5, rz0 + over);
      const balusters: string[] = [];
      const step = Math.max(4, (bx - ax) / 90);
      for (let x = ax; x < bx; x += step) balusters.push(`M${n(x)} ${n(ay)}V${n(by)}`);
      svg.add(`<path d="${balusters.join('')}" stroke="#f4f1ea" stroke-width="${n(step * 0.35)}"/>`);
      svg.add(line(ax, ay, bx, ay, '#f4f1ea', Math.max(2, step * 0.6)));
    }
  };

  const mainW = rng.range(8, 11);
  const mainX = side * rng.range(0.5, 3) - mainW / 2;
  const second = rng.chance(0.7);
  const secondW = rng.range(5, 7);
  const secondX = side > 0 ? mainX - secondW - rng.range(1.5, 3) : mainX + mainW + rng.range(1.5, 3);
  const secondZ = D + rng.range(2, 5);
  // Back palms.
  for (let i = 0; i < 2; i++) {
    const pz = D + rng.range(5, 9);
    const px = mainX + rng.range(-4, mainW + 4);
    const [bx, by] = project(cam, px, 0, pz);
    drawPalm(svg, rng, { x: bx, y: by, h: (cam.f * rng.range(9, 12)) / pz, lean: rng.range(-0.2, 0.2), trunk, frond });
  }
  if (second) caseAt(secondX, secondW, secondZ, rng.range(5, 6), false);
  caseAt(mainX, mainW, D, rng.range(6, 7), true);

  // Garden: bougainvillea, shrubs, a stone path.
  const stones: string[] = [];
  const pathX = mainX + mainW / 2;
  for (let z = D - 3.0; z > 3; z -= 0.95) {
    const jitter = rng.range(-0.08, 0.08);
    stones.push(
      quadPath(cam, [
        [pathX - 0.45 + jitter, 0.01, z - 0.55],
        [pathX + 0.45 + jitter, 0.01, z - 0.55],
        [pathX + 0.45 + jitter, 0.01, z],
        [pathX - 0.45 + jitter, 0.01, z],
      ]),
    );
  }
  svg.add(pathEl(stones.join(''), shade('#e3d9c6', [0, 1, 0], light), ' opacity="0.9"'));
  // Foreground shrubs framing the lower corners.
  for (const sx of [-1, 1]) {
    if (!rng.chance(0.7)) continue;
    const bz = rng.range(5, 6.5);
    const [fx, fy] = project(cam, sx * rng.range(3.5, 5), 0, bz);
    const s = cam.f / bz;
    drawBush(
      svg,
      rng,
      fx,
      fy + s * 0.2,
      s * rng.range(2, 3),
      s * rng.range(1, 1.4),
      mood.foliage,
      mood.foliageLight,
      rng.chance(0.6) ? mix('#b35c7b', mood.cool, 0.25) : undefined,
    );
  }
  for (let i = 0; i < rng.int(3, 5); i++) {
    const bz = rng.range(D - 4, D - 1.5);
    const bx = rng.pick([mainX - rng.range(0, 2), mainX + mainW + rng.range(0, 2), mainX + rng.range(0, mainW)]);
    const [sx, sy] = project(cam, bx, 0, bz);
    const s = cam.f / bz;
    drawBush(
      svg,
      rng,
      sx,
      sy,
      s * rng.range(1.5, 2.6),
      s * rng.range(0.8, 1.4),
      mood.foliage,
      mood.foliageLight,
      rng.chance(0.5) ? mix('#b35c7b', mood.cool, 0.25) : undefined,
    );
  }
  const pz = rng.range(9, 12);
  const [bx, by] = project(cam, -side * rng.range(5, 8), 0, pz);
  drawPalm(svg, rng, {
    x: bx,
    y: by,
    h: (cam.f * rng.range(8, 10)) / pz,
    lean: side * rng.range(0.05, 0.2),
    trunk,
    frond,
  });
  drawVignette(svg, 0.22);
};

/** A low-rise residence on a marina quay (Simpson Bay, Cupecoy, Porto Cupecoy). */
export const apartmentScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const cam: Cam = {
    f: w * rng.range(0.8, 0.95),
    cx: w / 2,
    cy: h * rng.range(0.46, 0.54),
    ex: rng.range(-2, 2),
    ey: rng.range(2.2, 3.2),
    ez: 0,
  };
  const light = lightOf(mood);
  const side = rng.sign();
  const D = rng.range(34, 42);
  const zQuay = D - rng.range(5, 7);
  const [, quayY] = project(cam, 0, 0, zQuay);
  drawBackdrop(svg, rng, mood, cam, quayY, side);
  // Lagoon water in front of the quay.
  svg.add(
    rect(
      0,
      quayY,
      w,
      h - quayY,
      svg.linear(
        [
          [0, mix(mood.seaNear, mood.haze, 0.15)],
          [1, mix(mood.seaNear, mood.shallow, 0.45)],
        ],
        0,
        quayY,
        0,
        h,
      ),
    ),
  );
  // Quay: a stone edge with a promenade on top.
  drawBox(
    svg,
    cam,
    light,
    { x0: -60, x1: 60, y0: 0, y1: 1.1, z0: zQuay, z1: D + 20 },
    { colour: '#cbbfac', top: '#ddd3c2' },
  );

  const floors = rng.int(3, 5);
  const bw = rng.range(24, 32);
  const bx0 = side * rng.range(2, 8) - bw / 2;
  const wall = rng.pick(WALLS);
  const soffit = rng.pick(TIMBER);
  const glass = glassFills(svg, mood);
  const frame = mix('#2b2f33', mood.cool, 0.2);
  const fh = 3.2;
  const base = 1.1;
  // Second, lower building further along the quay.
  const bw2 = rng.range(14, 20);
  const b2x0 = side > 0 ? bx0 - bw2 - rng.range(3, 6) : bx0 + bw + rng.range(3, 6);
  const floors2 = Math.max(2, floors - rng.int(1, 2));
  const building = (x0: number, width: number, z0: number, nFloors: number) => {
    const body: Box = { x0, x1: x0 + width, y0: base, y1: base + nFloors * fh, z0: z0 + 1.6, z1: z0 + 14 };
    svg.add(pathEl(groundShadow(cam, light, { ...body, z0: body.z0 - 2 }, 1.5), '#1b2030', ' opacity="0.18"'));
    drawBox(svg, cam, light, body, {
      colour: wall,
      decorate: (at) => {
        const parts: string[] = [];
        for (let f = 0; f < nFloors; f++) {
          const y0 = base + f * fh + 0.3;
          const r = frontRect(at, x0 + 0.8, y0, x0 + width - 0.8, y0 + 2.6);
          const isLit =
            mood.windowsLit && rng.chance(mood.name === 'golden' ? 0.3 : mood.name === 'dusk' ? 0.55 : 0.75);
          parts.push(
            glassPanel(r, isLit ? glass.lit : glass.day, Math.round(width / 1.8), frame, Math.max(1, r.w / 400)),
          );
        }
        return parts.join('');
      },
    });
    // Fins between apartments.
    const bays = Math.max(2, Math.round(width / 7));
    for (let i = 0; i <= bays; i++) {
      const fx = x0 + ((width - 0.35) * i) / bays;
      drawBox(
        svg,
        cam,
        light,
        { x0: fx, x1: fx + 0.35, y0: base, y1: base + nFloors * fh + 0.4, z0: z0, z1: z0 + 1.6 },
        { colour: wall },
      );
    }
    // Balcony slabs with glass balustrades, and a roof slab.
    for (let f = 1; f <= nFloors; f++) {
      const y = base + f * fh;
      drawBox(
        svg,
        cam,
        light,
        { x0: x0 - 0.3, x1: x0 + width + 0.3, y0: y, y1: y + 0.3, z0: z0 - 0.3, z1: z0 + 1.6 },
        { colour: '#f3f0ea', bottom: soffit },
      );
      if (f < nFloors) {
        const [ax, ay] = project(cam, x0, y + 1.3, z0 - 0.3);
        const [bx2, by] = project(cam, x0 + width, y + 0.3, z0 - 0.3);
        svg.add(rect(ax, ay, bx2 - ax, by - ay, '#dfeef0', ' opacity="0.18"'));
        svg.add(line(ax, ay, bx2, ay, '#ffffff', 1.2, ' opacity="0.55"'));
      }
    }
  };
  const order =
    side > 0
      ? [
          [b2x0, bw2, D + 4, floors2],
          [bx0, bw, D, floors],
        ]
      : [
          [b2x0, bw2, D + 4, floors2],
          [bx0, bw, D, floors],
        ];
  for (const [x0, width, z0, nf] of order as [number, number, number, number][]) building(x0, width, z0, nf);
  // Palms along the promenade.
  const trunk = mood.trunk;
  const frond = mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.4 : 0);
  for (let i = 0; i < rng.int(3, 5); i++) {
    const pz = zQuay + rng.range(1, 3);
    const px = rng.range(-25, 25);
    const [sx, sy] = project(cam, px, 1.1, pz);
    drawPalm(svg, rng, {
      x: sx,
      y: sy,
      h: (cam.f * rng.range(7, 10)) / pz,
      lean: rng.range(-0.15, 0.15),
      trunk,
      frond,
    });
  }
  // Yachts moored along the quay.
  const yachts = rng.int(2, 4);
  for (let i = 0; i < yachts; i++) {
    const yz = zQuay - rng.range(1.5, 4);
    const [, waterY] = project(cam, 0, 0, yz);
    const len = (cam.f * rng.range(8, 14)) / yz;
    const x = rng.range(-0.1, 0.9) * w;
    drawYacht(svg, rng, x, waterY, len, rng.sign(), mood, rng.chance(0.7) ? 'motor' : 'sail');
  }
  // Water shimmer over the lagoon.
  const strokes: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const y = quayY + (h - quayY) * t;
    const len = (10 + 90 * t) * (w / 1200);
    strokes.push(`M${n(rng.range(0, w))} ${n(y)}h${n(len)}`);
  }
  svg.add(`<path d="${strokes.join('')}" stroke="#ffffff" stroke-width="1.2" opacity="0.15"/>`);
  drawVignette(svg, 0.22);
};
