/**
 * Drawing a home's volumes: each visible face dressed for its style (glass, timber louvres, stone, painted
 * boards with shutters, floors of balconies), flat, hipped or gabled roofs, verandas. Faces are mapped into
 * the picture through the projector, so the same code dresses a facade seen head-on and a side in
 * perspective.
 */
import { mix, scaleColour } from '../../colour';
import { normalise, type Mood, type V3 } from '../../moods';
import { drawBox, project, quadPath, shade, type Box, type Cam, type Light } from '../../projector';
import { n, type Rng } from '../../random';
import { line, pathEl, polyPath, type Pt, type Svg } from '../../svg';
import type { Palette, Volume } from './plan';

/** Everything a drawing step needs: the picture, its randomness and light, the camera. */
export interface Ctx {
  svg: Svg;
  rng: Rng;
  mood: Mood;
  cam: Cam;
  light: Light;
  glass: { day: string; lit: string };
}

/** A face of a volume: `at(u, y)` maps a point on it (u along the face, y up) to the picture. */
interface Face {
  at: (u: number, y: number) => Pt;
  u0: number;
  u1: number;
  y0: number;
  y1: number;
  normal: V3;
  front: boolean;
}

const faceQuad = (f: Face, u0: number, y0: number, u1: number, y1: number) =>
  polyPath([f.at(u0, y0), f.at(u1, y0), f.at(u1, y1), f.at(u0, y1)]);

const faceLine = (f: Face, u0: number, y0: number, u1: number, y1: number) => {
  const [ax, ay] = f.at(u0, y0);
  const [bx, by] = f.at(u1, y1);
  return `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`;
};

/** The faces of a box the camera sees, besides its top. */
function visibleFaces(cam: Cam, b: Box): Face[] {
  const e = 0.002;
  const faces: Face[] = [];
  if (cam.ex < b.x0)
    faces.push({
      at: (u, y) => project(cam, b.x0 - e, y, u),
      u0: b.z0,
      u1: b.z1,
      y0: b.y0,
      y1: b.y1,
      normal: [-1, 0, 0],
      front: false,
    });
  if (cam.ex > b.x1)
    faces.push({
      at: (u, y) => project(cam, b.x1 + e, y, u),
      u0: b.z0,
      u1: b.z1,
      y0: b.y0,
      y1: b.y1,
      normal: [1, 0, 0],
      front: false,
    });
  if (cam.ez < b.z0)
    faces.push({
      at: (u, y) => project(cam, u, y, b.z0 - e),
      u0: b.x0,
      u1: b.x1,
      y0: b.y0,
      y1: b.y1,
      normal: [0, 0, -1],
      front: true,
    });
  return faces;
}

/** Whether the camera is on the outer side of a plane through `p` with outward `normal`. */
const facing = (cam: Cam, p: V3, normal: V3) =>
  normal[0] * (cam.ex - p[0]) + normal[1] * (cam.ey - p[1]) + normal[2] * (cam.ez - p[2]) > 0;

function glassPane(
  ctx: Ctx,
  f: Face,
  u0: number,
  y0: number,
  u1: number,
  y1: number,
  mullions: number,
  frame: string,
  lit: boolean,
): string {
  const parts = [pathEl(faceQuad(f, u0, y0, u1, y1), lit ? ctx.glass.lit : ctx.glass.day)];
  const bars: string[] = [];
  for (let i = 1; i < mullions; i++) {
    const u = u0 + ((u1 - u0) * i) / mullions;
    bars.push(faceLine(f, u, y0, u, y1));
  }
  const [ax] = f.at(u0, y0);
  const [bx] = f.at(u1, y0);
  const width = Math.max(1, Math.abs(bx - ax) / Math.max(60, 90 * mullions));
  parts.push(`<path d="${bars.join('')}" stroke="${frame}" stroke-width="${n(width)}"/>`);
  parts.push(pathEl(faceQuad(f, u0, y0, u1, y1), 'none', ` stroke="${frame}" stroke-width="${n(width * 1.3)}"`));
  // A soft diagonal reflection.
  const du = u1 - u0;
  parts.push(
    pathEl(
      polyPath([f.at(u0 + du * 0.15, y1), f.at(u0 + du * 0.33, y1), f.at(u0 + du * 0.3, y0), f.at(u0 + du * 0.12, y0)]),
      '#ffffff',
      ' opacity="0.07"',
    ),
  );
  return parts.join('');
}

