/** Interiors: living room, bedroom, kitchen, and the covered terrace. */
import { mix, scaleColour } from '../colour';
import { bodyPosition, drawHill, drawSea, drawSky, drawVignette, hillPath } from '../landscape';
import { normalise, type Mood } from '../moods';
import { drawPalm } from '../plants';
import { drawBox, frontRect, lightOf, project, quadPath, shade, type Cam, type Light } from '../projector';
import { Rng, n } from '../random';
import { Svg, line, pathEl, rect } from '../svg';
import { TIMBER } from '../palette';
import type { Scene } from './scene';

export const INTERIOR_WALLS = ['#efe9df', '#ece4d6', '#e8e3da', '#f2eee7'];
export const FLOORS = [
  { colour: '#b89572', kind: 'wood' },
  { colour: '#c9ab86', kind: 'wood' },
  { colour: '#ddd3c2', kind: 'stone' },
  { colour: '#d6cbb8', kind: 'stone' },
] as const;
export const UPHOLSTERY = ['#e9e3d8', '#d8cfc0', '#c2b8a6', '#7d8b8c', '#4a5560'];
export const ACCENTS = ['#5f8f93', '#c08a5b', '#a89468', '#3d4a5a', '#8c9d8a'];

export interface Room {
  cam: Cam;
  light: Light;
  halfW: number;
  height: number;
  back: number;
  wall: string;
  mood: Mood;
}

/** Sea view through an opening: sky, horizon at eye level, sea, maybe an island, clipped to the opening. */
export function drawView(svg: Svg, rng: Rng, room: Room, clipPathData: string, terrace: boolean): void {
  const { w, h } = svg;
  const { cam, mood } = room;
  const clip = svg.clip(clipPathData);
  const horizonY = cam.cy;
  const parts: string[] = [];
  const sky = svg.linear(
    [
      [0, mood.skyTop],
      [0.6, mood.skyMid],
      [1, mood.skyHorizon],
    ],
    0,
    0,
    0,
    horizonY,
  );
  parts.push(rect(0, 0, w, horizonY + 2, sky));
  const body = bodyPosition(mood, cam, w);
  if (body && mood.body !== 'none') {
    parts.push(
      `<circle cx="${n(body[0])}" cy="${n(body[1])}" r="${n(w * 0.3)}" fill="${svg.radial(
        [
          [0, mood.sunGlow, 0.6],
          [1, mood.sunGlow, 0],
        ],
        body[0],
        body[1],
        w * 0.3,
      )}"/>`,
    );
  }
  parts.push(
    rect(
      0,
      horizonY,
      w,
      h - horizonY,
      svg.linear(
        [
          [0, mix(mood.seaFar, mood.haze, 0.35)],
          [0.2, mood.seaFar],
          [1, mood.seaNear],
        ],
        0,
        horizonY,
        0,
        h,
      ),
    ),
  );
  const island = hillPath(rng, {
    xa: w * rng.range(0.1, 0.5),
    xb: w * rng.range(0.6, 0.95),
    baseY: horizonY + 1,
    height: h * rng.range(0.015, 0.04),
    envelope: 'island',
  });
  parts.push(pathEl(island.d, mix(mood.hillFar, mood.haze, 0.5)));
  if (terrace) {
    const tz = room.back + rng.range(2.5, 4);
    const [, ty] = project(cam, 0, 0, tz);
    const [, by] = project(cam, 0, 0, room.back);
    const deck = shade('#d9cfbd', [0, 1, 0], room.light);
    parts.push(rect(0, ty, w, by - ty + 2, deck));
    const [, rt] = project(cam, 0, 1.0, tz);
    parts.push(rect(0, rt, w, ty - rt, '#ffffff', ' opacity="0.12"'));
    parts.push(line(0, rt, w, rt, '#ffffff', 1.2, ' opacity="0.5"'));
  }
  svg.add(`<g clip-path="${clip}">${parts.join('')}</g>`);
}

