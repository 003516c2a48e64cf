/**
 * What surrounds a home: the sea or the hills behind it, and the ground the camera stands on (a paved
 * terrace, a lawn, sand, water, rock).
 */
import { mix, scaleColour } from '../../colour';
import {
  bodyPosition,
  drawHill,
  drawIslands,
  drawHillHouses,
  drawHillTrees,
  drawSea,
  drawSky,
  hillPath,
} from '../../landscape';
import type { Mood } from '../../moods';
import { project, shade, type Cam } from '../../projector';
import { clamp, fbm, lerp, makeNoise, n, smoothstep, type Rng } from '../../random';
import { line, pathEl, rect, smoothPath, type Pt, type Svg } from '../../svg';
import type { Ctx } from './building';

const ROOFS = ['#a4574a', '#8c8f91', '#b7b2a8'];

/** Sky, far islands, a green hill rising on one side and the sea down to yBottom. */
export function drawBackdrop(svg: Svg, rng: Rng, mood: Mood, cam: Cam, yBottom: number, hillSide: 1 | -1): void {
  const { w } = svg;
  const horizonY = cam.cy;
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, horizonY, body);
  // Far islands on the open side.
  drawIslands(svg, rng, mood, horizonY, rng.int(1, 3), () => w / 2 - hillSide * w * rng.range(0.05, 0.5), {
    width: [0.15, 0.4],
    height: [0.015, 0.045],
    haze: 0.75,
    top: 0.05,
  });
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
    roofs: ROOFS,
    mood,
    shadowSide: mood.light[0] > 0 ? -1 : 1,
  });
  drawSea(svg, rng, mood, horizonY, yBottom, body && body[1] < horizonY + 5 ? body[0] : null);
}

/**
 * Hills behind the home instead of the sea: a hazy far ridge and a nearer green one standing on baseY,
 * with trees and houses; `seaSide` leaves the sea open on that side (0: none).
 */
export function drawHillsBackdrop(
  ctx: Ctx,
  baseY: number,
  o: { seaSide: -1 | 0 | 1; village: number; height: number },
): void {
  const { svg, rng, mood, cam } = ctx;
  const { w } = svg;
  const horizonY = cam.cy;
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, Math.min(horizonY, baseY), body);
  if (o.seaSide !== 0 && baseY > horizonY)
    drawSea(svg, rng, mood, horizonY, baseY + 2, body && body[1] < horizonY + 5 ? body[0] : null);
  const envelope = o.seaSide === 0 ? 'ridge' : o.seaSide > 0 ? 'fromLeft' : 'fromRight';
  const top = Math.min(horizonY, baseY);
  const far = hillPath(rng, {
    xa: -60,
    xb: w + 60,
    baseY: baseY + 2,
    height: baseY - top + o.height * 1.35,
    envelope,
    roughness: 0.8,
  });
  drawHill(svg, far.d, mood.hillFar, mood, 0.55, top - o.height * 1.35, baseY);
  const near = hillPath(rng, {
    xa: o.seaSide > 0 ? -60 : o.seaSide < 0 ? w * rng.range(0.2, 0.4) : -60,
    xb: o.seaSide > 0 ? w * rng.range(0.6, 0.8) : w + 60,
    baseY: baseY + 3,
    height: baseY - top + o.height * 0.8,
    envelope,
    roughness: 1.3,
  });
  drawHill(svg, near.d, mood.hill, mood, 0.22, top - o.height * 0.8, baseY);
  drawHillTrees(svg, rng, near.ridgeAt, 0, w, baseY, mood.foliage, 240, w * 0.006);
  if (o.village > 0)
    drawHillHouses(svg, rng, {
      ridgeAt: near.ridgeAt,
      xa: 10,
      xb: w - 10,
      baseY: baseY - 4,
      count: o.village,
      size: w * 0.009,
      roofs: ['#a8493b', '#b5594a', '#8b8f91', '#a8493b'],
      mood,
      shadowSide: mood.light[0] > 0 ? -1 : 1,
    });
}

/** Flat ground from screen row `top` to the bottom of the picture, lighter with distance. */
export function drawGround(ctx: Ctx, top: number, colour: string, haze = 0.25): string {
  const { svg, mood, light } = ctx;
  const lit = shade(colour, [0, 1, 0], light);
  svg.add(
    rect(
      0,
      top,
      svg.w,
      svg.h - top,
      svg.linear(
        [
          [0, mix(lit, mood.haze, haze)],
          [1, scaleColour(lit, 0.9)],
        ],
        0,
        top,
        0,
        svg.h,
      ),
    ),
  );
  return lit;
}