/** A window (or door) with open louvred shutters either side. */
function shutteredOpening(
  ctx: Ctx,
  f: Face,
  uc: number,
  y0: number,
  y1: number,
  width: number,
  p: Palette,
  lit: boolean,
): string {
  const parts = [glassPane(ctx, f, uc - width / 2, y0, uc + width / 2, y1, 2, p.trim, lit)];
  const shutter = shade(p.shutter, f.normal, ctx.light);
  for (const [a, b] of [
    [uc - width, uc - width / 2 - 0.04],
    [uc + width / 2 + 0.04, uc + width],
  ] as const) {
    parts.push(pathEl(faceQuad(f, a, y0, b, y1), shutter));
    const louvres: string[] = [];
    for (let k = 1; k < 12; k++) louvres.push(faceLine(f, a, y0 + ((y1 - y0) * k) / 12, b, y0 + ((y1 - y0) * k) / 12));
    parts.push(`<path d="${louvres.join('')}" stroke="#000" stroke-width="1" opacity="0.15"/>`);
  }
  return parts.join('');
}

/** Evenly spaced centres along a face, `gap` apart at least, keeping `margin` from the ends. */
function spread(u0: number, u1: number, gap: number, margin: number): number[] {
  const len = Math.abs(u1 - u0) - 2 * margin;
  const count = Math.max(1, Math.floor(len / gap) + 1);
  const lo = Math.min(u0, u1) + margin;
  if (count === 1) return [(u0 + u1) / 2];
  return Array.from({ length: count }, (_, i) => lo + (len * i) / (count - 1));
}

function eaveShadow(ctx: Ctx, f: Face, depth: number): string {
  return pathEl(
    faceQuad(f, f.u0, f.y1 - depth, f.u1, f.y1),
    ctx.svg.linearBox([
      [0, '#141821', 0.3],
      [1, '#141821', 0],
    ]),
  );
}

