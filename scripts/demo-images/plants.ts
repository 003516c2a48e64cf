/** Palms and shrubs. */
import { mix, scaleColour } from './colour';
import { Rng, clamp, lerp, n } from './random';
import { Svg, pathEl, polyPath, type Pt } from './svg';

/** A palm in silhouette: tapered curved trunk, drooping fronds of fine leaflets. */
export function drawPalm(
  svg: Svg,
  rng: Rng,
  o: { x: number; y: number; h: number; lean: number; trunk: string; frond: string; wind?: number; opacity?: number },
): void {
  const { x, y, h } = o;
  const wind = o.wind ?? 0;
  const top: Pt = [x + o.lean * h, y - h];
  const ctrl: Pt = [x + o.lean * h * rng.range(-0.1, 0.35), y - h * 0.55];
  const bez = (t: number): Pt => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [px, py] = bez(t);
    const [qx, qy] = bez(Math.min(1, t + 0.01));
    const [rx, ry] = bez(Math.max(0, t - 0.01));
    const dx = qx - rx;
    const dy = qy - ry;
    const l = Math.hypot(dx, dy) || 1;
    const width = h * lerp(0.03, 0.017, t) * (1 + 0.45 * Math.max(0, 1 - t / 0.1));
    left.push([px + (-dy / l) * width, py + (dx / l) * width]);
    right.push([px - (-dy / l) * width, py - (dx / l) * width]);
  }
  const opacity = o.opacity ?? 1;
  const group: string[] = [];
  group.push(pathEl(polyPath([...left, ...right.reverse()]), o.trunk));
  const rings: string[] = [];
  for (let i = 1; i < 18; i++) {
    const t = i / 18 + rng.range(-0.01, 0.01);
    const a = left[Math.round(t * steps)];
    const b = right[steps - Math.round(t * steps)];
    if (a && b) rings.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
  }
  group.push(
    `<path d="${rings.join('')}" stroke="${scaleColour(o.trunk, 0.7)}" stroke-width="${n(Math.max(0.8, h * 0.003))}" opacity="0.5"/>`,
  );

  const fronds = rng.int(10, 14);
  const leaflets: string[] = [];
  const ribs: string[] = [];
  for (let i = 0; i < fronds; i++) {
    const u = i / (fronds - 1);
    const a = lerp(-Math.PI - 0.5, 0.5, u) + rng.range(-0.12, 0.12) + wind * 0.5;
    const horizontal = Math.abs(Math.cos(a));
    const L = h * rng.range(0.32, 0.44) * (0.7 + 0.45 * horizontal);
    const droop = L * (0.1 + 0.6 * horizontal * horizontal) * (a > -0.2 || a < -Math.PI + 0.2 ? 1.25 : 1);
    const tip: Pt = [top[0] + L * Math.cos(a) + wind * L * 0.6, top[1] + L * Math.sin(a) + droop];
    const mid: Pt = [
      top[0] + 0.6 * L * Math.cos(a) + wind * L * 0.25,
      top[1] + 0.6 * L * Math.sin(a) - 0.12 * L * horizontal,
    ];
    const fb = (t: number): Pt => [
      (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * mid[0] + t * t * tip[0],
      (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * mid[1] + t * t * tip[1],
    ];
    ribs.push(`M${n(top[0])} ${n(top[1])}Q${n(mid[0])} ${n(mid[1])} ${n(tip[0])} ${n(tip[1])}`);
    const m = 26;
    for (let k = 1; k <= m; k++) {
      const t = 0.06 + 0.94 * (k / m);
      const p = fb(t);
      const q = fb(Math.min(1, t + 0.02));
      let dx = q[0] - p[0];
      let dy = q[1] - p[1];
      const l = Math.hypot(dx, dy) || 1;
      dx /= l;
      dy /= l;
      const len =
        L * rng.range(0.2, 0.28) * Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.95 + 0.05)), 0.6) * (1 - 0.3 * t);
      for (const s of [-1, 1]) {
        const ang = s * rng.range(0.6, 0.95);
        let ex = dx * Math.cos(ang) - dy * Math.sin(ang);
        let ey = dx * Math.sin(ang) + dy * Math.cos(ang);
        ey += 0.7 + wind * 0.1;
        ex += wind * 0.7;
        const el = Math.hypot(ex, ey) || 1;
        leaflets.push(`M${n(p[0])} ${n(p[1])}l${n((ex / el) * len)} ${n((ey / el) * len)}`);
      }
    }
  }
  group.push(
    `<path d="${ribs.join('')}" fill="none" stroke="${o.frond}" stroke-width="${n(Math.max(1, h * 0.007))}" stroke-linecap="round"/>`,
  );
  group.push(
    `<path d="${leaflets.join('')}" stroke="${o.frond}" stroke-width="${n(Math.max(1, h * 0.0055))}" stroke-linecap="round"/>`,
  );
  group.push(
    `<circle cx="${n(top[0])}" cy="${n(top[1] + h * 0.01)}" r="${n(h * 0.03)}" fill="${scaleColour(o.frond, 0.85)}"/>`,
  );
  svg.add(`<g opacity="${opacity}">${group.join('')}</g>`);
}