export function buildRoom(svg: Svg, rng: Rng, mood: Mood): Room {
  const { w, h } = svg;
  svg.mirrored = rng.chance(0.5);
  const evening = mood.name === 'night' || mood.name === 'dusk';
  const cam: Cam = {
    f: w * rng.range(0.64, 0.72),
    cx: w / 2,
    cy: h * rng.range(0.48, 0.54),
    ex: rng.range(-0.6, 0.6),
    ey: 1.5,
    ez: 0,
  };
  const light: Light = {
    dir: normalise([rng.range(-0.4, 0.4), 0.7, 0.6]),
    ambient: evening ? 0.58 : 0.76,
    warm: evening ? '#ffd39a' : '#fff6e8',
    cool: evening ? '#8a7f86' : '#d3cbbf',
  };
  return {
    cam,
    light,
    halfW: rng.range(3.6, 4.4),
    height: rng.range(3.0, 3.5),
    back: rng.range(8.5, 9.5),
    wall: rng.pick(INTERIOR_WALLS),
    mood,
  };
}

export function drawShell(
  svg: Svg,
  rng: Rng,
  room: Room,
  o: { backWindow: boolean; leftWindow: boolean; beams: boolean },
): void {
  const { cam, light, halfW: hw, height: H, back: B, wall } = room;
  const near = 0.4;
  const floor = rng.pick(FLOORS);
  // Ceiling, side walls, floor.
  svg.add(
    pathEl(
      quadPath(cam, [
        [-hw, H, near],
        [hw, H, near],
        [hw, H, B],
        [-hw, H, B],
      ]),
      shade(mix(wall, '#ffffff', 0.3), [0, -1, 0], light),
    ),
  );
  svg.add(
    pathEl(
      quadPath(cam, [
        [-hw, 0, near],
        [-hw, H, near],
        [-hw, H, B],
        [-hw, 0, B],
      ]),
      shade(wall, [1, 0, 0], light),
    ),
  );
  svg.add(
    pathEl(
      quadPath(cam, [
        [hw, 0, near],
        [hw, H, near],
        [hw, H, B],
        [hw, 0, B],
      ]),
      shade(wall, [-1, 0, 0], light),
    ),
  );
  const floorFill = shade(floor.colour, [0, 1, 0], light);
  const [, fy] = project(cam, 0, 0, B);
  svg.add(
    pathEl(
      quadPath(cam, [
        [-hw, 0, near],
        [hw, 0, near],
        [hw, 0, B],
        [-hw, 0, B],
      ]),
      svg.linear(
        [
          [0, mix(floorFill, '#ffffff', 0.12)],
          [1, scaleColour(floorFill, 0.9)],
        ],
        0,
        fy,
        0,
        svg.h,
      ),
    ),
  );
  const joints: string[] = [];
  if (floor.kind === 'wood') {
    for (let x = -hw; x <= hw; x += 0.19) {
      const [ax, ay] = project(cam, x, 0, B);
      const [bx, by] = project(cam, x, 0, near + 0.5);
      joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
    }
  } else {
    for (let x = -hw; x <= hw; x += 0.9) {
      const [ax, ay] = project(cam, x, 0, B);
      const [bx, by] = project(cam, x, 0, near + 0.5);
      joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
    }
    for (let z = B; z > 1; z -= 0.9) {
      const [ax, ay] = project(cam, -hw, 0, z);
      const [bx] = project(cam, hw, 0, z);
      joints.push(`M${n(ax)} ${n(ay)}H${n(bx)}`);
    }
  }
  svg.add(
    `<path d="${joints.join('')}" stroke="${scaleColour(floorFill, 0.75)}" stroke-width="1" opacity="${floor.kind === 'wood' ? 0.35 : 0.3}"/>`,
  );
  // Back wall, with or without the big opening.
  const backFill = shade(wall, [0, 0, -1], light);
  svg.add(
    pathEl(
      quadPath(cam, [
        [-hw, 0, B],
        [hw, 0, B],
        [hw, H, B],
        [-hw, H, B],
      ]),
      backFill,
    ),
  );
  const bronze = '#3b3a37';
  const frameW = Math.max(2, (cam.f / B) * 0.06);
  if (o.backWindow) {
    const wx0 = -hw + 0.45;
    const wx1 = hw - 0.45;
    const top = H - 0.35;
    const opening = quadPath(cam, [
      [wx0, 0, B],
      [wx1, 0, B],
      [wx1, top, B],
      [wx0, top, B],
    ]);
    drawView(svg, rng, room, opening, true);
    const panels = Math.round((wx1 - wx0) / 1.6);
    const bars: string[] = [];
    for (let i = 0; i <= panels; i++) {
      const x = wx0 + ((wx1 - wx0) * i) / panels;
      const [ax, ay] = project(cam, x, 0, B);
      const [, by] = project(cam, x, top, B);
      bars.push(`M${n(ax)} ${n(ay)}V${n(by)}`);
    }
    const [ax, ay] = project(cam, wx0, top, B);
    const [bx] = project(cam, wx1, top, B);
    bars.push(`M${n(ax)} ${n(ay)}H${n(bx)}`);
    svg.add(`<path d="${bars.join('')}" stroke="${bronze}" stroke-width="${n(frameW)}"/>`);
    // Sheer curtains gathered at both sides.
    for (const s of [-1, 1]) {
      const cx0 = s < 0 ? wx0 - 0.3 : wx1 - 0.5;
      const cx1 = cx0 + 0.8;
      const r = frontRect((x, y) => project(cam, x, y, B - 0.15), cx0, 0, cx1, top + 0.3);
      const folds = svg.linearBox(
        [
          [0, '#ffffff', 0.55],
          [0.25, '#ffffff', 0.8],
          [0.5, '#f1ebe0', 0.55],
          [0.75, '#ffffff', 0.8],
          [1, '#ffffff', 0.55],
        ],
        0,
        0,
        1,
        0,
      );
      svg.add(rect(r.x, r.y, r.w, r.h, folds));
    }
    // Light spilling onto the floor.
    if (room.mood.body !== 'moon' && room.mood.name !== 'night') {
      const drift = rng.range(-1.5, 1.5);
      const k = rng.range(3, 4.5);
      svg.add(
        pathEl(
          quadPath(cam, [
            [wx0 + 0.5, 0.005, B],
            [wx1 - 0.5, 0.005, B],
            [wx1 - 0.5 + drift, 0.005, B - k],
            [wx0 + 0.5 + drift, 0.005, B - k],
          ]),
          svg.linear(
            [
              [0, room.light.warm, 0.35],
              [1, room.light.warm, 0],
            ],
            0,
            fy,
            0,
            project(cam, 0, 0, B - k)[1],
          ),
        ),
      );
    }
  }
  if (o.leftWindow) {
    const z0 = B - 5.2;
    const z1 = B - 0.6;
    const top = H - 0.35;
    const opening = quadPath(cam, [
      [-hw, 0, z0],
      [-hw, 0, z1],
      [-hw, top, z1],
      [-hw, top, z0],
    ]);
    drawView(svg, rng, room, opening, false);
    const bars: string[] = [];
    for (let z = z0; z <= z1 + 0.01; z += (z1 - z0) / 3) {
      const [ax, ay] = project(cam, -hw, 0, z);
      const [, by] = project(cam, -hw, top, z);
      bars.push(`M${n(ax)} ${n(ay)}V${n(by)}`);
    }
    const [ax, ay] = project(cam, -hw, top, z0);
    const [bx, by] = project(cam, -hw, top, z1);
    bars.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
    svg.add(`<path d="${bars.join('')}" stroke="${bronze}" stroke-width="${n(frameW * 1.4)}"/>`);
    if (room.mood.name !== 'night') {
      svg.add(
        pathEl(
          quadPath(cam, [
            [-hw, 0.005, z0 + 0.5],
            [-hw, 0.005, z1],
            [-hw + 2.2, 0.005, z1 - 0.8],
            [-hw + 2.2, 0.005, z0 - 0.3],
          ]),
          room.light.warm,
          ' opacity="0.1"',
        ),
      );
    }
  }
  if (o.beams) {
    const timber = rng.pick(TIMBER);
    for (let x = -hw + 0.5; x < hw; x += 0.8) {
      drawBox(
        svg,
        cam,
        light,
        { x0: x, x1: x + 0.09, y0: H - 0.12, y1: H, z0: near, z1: B },
        { colour: mix(timber, '#ffffff', 0.35) },
      );
    }
  }
  // Skirting shadow where walls meet the floor.
  const [sx0, sy0] = project(cam, -hw, 0, B);
  const [sx1] = project(cam, hw, 0, B);
  svg.add(line(sx0, sy0, sx1, sy0, '#000', 1.5, ' opacity="0.12"'));
}