/** Paving joints over the ground between depths zNear and zFar (and between x ±span). */
export function drawPaving(ctx: Ctx, lit: string, zNear: number, zFar: number, step = 1.2, span = 40, y = 0): void {
  const { svg, cam } = ctx;
  const joints: string[] = [];
  for (let z = zFar - step; z > Math.max(zNear, cam.ez + 1); z -= step) {
    const [x0, yy] = project(cam, -span, y, z);
    const [x1] = project(cam, span, y, z);
    if (yy < svg.h) joints.push(`M${n(x0)} ${n(yy)}H${n(x1)}`);
  }
  for (let x = -span; x <= span; x += step) {
    const [ax, ay] = project(cam, x, y, zFar);
    const [bx, by] = project(cam, x, y, Math.max(zNear, cam.ez + 1));
    joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  svg.add(`<path d="${joints.join('')}" stroke="${scaleColour(lit, 0.8)}" stroke-width="1" opacity="0.35"/>`);
}

/** A glass balustrade along the edge of a terrace at depth z. */
export function drawBalustrade(ctx: Ctx, z: number, y = 0, x0 = -60, x1 = 60): void {
  const { svg, cam, mood } = ctx;
  const [ax, top] = project(cam, x0, y + 1.0, z);
  const [bx, base] = project(cam, x1, y, z);
  svg.add(rect(Math.max(0, ax), top, Math.min(svg.w, bx) - Math.max(0, ax), base - top, '#ffffff', ' opacity="0.1"'));
  svg.add(line(Math.max(0, ax), top, Math.min(svg.w, bx), top, mix('#ffffff', mood.cool, 0.3), 1.5, ' opacity="0.6"'));
}

/** Calm water from row `top` to the bottom, with a little shimmer (a lagoon, a marina, a bay). */
export function drawWater(ctx: Ctx, top: number, shallow = 0.45): void {
  const { svg, rng, mood } = ctx;
  const { w, h } = svg;
  svg.add(
    rect(
      0,
      top,
      w,
      h - top,
      svg.linear(
        [
          [0, mix(mood.seaNear, mood.haze, 0.2)],
          [1, mix(mood.seaNear, mood.shallow, shallow)],
        ],
        0,
        top,
        0,
        h,
      ),
    ),
  );
  const strokes: string[] = [];
  for (let i = 0; i < 60; i++) {
    const t = Math.pow(rng.next(), 1.4);
    const y = top + (h - top) * t;
    strokes.push(`M${n(rng.range(-50, w))} ${n(y)}h${n((8 + 110 * t) * (w / 1200))}`);
  }
  svg.add(`<path d="${strokes.join('')}" stroke="#ffffff" stroke-width="1.2" opacity="0.16"/>`);
}

/** Reflects what was drawn since `mark` in water whose surface is at row `waterY`, below it only. */
export function reflect(ctx: Ctx, mark: number, waterY: number, opacity = 0.3): void {
  const { svg } = ctx;
  const markup = svg.since(mark);
  const clip = svg.clip(`M0 ${n(waterY)}H${svg.w}V${svg.h}H0Z`);
  svg.add(
    `<g clip-path="${clip}"><g opacity="${opacity}" transform="translate(0 ${n(2 * waterY)}) scale(1 -1)" filter="${svg.blur(2.5)}">${markup}</g></g>`,
  );
}

/**
 * A coast seen from the sea: land rising from the waterline at row `shoreY` between x `from` and `to`
 * (falling to the sea at an end inside the picture), its ridge above row `over` where a home stands
 * (x0..x1), rock along the water (`cliff` pixels high at most), scrub or green trees on the slopes.
 */
export function drawCoast(
  ctx: Ctx,
  o: {
    shoreY: number;
    ridgeY: number;
    over: number;
    x0: number;
    x1: number;
    from: number;
    to: number;
    cliff: number;
    dry: boolean;
    /** The lowest the land falls to between its hills, as a share of the highest. */
    floor: number;
  },
): void {
  const { svg, rng, mood } = ctx;
  const { w } = svg;
  const noise = makeNoise(rng);
  const steps = 90;
  const pts: Pt[] = [];
  const offset = rng.range(0, 50);
  // Rounded hills: the highest behind the home, lower ones along the coast.
  const rise = o.shoreY - o.ridgeY;
  const peaks = [{ x: (o.x0 + o.x1) / 2 + rng.range(-0.1, 0.1) * w, height: rise, width: w * rng.range(0.35, 0.5) }];
  for (let i = 0; i < rng.int(1, 3); i++)
    peaks.push({
      x: rng.range(Math.max(o.from, 0), Math.min(o.to, w)),
      height: rise * rng.range(0.45, 0.85),
      width: w * rng.range(0.12, 0.25),
    });
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = lerp(o.from, o.to, t);
    // Ends inside the picture slope down to the sea.
    const inFrom = o.from > 0 ? smoothstep((x - o.from) / (w * 0.18)) : 1;
    const inTo = o.to < w ? smoothstep((o.to - x) / (w * 0.18)) : 1;
    const hill = Math.max(rise * o.floor, ...peaks.map((p) => p.height * Math.exp(-(((x - p.x) / p.width) ** 2))));
    let y = o.shoreY - hill * (0.88 + 0.24 * fbm(noise, offset + t * 6, 4)) * Math.min(inFrom, inTo);
    // Around the home the ridge stays above its roof, easing into the hills either side.
    const near = smoothstep(1 - Math.max(0, o.x0 - x, x - o.x1) / (w * 0.12));
    y = lerp(y, Math.min(y, o.over), near);
    pts.push([x, y]);
  }
  const ridgeAt = (x: number) => {
    const t = clamp((x - o.from) / (o.to - o.from), 0, 1) * steps;
    const i = Math.floor(t);
    return lerp(pts[Math.min(i, steps)]![1], pts[Math.min(i + 1, steps)]![1], t - i);
  };
  const d = `M${n(o.from)} ${n(o.shoreY + 2)}` + smoothPath(pts, false) + `L${n(o.to)} ${n(o.shoreY + 2)}Z`;
  const land = o.dry ? mix(mood.hill, '#8b8461', 0.45) : mood.hill;
  drawHill(svg, d, land, mood, 0.18, o.ridgeY, o.shoreY);
  drawHillTrees(
    svg,
    rng,
    ridgeAt,
    o.from,
    o.to,
    o.shoreY - o.cliff * 0.6,
    mood.foliage,
    o.dry ? 90 : 260,
    w * 0.006,
    o.dry ? 0.18 : 0.25,
  );
  drawHillHouses(svg, rng, {
    ridgeAt,
    xa: Math.max(0, o.from),
    xb: Math.min(w, o.to),
    baseY: o.shoreY - o.cliff,
    count: rng.int(1, 4),
    size: w * 0.006,
    roofs: ROOFS,
    mood,
    shadowSide: mood.light[0] > 0 ? -1 : 1,
  });
  // Rock where the land meets the water: a ragged band, darker in its clefts, lit along its top.
  const rock = o.dry ? '#4a4643' : '#6f6a60';
  const top: Pt[] = [];
  for (let x = Math.max(-20, o.from); x <= Math.min(w + 20, o.to); x += 10) {
    const room = Math.max(0, Math.min(o.cliff, o.shoreY - ridgeAt(x) - 4));
    top.push([x, o.shoreY - room * (0.35 + 0.65 * fbm(noise, 90 + x * 0.012, 3))]);
  }
  if (top.length > 1) {
    const band =
      smoothPath(top) + `L${n(top[top.length - 1]![0])} ${n(o.shoreY + 2)}L${n(top[0]![0])} ${n(o.shoreY + 2)}Z`;
    svg.add(
      pathEl(
        band,
        svg.linear(
          [
            [0, mix(rock, mood.haze, 0.25)],
            [1, scaleColour(rock, 0.7)],
          ],
          0,
          o.shoreY - o.cliff,
          0,
          o.shoreY,
        ),
      ),
    );
    const clefts: string[] = [];
    for (let i = 0; i < top.length * 2; i++) {
      const [x, y] = top[rng.int(0, top.length - 1)]!;
      const len = (o.shoreY - y) * rng.range(0.4, 0.9);
      clefts.push(`M${n(x)} ${n(y + 2)}l${n(rng.range(-4, 4))} ${n(len)}`);
    }
    svg.add(`<path d="${clefts.join('')}" stroke="#000" stroke-width="${n(Math.max(1, w / 700))}" opacity="0.18"/>`);
    svg.add(
      `<path d="${smoothPath(top)}" fill="none" stroke="${mix(mood.sunGlow, '#ffffff', 0.5)}" stroke-width="1.2" opacity="0.3"/>`,
    );
  }
  // Surf along the waterline.
  const surf: Pt[] = [];
  for (let x = Math.max(-20, o.from); x <= Math.min(w + 20, o.to); x += 12)
    surf.push([x, o.shoreY + 1 + Math.sin(x * 0.05) * 1.2]);
  svg.add(`<path d="${smoothPath(surf)}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.003)}" opacity="0.55"/>`);
}