/** A rounded shrub mass with a lighter crown. */
export function drawBush(
  svg: Svg,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  dark: string,
  light: string,
  flowers?: string,
): void {
  const parts: string[] = [];
  const count = rng.int(5, 9);
  for (let i = 0; i < count; i++) {
    const px = x + rng.range(-0.45, 0.45) * w;
    const rx = w * rng.range(0.18, 0.32);
    const ry = h * rng.range(0.35, 0.6);
    const py = y - ry * rng.range(0.5, 0.9);
    const shade = mix(dark, light, rng.range(0, 0.5));
    parts.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}" fill="${shade}"/>`);
    parts.push(
      `<ellipse cx="${n(px - rx * 0.2)}" cy="${n(py - ry * 0.35)}" rx="${n(rx * 0.6)}" ry="${n(ry * 0.45)}" fill="${light}" opacity="0.35"/>`,
    );
  }
  // Leaf clusters along the top of the mound give it texture.
  for (let i = 0; i < 36; i++) {
    const u = rng.range(-0.5, 0.5);
    const px = x + u * w;
    const py = y - h * (0.35 + 0.65 * Math.sqrt(Math.max(0, 1 - 4 * u * u))) * rng.range(0.45, 1);
    const r = w * rng.range(0.025, 0.05);
    parts.push(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${rng.chance(0.5) ? light : scaleColour(dark, 0.85)}" opacity="0.45"/>`,
    );
  }
  if (flowers) {
    for (let i = 0; i < count * 3; i++) {
      const px = x + rng.range(-0.42, 0.42) * w;
      const py = y - h * rng.range(0.45, 0.95);
      parts.push(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(Math.max(1, w * 0.015))}" fill="${flowers}" opacity="0.7"/>`,
      );
    }
  }
  svg.add(`<g filter="${svg.blur(Math.max(0.5, w * 0.004))}">${parts.join('')}</g>`);
}

/** A broadleaf tree (mango, sea grape, flamboyant): a short forked trunk under a rounded canopy. */
export function drawTree(
  svg: Svg,
  rng: Rng,
  o: { x: number; y: number; h: number; trunk: string; dark: string; light: string; flowers?: string },
): void {
  const trunkH = o.h * rng.range(0.38, 0.48);
  const lean = o.h * rng.range(-0.06, 0.06);
  const base = o.h * 0.035;
  const top: Pt = [o.x + lean, o.y - trunkH];
  const limbs: string[] = [
    polyPath([
      [o.x - base, o.y],
      [top[0] - base * 0.55, top[1]],
      [top[0] + base * 0.55, top[1]],
      [o.x + base, o.y],
    ]),
  ];
  for (const s of [-1, 1]) {
    const tip: Pt = [top[0] + s * o.h * rng.range(0.12, 0.22), top[1] - o.h * rng.range(0.12, 0.2)];
    limbs.push(polyPath([[top[0] - base * 0.4, top[1] + base], tip, [top[0] + base * 0.4, top[1] + base]]));
  }
  svg.add(pathEl(limbs.join(''), o.trunk));
  // The crown: overlapping rounded masses, darker underneath, lit on top, with flowers if any.
  const rx = o.h * rng.range(0.42, 0.58);
  const ry = o.h * rng.range(0.28, 0.34);
  const cy = top[1] - ry * 0.45;
  const parts: string[] = [];
  const masses = rng.int(7, 11);
  for (let i = 0; i < masses; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * 0.6;
    const px = top[0] + Math.cos(a) * rx * d;
    const py = cy + Math.sin(a) * ry * d;
    const r = rx * rng.range(0.35, 0.55);
    const shade = mix(o.dark, o.light, clamp(0.45 - (py - cy) / ry + rng.range(-0.15, 0.15), 0, 1));
    parts.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.72)}" fill="${shade}"/>`);
  }
  for (let i = 0; i < 26; i++) {
    const a = rng.range(Math.PI * 1.05, Math.PI * 1.95);
    const px = top[0] + Math.cos(a) * rx * rng.range(0.5, 0.95);
    const py = cy + Math.sin(a) * ry * rng.range(0.6, 1.05);
    const r = rx * rng.range(0.05, 0.1);
    parts.push(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.7)}" fill="${o.light}" opacity="0.5"/>`,
    );
  }
  if (o.flowers)
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * 0.85;
      parts.push(
        `<circle cx="${n(top[0] + Math.cos(a) * rx * d)}" cy="${n(cy + Math.sin(a) * ry * d)}" r="${n(Math.max(1, rx * 0.03))}" fill="${o.flowers}" opacity="0.8"/>`,
      );
    }
  svg.add(`<g filter="${svg.blur(Math.max(0.4, rx * 0.006))}">${parts.join('')}</g>`);
}