function dressFace(ctx: Ctx, vol: Volume, f: Face, p: Palette): string {
  const { rng } = ctx;
  const lit = ctx.mood.windowsLit;
  const parts: string[] = [];
  const len = Math.abs(f.u1 - f.u0);
  const lo = Math.min(f.u0, f.u1);
  const hi = Math.max(f.u0, f.u1);
  const storeyLines = (step: number, colour: string, opacity: number, vertical = false) => {
    const lines: string[] = [];
    if (vertical) for (let u = lo + step; u < hi; u += step) lines.push(faceLine(f, u, f.y0, u, f.y1));
    else for (let y = f.y0 + step; y < f.y1; y += step) lines.push(faceLine(f, lo, y, hi, y));
    return `<path d="${lines.join('')}" stroke="${colour}" stroke-width="1" opacity="${opacity}"/>`;
  };
  switch (vol.facade) {
    case 'glass':
    case 'louvre': {
      // The long faces are glazed wall to wall, the ends get a window in their middle.
      const b = vol.box;
      const primary = f.front ? b.x1 - b.x0 >= (b.z1 - b.z0) * 0.8 : b.z1 - b.z0 > b.x1 - b.x0;
      const m = primary ? 0.6 : Math.max(0.8, len * 0.25);
      if (len - 2 * m > 1) {
        parts.push(
          glassPane(
            ctx,
            f,
            lo + m,
            f.y0 + 0.05,
            hi - m,
            f.y1 - 0.4,
            Math.max(2, Math.round((len - 2 * m) / 2.2)),
            p.frame,
            lit,
          ),
        );
        if (vol.facade === 'louvre') {
          const slats: string[] = [];
          const count = Math.round((len - 2 * m) / 0.22);
          for (let i = 0; i <= count; i++) {
            const u = lo + m + ((len - 2 * m) * i) / count;
            slats.push(faceLine(f, u, f.y0 + 0.3, u, f.y1 - 0.4));
          }
          const [ax] = f.at(lo, f.y0);
          const [bx] = f.at(hi, f.y0);
          parts.push(
            `<path d="${slats.join('')}" stroke="${shade(p.timber, f.normal, ctx.light)}" stroke-width="${n(Math.max(1.2, (Math.abs(bx - ax) / count) * 0.55))}"/>`,
          );
        }
      }
      parts.push(eaveShadow(ctx, f, 0.9));
      break;
    }
    case 'solid': {
      parts.push(storeyLines(0.28, '#000', 0.06));
      if (f.front)
        parts.push(glassPane(ctx, f, lo + len * 0.55, f.y0 + 0.9, lo + len * 0.85, f.y1 - 0.7, 1, p.frame, lit));
      parts.push(eaveShadow(ctx, f, 0.9));
      break;
    }
    case 'boards':
    case 'timber':
    case 'stone': {
      if (vol.facade === 'boards') parts.push(storeyLines(0.2, '#000', 0.07));
      else if (vol.facade === 'timber') parts.push(storeyLines(0.22, '#000', 0.12, true));
      else {
        // Rubble stone: short courses at random, and dressed quoins at the corners.
        const strokes: string[] = [];
        for (let i = 0; i < len * (f.y1 - f.y0) * 3; i++) {
          const u = rng.range(lo, hi);
          const y = rng.range(f.y0, f.y1);
          strokes.push(faceLine(f, u, y, Math.min(hi, u + rng.range(0.2, 0.5)), y));
        }
        parts.push(`<path d="${strokes.join('')}" stroke="#000" stroke-width="1" opacity="0.12"/>`);
        const quoin = shade(mix(p.wall, '#ffffff', 0.35), f.normal, ctx.light);
        for (let y = f.y0; y < f.y1 - 0.2; y += 0.5) {
          const w = (Math.round(y / 0.5) % 2 === 0 ? 0.5 : 0.3) * Math.sign(hi - lo);
          parts.push(
            pathEl(faceQuad(f, lo, y, lo + w, y + 0.45), quoin),
            pathEl(faceQuad(f, hi - w, y, hi, y + 0.45), quoin),
          );
        }
      }
      const storeys = Math.max(1, Math.round((f.y1 - f.y0) / 3));
      for (let s = 0; s < storeys; s++) {
        const base = f.y0 + s * 3;
        const centres = spread(lo, hi, f.front ? 2.6 : 3.2, f.front ? 1.2 : 1.4);
        centres.forEach((uc, i) => {
          const door = f.front && s === 0 && i === Math.floor(centres.length / 2);
          parts.push(
            shutteredOpening(
              ctx,
              f,
              uc,
              base + (door ? 0.45 : 1.05),
              base + 2.45,
              door ? 1.2 : 0.9,
              p,
              lit && rng.chance(0.7),
            ),
          );
        });
      }
      parts.push(eaveShadow(ctx, f, 0.6));
      break;
    }
    case 'floors': {
      for (let k = 0; k < vol.floors; k++) {
        const y0 = f.y0 + k * 3.2 + 0.3;
        const windowLit = lit && rng.chance(ctx.mood.name === 'golden' ? 0.3 : 0.7);
        if (f.front)
          parts.push(glassPane(ctx, f, lo + 0.8, y0, hi - 0.8, y0 + 2.6, Math.round(len / 1.8), p.frame, windowLit));
        else
          for (const uc of spread(lo, hi, 4, 2))
            parts.push(glassPane(ctx, f, uc - 0.8, y0 + 0.4, uc + 0.8, y0 + 2.4, 2, p.frame, windowLit));
      }
      break;
    }
  }
  return parts.join('');
}