export function drawPlant(svg: Svg, rng: Rng, room: Room, x: number, z: number): void {
  const { cam, light } = room;
  drawBox(
    svg,
    cam,
    light,
    { x0: x - 0.25, x1: x + 0.25, y0: 0, y1: 0.55, z0: z - 0.25, z1: z + 0.25 },
    { colour: rng.pick(['#cdbfa8', '#3d4148', '#b49a7c']) },
  );
  const [px, py] = project(cam, x, 0.55, z);
  const s = cam.f / z;
  const frond = shade(rng.pick(['#48624a', '#3f5a48', '#56704c']), [0, 1, 0], light);
  for (let i = 0; i < 3; i++) {
    drawPalm(svg, rng, {
      x: px + rng.range(-0.1, 0.1) * s,
      y: py,
      h: s * rng.range(1.4, 1.9),
      lean: rng.range(-0.15, 0.15),
      trunk: '#6d5b47',
      frond,
      opacity: 0.95,
    });
  }
}

export function drawLamp(svg: Svg, room: Room, x: number, z: number, y0: number, glow: boolean): void {
  const { cam, light } = room;
  drawBox(
    svg,
    cam,
    light,
    { x0: x - 0.02, x1: x + 0.02, y0, y1: y0 + 1.35, z0: z - 0.02, z1: z + 0.02 },
    { colour: '#3b3a37' },
  );
  drawBox(
    svg,
    cam,
    light,
    { x0: x - 0.22, x1: x + 0.22, y0: y0 + 1.25, y1: y0 + 1.6, z0: z - 0.22, z1: z + 0.22 },
    { colour: '#f1e9da' },
  );
  if (glow) {
    const [gx, gy] = project(cam, x, y0 + 1.4, z);
    const r = (cam.f / z) * 1.2;
    svg.add(
      `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(r)}" fill="${svg.radial(
        [
          [0, '#ffd49a', 0.45],
          [1, '#ffd49a', 0],
        ],
        gx,
        gy,
        r,
      )}"/>`,
    );
  }
}

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

