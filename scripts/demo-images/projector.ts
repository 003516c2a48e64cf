/** A very small one-point-perspective projector: boxes and quads in metres, shading, cast shadows, glass. */
import { mix, scaleColour } from './colour';
import { type Mood, type V3 } from './moods';
import { n } from './random';
import { Svg, line, pathEl, polyPath, rect, type Pt } from './svg';

export interface Cam {
  f: number;
  cx: number;
  cy: number;
  ex: number;
  ey: number;
  ez: number;
}

export function project(c: Cam, x: number, y: number, z: number): Pt {
  const d = Math.max(0.05, z - c.ez);
  return [c.cx + (c.f * (x - c.ex)) / d, c.cy - (c.f * (y - c.ey)) / d];
}

export function quadPath(c: Cam, points: V3[]): string {
  return polyPath(points.map(([x, y, z]) => project(c, x, y, z)));
}

export interface Light {
  dir: V3;
  ambient: number;
  warm: string;
  cool: string;
  /** Overall brightness of lit surfaces (dim at night). */
  exposure?: number;
}

export function lightOf(mood: Mood): Light {
  const exposure = mood.name === 'night' ? 0.6 : mood.name === 'dusk' ? 0.85 : 1;
  return { dir: mood.light, ambient: mood.ambient, warm: mood.warm, cool: mood.cool, exposure };
}

export function shade(base: string, normal: V3, light: Light): string {
  const d = Math.max(0, normal[0] * light.dir[0] + normal[1] * light.dir[1] + normal[2] * light.dir[2]);
  const k = light.ambient + (1 - light.ambient) * d;
  let c = scaleColour(base, (0.5 + 0.5 * k) * (light.exposure ?? 1));
  c = mix(c, light.warm, 0.2 * d);
  c = mix(c, light.cool, 0.28 * (1 - d));
  return c;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxStyle {
  colour: string;
  top?: string;
  side?: string;
  bottom?: string;
  front?: string;
  opacity?: number;
  /** Extra markup on the front face; `at` maps (x, y) on that face to the screen. */
  decorate?: (at: (x: number, y: number) => Pt, b: Box) => string;
  /** Extra markup on the face pointing to +x (seen when the camera is to its right). */
  decorateRight?: (at: (y: number, z: number) => Pt, b: Box) => string;
}

export function drawBox(svg: Svg, c: Cam, light: Light, b: Box, s: BoxStyle): void {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const faces: string[] = [];
  const face = (points: V3[], colour: string, normal: V3) => {
    const fill = shade(colour, normal, light);
    faces.push(pathEl(quadPath(c, points), fill, ` stroke="${fill}" stroke-width="0.6" stroke-linejoin="round"`));
  };
  if (c.ex < x0)
    face(
      [
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
        [x0, y0, z1],
      ],
      s.side ?? s.colour,
      [-1, 0, 0],
    );
  if (c.ex > x1) {
    face(
      [
        [x1, y0, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x1, y0, z1],
      ],
      s.side ?? s.colour,
      [1, 0, 0],
    );
    if (s.decorateRight) faces.push(s.decorateRight((y, z) => project(c, x1 + 0.001, y, z), b));
  }
  if (c.ey > y1)
    face(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      s.top ?? s.colour,
      [0, 1, 0],
    );
  if (c.ey < y0)
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      s.bottom ?? s.colour,
      [0, -1, 0],
    );
  if (c.ez < z0) {
    face(
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      s.front ?? s.colour,
      [0, 0, -1],
    );
    if (s.decorate) faces.push(s.decorate((x, y) => project(c, x, y, z0 - 0.001), b));
  }
  svg.add(s.opacity === undefined ? faces.join('') : `<g opacity="${s.opacity}">${faces.join('')}</g>`);
}

/** Screen rectangle of a front-parallel rectangle (x0..x1, y0..y1) at a given projection. */
export function frontRect(
  at: (x: number, y: number) => Pt,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): { x: number; y: number; w: number; h: number } {
  const [ax, ay] = at(x0, y1);
  const [bx, by] = at(x1, y0);
  return { x: ax, y: ay, w: bx - ax, h: by - ay };
}

/** Shadow cast on the ground (at height `y`) by a box, as the hull of its footprint and its offset copy. */
export function groundShadow(c: Cam, light: Light, b: Box, maxLen = 2.2, y = 0.01): string {
  const [lx, ly, lz] = light.dir;
  const k = Math.min(maxLen, 1 / Math.max(0.12, ly)) * (b.y1 - b.y0);
  const ox = (-lx / Math.hypot(lx, lz || 1e-6)) * k * Math.min(1, Math.hypot(lx, lz) * 1.4);
  const oz = (-lz / Math.hypot(lx, lz || 1e-6)) * k * Math.min(1, Math.hypot(lx, lz) * 1.4);
  const pts: [number, number][] = [
    [b.x0, b.z0],
    [b.x1, b.z0],
    [b.x1, b.z1],
    [b.x0, b.z1],
    [b.x0 + ox, b.z0 + oz],
    [b.x1 + ox, b.z0 + oz],
    [b.x1 + ox, b.z1 + oz],
    [b.x0 + ox, b.z1 + oz],
  ];
  const hull = convexHull(pts);
  return quadPath(
    c,
    hull.map(([x, z]) => [x, y, Math.max(c.ez + 0.5, z)]),
  );
}

export function convexHull(points: [number, number][]): [number, number][] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: [number, number][] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: [number, number][] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Glass panel gradients, made once per picture. */
export function glassFills(svg: Svg, mood: Mood): { day: string; lit: string } {
  const day = svg.linearBox([
    [0, mix(mood.skyMid, '#ffffff', 0.3)],
    [0.4, mix(mood.skyHorizon, '#7a909c', 0.5)],
    [0.75, mix('#3a4852', mood.cool, 0.2)],
    [1, mix('#2a343c', mood.cool, 0.15)],
  ]);
  const lit = svg.linearBox([
    [0, '#f9dcaa'],
    [0.6, '#e9b47a'],
    [1, '#b9794b'],
  ]);
  return { day, lit };
}

export function glassPanel(
  r: { x: number; y: number; w: number; h: number },
  fill: string,
  mullions: number,
  frame: string,
  strokeW: number,
): string {
  const parts = [rect(r.x, r.y, r.w, r.h, fill)];
  for (let i = 1; i < mullions; i++) {
    const x = r.x + (r.w * i) / mullions;
    parts.push(line(x, r.y, x, r.y + r.h, frame, strokeW));
  }
  parts.push(
    `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}" fill="none" stroke="${frame}" stroke-width="${n(strokeW * 1.3)}"/>`,
  );
  // A soft diagonal reflection.
  parts.push(
    pathEl(
      `M${n(r.x + r.w * 0.15)} ${n(r.y)}h${n(r.w * 0.18)}L${n(r.x + r.w * 0.12)} ${n(r.y + r.h)}h${n(-r.w * 0.18)}Z`,
      '#ffffff',
      ' opacity="0.07"',
    ),
  );
  return parts.join('');
}