/** The roof over a volume: a slab with an overhang, a hipped roof in tin, or a gable over a porch. */
function drawRoof(ctx: Ctx, vol: Volume, p: Palette): void {
  const { svg, cam, light, rng } = ctx;
  const b = vol.box;
  if (vol.roof === 'flat' || vol.facade === 'floors') {
    const front = vol.facade === 'floors' ? 2.2 : Math.max(0.9, vol.veranda + 0.4);
    drawBox(
      svg,
      cam,
      light,
      { x0: b.x0 - 0.5, x1: b.x1 + 0.5, y0: b.y1, y1: b.y1 + 0.35, z0: b.z0 - front, z1: b.z1 + 0.2 },
      { colour: '#f5f2ec', bottom: '#d8d2c8' },
    );
    return;
  }
  const over = 0.45;
  const rx0 = b.x0 - over;
  const rx1 = b.x1 + over;
  const rz0 = b.z0 - over - vol.veranda;
  const rz1 = b.z1 + over;
  const eave = vol.veranda > 0 ? b.y1 - 0.25 : b.y1;
  const faces: { pts: V3[]; normal: V3; colour: string; seams?: boolean }[] = [];
  const roof = p.roof;
  if (vol.roof === 'hip') {
    const rise = rng.range(1.8, 2.4) * Math.min(1.25, Math.max(0.85, (rz1 - rz0) / 8));
    const inset = Math.min((rz1 - rz0) / 2, (rx1 - rx0) / 2 - 0.5);
    const zc = (rz0 + rz1) / 2;
    const top = eave + rise;
    const a: V3 = [rx0 + inset, top, zc];
    const c: V3 = [rx1 - inset, top, zc];
    const run = zc - rz0;
    faces.push(
      {
        pts: [[rx0, eave, rz0], [rx1, eave, rz0], c, a],
        normal: normalise([0, run, -rise]),
        colour: roof,
        seams: true,
      },
      { pts: [[rx1, eave, rz1], [rx0, eave, rz1], a, c], normal: normalise([0, run, rise]), colour: roof },
      {
        pts: [[rx0, eave, rz0], a, [rx0, eave, rz1]],
        normal: normalise([-rise, inset, 0]),
        colour: scaleColour(roof, 0.92),
      },
      {
        pts: [[rx1, eave, rz0], [rx1, eave, rz1], c],
        normal: normalise([rise, inset, 0]),
        colour: scaleColour(roof, 0.92),
      },
    );
  } else {
    const xc = (b.x0 + b.x1) / 2;
    const half = (rx1 - rx0) / 2;
    const rise = half * rng.range(0.42, 0.55);
    const top = eave + rise;
    faces.push(
      {
        pts: [
          [rx0, eave, rz0],
          [xc, top, rz0],
          [xc, top, rz1],
          [rx0, eave, rz1],
        ],
        normal: normalise([-rise, half, 0]),
        colour: roof,
      },
      {
        pts: [
          [rx1, eave, rz0],
          [rx1, eave, rz1],
          [xc, top, rz1],
          [xc, top, rz0],
        ],
        normal: normalise([rise, half, 0]),
        colour: roof,
      },
      // The gable end over the porch (or the wall), under the roof's overhang.
      {
        pts: [
          [b.x0, eave, rz0 + over],
          [xc, top - 0.1, rz0 + over],
          [b.x1, eave, rz0 + over],
        ],
        normal: [0, 0, -1],
        colour: p.wall,
      },
    );
  }
  const centre = (pts: V3[]): V3 =>
    pts.reduce<V3>((s, q) => [s[0] + q[0] / pts.length, s[1] + q[1] / pts.length, s[2] + q[2] / pts.length], [0, 0, 0]);
  const dist = (q: V3) => Math.hypot(q[0] - cam.ex, q[1] - cam.ey, q[2] - cam.ez);
  const shown = faces
    .filter((f) => facing(cam, f.pts[0]!, f.normal))
    .sort((u, v) => dist(centre(v.pts)) - dist(centre(u.pts)));
  for (const f of shown) {
    svg.add(pathEl(quadPath(cam, f.pts), shade(f.colour, f.normal, light)));
    if (f.seams) {
      const seams: string[] = [];
      const [p0, p1, p2, p3] = f.pts as [V3, V3, V3, V3];
      const count = Math.round((p1[0] - p0[0]) / 0.5);
      for (let i = 1; i < count; i++) {
        const x = p0[0] + ((p1[0] - p0[0]) * i) / count;
        const [ax, ay] = project(cam, x, p0[1], p0[2]);
        const [bx, by] = project(cam, Math.min(p2[0], Math.max(p3[0], x)), p2[1], p2[2]);
        seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
      }
      svg.add(`<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.12"/>`);
    }
  }
  // Fascia boards along the eaves and up the gable.
  const fascia =
    vol.roof === 'hip'
      ? [[rx0, eave, rz0] as V3, [rx1, eave, rz0] as V3]
      : [[rx0, eave, rz0] as V3, faces[0]!.pts[1]!, [rx1, eave, rz0] as V3];
  const pts = fascia.map(([x, y, z]) => project(cam, x, y, z));
  const width = Math.max(1.5, (cam.f / Math.max(1, rz0 - cam.ez)) * 0.16);
  svg.add(
    `<path d="${polyPath(pts, false)}" fill="none" stroke="${shade(p.trim, [0, 0, -1], light)}" stroke-width="${n(width)}" stroke-linejoin="round"/>`,
  );
}