export const kitchenScene: Scene = (svg, rng, mood) => {
  const room = buildRoom(svg, rng, mood);
  const { cam, light, halfW: hw, height: H, back: B } = room;
  drawShell(svg, rng, room, { backWindow: true, leftWindow: false, beams: rng.chance(0.3) });
  const cabinet = rng.pick(['#b89a78', '#8e9a86', '#3a4048', '#ece7de']);
  const marble = rng.pick(['#ece8e1', '#e3ddd2', '#d9d4cc']);
  const evening = mood.name === 'dusk' || mood.name === 'night';
  // Counter under the window, with a stone splash.
  drawBox(
    svg,
    cam,
    light,
    { x0: -hw, x1: hw, y0: 0, y1: 0.88, z0: B - 0.65, z1: B },
    {
      colour: cabinet,
      decorate: (at) => {
        const r = frontRect(at, -hw, 0.1, hw, 0.85);
        const seams: string[] = [];
        const doors = Math.round((2 * hw) / 0.6);
        for (let i = 1; i < doors; i++) seams.push(`M${n(r.x + (r.w * i) / doors)} ${n(r.y)}v${n(r.h)}`);
        return `<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.18"/>`;
      },
    },
  );
  drawBox(svg, cam, light, { x0: -hw, x1: hw, y0: 0.88, y1: 0.94, z0: B - 0.68, z1: B }, { colour: marble });
  drawBox(svg, cam, light, { x0: -hw, x1: hw, y0: 0.94, y1: 1.0, z0: B - 0.05, z1: B }, { colour: marble });
  // Tall cabinets on the left wall.
  drawBox(
    svg,
    cam,
    light,
    { x0: -hw, x1: -hw + 0.65, y0: 0, y1: 2.5, z0: 3.6, z1: B - 0.65 },
    {
      colour: cabinet,
      decorateRight: (at) => {
        const seams: string[] = [];
        for (let z = 3.6 + 0.6; z < B - 0.7; z += 0.6) {
          const [ax, ay] = at(0.05, z);
          const [bx, by] = at(2.45, z);
          seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
        }
        const [ax, ay] = at(2.2, 3.6);
        const [bx, by] = at(2.2, B - 0.65);
        seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
        return `<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.2"/>`;
      },
    },
  );
  // Open shelves on the right wall.
  for (const y of [1.5, 2.0]) {
    drawBox(
      svg,
      cam,
      light,
      { x0: hw - 0.3, x1: hw, y0: y, y1: y + 0.04, z0: B - 3.2, z1: B - 0.9 },
      { colour: rng.pick(TIMBER) },
    );
    for (let i = 0; i < 4; i++) {
      const z = B - 3.0 + i * 0.55;
      drawBox(
        svg,
        cam,
        light,
        { x0: hw - 0.25, x1: hw - 0.08, y0: y + 0.04, y1: y + 0.04 + rng.range(0.12, 0.3), z0: z, z1: z + 0.17 },
        { colour: rng.pick(['#efe9df', '#c9bba5', '#7d8b8c', '#3d4a5a']) },
      );
    }
  }
  // Island with a marble top and stools in front.
  const iz = B - rng.range(3.3, 3.8);
  drawBox(svg, cam, light, { x0: -1.5, x1: 1.5, y0: 0, y1: 0.88, z0: iz, z1: iz + 1.0 }, { colour: cabinet });
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.62, x1: 1.62, y0: 0.88, y1: 0.95, z0: iz - 0.25, z1: iz + 1.1 },
    { colour: marble },
  );
  const [bowlX, bowlY] = project(cam, 0.55, 0.97, iz + 0.4);
  const s = cam.f / (iz + 0.4);
  svg.add(
    `<ellipse cx="${n(bowlX)}" cy="${n(bowlY)}" rx="${n(s * 0.22)}" ry="${n(s * 0.07)}" fill="${shade('#efe9df', [0, 1, 0], light)}"/>`,
  );
  for (let i = 0; i < 4; i++)
    svg.add(
      `<circle cx="${n(bowlX + (i - 1.5) * s * 0.08)}" cy="${n(bowlY - s * 0.05 - (i % 2) * s * 0.03)}" r="${n(s * 0.045)}" fill="#d2b552"/>`,
    );
  for (const x of [-0.9, 0, 0.9]) {
    const sz = iz - 0.55;
    for (const lx of [x - 0.17, x + 0.14])
      drawBox(
        svg,
        cam,
        light,
        { x0: lx, x1: lx + 0.03, y0: 0, y1: 0.65, z0: sz - 0.15, z1: sz - 0.12 },
        { colour: '#3b3a37' },
      );
    drawBox(
      svg,
      cam,
      light,
      { x0: x - 0.2, x1: x + 0.2, y0: 0.65, y1: 0.72, z0: sz - 0.2, z1: sz + 0.2 },
      { colour: rng.pick(TIMBER) },
    );
  }
  // Pendant lights over the island.
  for (const x of [-0.8, 0.8]) {
    const [px, py] = project(cam, x, 1.85, iz + 0.45);
    const [, top] = project(cam, x, H, iz + 0.45);
    const r = (cam.f / (iz + 0.45)) * 0.22;
    svg.add(line(px, top, px, py - r * 0.6, '#2f2f2f', 1.2));
    svg.add(
      pathEl(
        `M${n(px - r)} ${n(py)}A${n(r)} ${n(r * 0.9)} 0 0 1 ${n(px + r)} ${n(py)}Z`,
        evening ? '#e8c58c' : '#2f3236',
      ),
    );
    if (evening)
      svg.add(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 5)}" fill="${svg.radial(
          [
            [0, '#ffd49a', 0.4],
            [1, '#ffd49a', 0],
          ],
          px,
          py,
          r * 5,
        )}"/>`,
      );
  }
  drawVignette(svg, evening ? 0.3 : 0.18);
};

/** Covered terrace: timber deck, pergola, a long dining table, the sea beyond. */
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
