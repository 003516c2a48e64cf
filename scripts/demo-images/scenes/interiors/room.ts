/**
 * The room every interior is drawn in: its camera and light, the shell (floor, walls, ceiling, openings),
 * the sea view through an opening, and the plants and lamps any room may have.
 */
import { mix, scaleColour } from '../../colour';
import { bodyPosition, hillPath } from '../../landscape';
import { normalise, type Mood } from '../../moods';
import { drawPalm } from '../../plants';
import { drawBox, frontRect, project, quadPath, shade, type Cam, type Light } from '../../projector';
import { Rng, n } from '../../random';
import { Svg, line, pathEl, rect } from '../../svg';
import { TIMBER, INTERIOR_WALLS, FLOORS } from '../../palette';

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