/** A veranda's deck, posts and railing in front of a volume. */
function drawVeranda(ctx: Ctx, vol: Volume, p: Palette): void {
  const { svg, cam, light } = ctx;
  const b = vol.box;
  const z = b.z0 - vol.veranda;
  const eave = b.y1 - 0.25;
  drawBox(
    svg,
    cam,
    light,
    { x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y0 + 0.5, z0: z, z1: b.z0 },
    { colour: '#a68565', top: '#b8997a' },
  );
  const width = b.x1 - b.x0;
  const posts = Math.max(3, Math.round(width / 2.4));
  for (let i = 0; i <= posts; i++) {
    const x = b.x0 + 0.1 + ((width - 0.3) * i) / posts;
    drawBox(
      svg,
      cam,
      light,
      { x0: x, x1: x + 0.14, y0: b.y0 + 0.5, y1: eave - 0.18, z0: z, z1: z + 0.14 },
      { colour: p.trim },
    );
  }
  const [ax, ay] = project(cam, b.x0, b.y0 + 1.4, z);
  const [bx, by] = project(cam, b.x1, b.y0 + 0.5, z);
  const step = Math.max(4, (bx - ax) / 90);
  const balusters: string[] = [];
  for (let x = ax; x < bx; x += step) balusters.push(`M${n(x)} ${n(ay)}V${n(by)}`);
  svg.add(`<path d="${balusters.join('')}" stroke="${p.trim}" stroke-width="${n(step * 0.35)}"/>`);
  svg.add(line(ax, ay, bx, ay, p.trim, Math.max(2, step * 0.6)));
}

/** Balconies of a residence: slabs in front of every floor, glass balustrades, fins between apartments. */
function drawBalconies(ctx: Ctx, vol: Volume, p: Palette): void {
  const { svg, cam, light } = ctx;
  const b = vol.box;
  const depth = 1.9;
  const bays = Math.max(2, Math.round((b.x1 - b.x0) / 7));
  for (let i = 0; i <= bays; i++) {
    const fx = b.x0 + ((b.x1 - b.x0 - 0.35) * i) / bays;
    drawBox(
      svg,
      cam,
      light,
      { x0: fx, x1: fx + 0.35, y0: b.y0, y1: b.y1 + 0.4, z0: b.z0 - depth, z1: b.z0 },
      { colour: p.wall },
    );
  }
  // The slab over the top floor is the roof's (drawRoof).
  for (let k = 1; k < vol.floors; k++) {
    const y = b.y0 + k * 3.2;
    drawBox(
      svg,
      cam,
      light,
      { x0: b.x0 - 0.3, x1: b.x1 + 0.3, y0: y, y1: y + 0.3, z0: b.z0 - depth - 0.3, z1: b.z0 },
      { colour: '#f3f0ea', bottom: p.timber },
    );
    const [ax, ay] = project(cam, b.x0, y + 1.3, b.z0 - depth - 0.3);
    const [bx, by] = project(cam, b.x1, y + 0.3, b.z0 - depth - 0.3);
    svg.add(
      `<rect x="${n(ax)}" y="${n(ay)}" width="${n(bx - ax)}" height="${n(by - ay)}" fill="#dfeef0" opacity="0.18"/>`,
    );
    svg.add(line(ax, ay, bx, ay, '#ffffff', 1.2, ' opacity="0.55"'));
  }
}

/** One volume, dressed, with its veranda or balconies and its roof. */
export function drawVolume(ctx: Ctx, vol: Volume, p: Palette): void {
  const { svg, cam, light } = ctx;
  if (vol.facade === 'stone' || vol.facade === 'boards') {
    // A low plinth the house stands on.
    const b = vol.box;
    drawBox(
      svg,
      cam,
      light,
      { x0: b.x0 - 0.2, x1: b.x1 + 0.2, y0: b.y0, y1: b.y0 + 0.45, z0: b.z0 - 0.2, z1: b.z1 },
      { colour: '#c9bfae' },
    );
  }
  drawBox(svg, cam, light, vol.box, { colour: p.wall });
  for (const face of visibleFaces(cam, vol.box)) svg.add(dressFace(ctx, vol, face, p));
  if (vol.facade === 'floors') drawBalconies(ctx, vol, p);
  if (vol.veranda > 0) drawVeranda(ctx, vol, p);
  drawRoof(ctx, vol, p);
}

/** Shifts a box by (dx, dy, dz). */
export const moveBox = (b: Box, [dx, dy, dz]: V3): Box => ({
  x0: b.x0 + dx,
  x1: b.x1 + dx,
  y0: b.y0 + dy,
  y1: b.y1 + dy,
  z0: b.z0 + dz,
  z1: b.z1 + dz,
});
