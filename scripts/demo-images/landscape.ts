/** Landscape pieces in 2D: sky and clouds, hills and islands, the sea, villages on hillsides, the vignette. */
import { mix } from './colour';
import { type Mood } from './moods';
import { Rng, clamp, fbm, lerp, makeNoise, n, smoothstep } from './random';
import { Svg, pathEl, rect, smoothPath, type Pt } from './svg';

/** Sun or moon position on screen for a light direction (when it is in front of the camera). */
export function bodyPosition(mood: Mood, cam: { f: number; cx: number; cy: number }, W: number): Pt | null {
  const [lx, ly, lz] = mood.light;
  if (mood.body === 'none') return null;
  if (lz > 0.2) return [cam.cx + (cam.f * lx) / lz, cam.cy - (cam.f * ly) / lz];
  // Sun behind the camera: a moon or morning sun is placed high in the frame, on the light side.
  return [W / 2 + Math.sign(lx || 1) * W * 0.3, cam.cy * 0.35];
}

export function drawSky(svg: Svg, rng: Rng, mood: Mood, horizonY: number, body: Pt | null): void {
  const { w } = svg;
  svg.add(
    rect(
      0,
      0,
      w,
      horizonY + 4,
      svg.linear(
        [
          [0, mood.skyTop],
          [0.58, mood.skyMid],
          [1, mood.skyHorizon],
        ],
        0,
        0,
        0,
        horizonY,
      ),
    ),
  );
  // A broad haze band sitting on the horizon.
  svg.add(
    rect(
      0,
      horizonY - w * 0.12,
      w,
      w * 0.12 + 4,
      svg.linear(
        [
          [0, mood.haze, 0],
          [1, mood.haze, 0.45],
        ],
        0,
        horizonY - w * 0.12,
        0,
        horizonY,
      ),
    ),
  );
  if (body) {
    const [x, y] = body;
    const glowR = mood.body === 'moon' ? w * 0.22 : w * (mood.name === 'morning' ? 0.35 : 0.5);
    svg.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(glowR)}" fill="${svg.radial(
        [
          [0, mood.sunGlow, mood.body === 'moon' ? 0.35 : 0.7],
          [0.35, mood.sunGlow, mood.body === 'moon' ? 0.12 : 0.25],
          [1, mood.sunGlow, 0],
        ],
        x,
        y,
        glowR,
      )}"/>`,
    );
    const r = mood.body === 'moon' ? w * 0.012 : w * 0.02;
    if (y < horizonY + r) {
      svg.add(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${mood.sunColour}" opacity="0.95" filter="${svg.blur(r * 0.12)}"/>`,
      );
    }
  }
  drawClouds(svg, rng, mood, horizonY, body);
  if (mood.name === 'night') {
    const stars: string[] = [];
    for (let i = 0; i < 60; i++) {
      const sx = rng.range(0, w);
      const sy = rng.range(0, horizonY * 0.7);
      stars.push(`M${n(sx)} ${n(sy)}h0.1`);
    }
    svg.add(`<path d="${stars.join('')}" stroke="#dfe6f5" stroke-width="1.6" stroke-linecap="round" opacity="0.55"/>`);
  }
}

export function drawClouds(svg: Svg, rng: Rng, mood: Mood, horizonY: number, body: Pt | null): void {
  const { w } = svg;
  const count = mood.name === 'overcast' ? rng.int(7, 10) : rng.int(2, 6);
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.1, 1.1) * w;
    const cy = rng.range(0.12, 0.85) * horizonY;
    const depth = cy / horizonY; // lower clouds are further away: flatter and smaller
    const width = rng.range(120, 320) * (1.3 - depth * 0.6) * (w / 1200);
    let colour = mood.cloud;
    if (body) {
      const near = 1 - clamp(Math.hypot(cx - body[0], cy - body[1]) / (w * 0.6), 0, 1);
      colour = mix(colour, mood.sunGlow, near * 0.6);
    }
    const parts: string[] = [];
    const puffs = rng.int(4, 7);
    for (let j = 0; j < puffs; j++) {
      const px = cx + rng.range(-0.5, 0.5) * width;
      const py = cy + rng.range(-0.3, 0.2) * width * 0.12;
      const rx = rng.range(0.25, 0.5) * width;
      const ry = rx * rng.range(0.12, 0.24) * (1.2 - depth * 0.5);
      parts.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(rx)}" ry="${n(ry)}"/>`);
    }
    const opacity = mood.cloudOpacity * rng.range(0.45, 1);
    svg.add(
      `<g fill="${colour}" opacity="${n(opacity * 100) === '0' ? 0 : opacity.toFixed(2)}" filter="${svg.blur(width * 0.05)}">${parts.join('')}</g>`,
    );
  }
}

export type Envelope = 'island' | 'fromLeft' | 'fromRight' | 'ridge';

/** A hill or island silhouette standing on baseY between xa and xb. */
export function hillPath(
  rng: Rng,
  o: { xa: number; xb: number; baseY: number; height: number; envelope: Envelope; roughness?: number; step?: number },
): { d: string; ridgeAt: (x: number) => number } {
  const noise = makeNoise(rng);
  const roughness = o.roughness ?? 1;
  const pow = rng.range(0.6, 1.3);
  const freq = rng.range(2.5, 5) * roughness;
  const offset = rng.range(0, 100);
  const step = o.step ?? 14;
  const ys: number[] = [];
  const xs: number[] = [];
  const env = (t: number) => {
    switch (o.envelope) {
      case 'island':
        return Math.pow(Math.sin(Math.PI * clamp(t, 0, 1)), pow);
      case 'fromLeft':
        return Math.pow(1 - smoothstep(t), pow * 0.8);
      case 'fromRight':
        return Math.pow(smoothstep(t), pow * 0.8);
      case 'ridge':
        return 0.75 + 0.25 * Math.sin(Math.PI * clamp(t, 0, 1));
    }
  };
  const count = Math.max(4, Math.ceil((o.xb - o.xa) / step));
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = lerp(o.xa, o.xb, t);
    const bumps = 0.62 + 0.7 * fbm(noise, offset + t * freq, 4);
    xs.push(x);
    ys.push(o.baseY - o.height * env(t) * bumps);
  }
  const points: Pt[] = xs.map((x, i) => [x, ys[i] ?? o.baseY]);
  const d = `M${n(o.xa)} ${n(o.baseY + 2)}` + smoothPath(points, false) + `L${n(o.xb)} ${n(o.baseY + 2)}Z`;
  const ridgeAt = (x: number) => {
    const t = clamp((x - o.xa) / (o.xb - o.xa), 0, 1) * count;
    const i = Math.floor(t);
    const a = ys[clamp(i, 0, count)] ?? o.baseY;
    const b = ys[clamp(i + 1, 0, count)] ?? o.baseY;
    return lerp(a, b, t - i);
  };
  return { d, ridgeAt };
}

/** Fills a hill with a ridge-to-base gradient, hazed by distance (0 near … 1 far). */
export function drawHill(
  svg: Svg,
  d: string,
  colour: string,
  mood: Mood,
  distance: number,
  top: number,
  base: number,
): void {
  const c = mix(colour, mood.haze, clamp(distance, 0, 1) * 0.75);
  const fill = svg.linear(
    [
      [0, mix(c, mood.skyHorizon, 0.08)],
      [1, mix(c, mood.haze, 0.25 + distance * 0.2)],
    ],
    0,
    top,
    0,
    base,
  );
  svg.add(pathEl(d, fill));
}

/**
 * Far islands standing on the horizon: `count` of them, each centred where `at()` says, as wide and as
 * high as the spans say (shares of the picture's width), hazed by `haze`.
 */
export function drawIslands(
  svg: Svg,
  rng: Rng,
  mood: Mood,
  horizonY: number,
  count: number,
  at: () => number,
  o: { width: [number, number]; height: [number, number]; haze: number; top: number },
): void {
  for (let i = 0; i < count; i++) {
    const cx = at();
    const width = svg.w * rng.range(o.width[0], o.width[1]);
    const hill = hillPath(rng, {
      xa: cx - width / 2,
      xb: cx + width / 2,
      baseY: horizonY + 1,
      height: svg.w * rng.range(o.height[0], o.height[1]),
      envelope: 'island',
    });
    drawHill(svg, hill.d, mood.hillFar, mood, o.haze, horizonY - svg.w * o.top, horizonY);
  }
}

/** Soft, dark tree masses speckled over a hillside (below its ridge). */
export function drawHillTrees(
  svg: Svg,
  rng: Rng,
  ridgeAt: (x: number) => number,
  xa: number,
  xb: number,
  baseY: number,
  colour: string,
  count: number,
  size: number,
  opacity = 0.2,
): void {
  const blobs: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(xa, xb);
    const top = ridgeAt(x);
    if (baseY - top < size * 2) continue;
    const y = rng.range(top + size * 0.8, baseY - size * 0.3);
    const r = size * rng.range(0.6, 1.3);
    blobs.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.3)}" ry="${n(r)}"/>`);
  }
  svg.add(`<g fill="${colour}" opacity="${opacity}">${blobs.join('')}</g>`);
}

export function drawSea(
  svg: Svg,
  rng: Rng,
  mood: Mood,
  horizonY: number,
  bottomY: number,
  sunX: number | null,
  shallowAtBottom = false,
): void {
  const { w } = svg;
  svg.add(
    rect(
      0,
      horizonY,
      w,
      bottomY - horizonY,
      svg.linear(
        [
          [0, mix(mood.seaFar, mood.haze, 0.4)],
          [0.08, mix(mood.seaFar, mood.haze, 0.1)],
          [0.55, mood.seaFar],
          [1, shallowAtBottom ? mood.shallow : mood.seaNear],
        ],
        0,
        horizonY,
        0,
        bottomY,
      ),
    ),
  );
  // Shimmer: thin strokes, denser and shorter near the horizon.
  const strokes: string[] = [];
  const lines = rng.int(28, 46);
  for (let i = 0; i < lines; i++) {
    const t = Math.pow(rng.next(), 1.7);
    const y = horizonY + 2 + (bottomY - horizonY) * t;
    const len = (20 + 160 * t) * rng.range(0.5, 1.5) * (w / 1200);
    const x = rng.range(-len, w);
    strokes.push(`M${n(x)} ${n(y)}h${n(len)}`);
  }
  svg.add(
    `<path d="${strokes.join('')}" stroke="${mix(mood.skyHorizon, '#ffffff', 0.4)}" stroke-width="${n(Math.max(1, w / 900))}" opacity="0.16"/>`,
  );
  if (sunX !== null && mood.body !== 'none') {
    const glitter: string[] = [];
    const rows = 34;
    for (let i = 0; i < rows; i++) {
      const t = i / rows;
      const y = horizonY + 2 + (bottomY - horizonY) * Math.pow(t, 1.6) * 0.85;
      const spread = (12 + 120 * t) * (w / 1200);
      const len = spread * rng.range(0.3, 1.1);
      const x = sunX + rng.range(-spread, spread) - len / 2;
      glitter.push(`M${n(x)} ${n(y)}h${n(len)}`);
    }
    svg.add(
      `<path d="${glitter.join('')}" stroke="${mood.sunColour}" stroke-width="${n(Math.max(1.2, w / 700))}" stroke-linecap="round" opacity="${mood.body === 'moon' ? 0.35 : 0.5}"/>`,
    );
    const glowW = w * 0.12;
    svg.add(
      rect(
        sunX - glowW,
        horizonY,
        glowW * 2,
        (bottomY - horizonY) * 0.7,
        svg.radial(
          [
            [0, mood.sunGlow, 0.35],
            [1, mood.sunGlow, 0],
          ],
          sunX,
          horizonY,
          glowW,
          (bottomY - horizonY) / glowW,
        ),
      ),
    );
  }
}

export function drawVignette(svg: Svg, strength = 0.28): void {
  const { w, h } = svg;
  svg.add(
    rect(
      0,
      0,
      w,
      h,
      svg.radial(
        [
          [0.55, '#10131a', 0],
          [1, '#10131a', strength],
        ],
        w / 2,
        h / 2,
        Math.hypot(w, h) / 2,
      ),
    ),
  );
}

/** Little white houses with hip roofs dotted over a hillside. */
export function drawHillHouses(
  svg: Svg,
  rng: Rng,
  o: {
    ridgeAt: (x: number) => number;
    xa: number;
    xb: number;
    baseY: number;
    count: number;
    size: number;
    roofs: string[];
    mood: Mood;
    shadowSide: 1 | -1;
  },
): void {
  const houses: { x: number; y: number; s: number }[] = [];
  for (let i = 0; i < o.count * 3 && houses.length < o.count; i++) {
    const x = rng.range(o.xa, o.xb);
    const top = o.ridgeAt(x) + o.size * 1.5;
    if (top >= o.baseY - o.size) continue;
    const y = rng.range(top, o.baseY - o.size * 0.4);
    const depth = (y - top) / Math.max(1, o.baseY - top);
    houses.push({ x, y, s: o.size * (0.7 + depth * 0.6) * rng.range(0.8, 1.25) });
  }
  houses.sort((a, b) => a.y - b.y);
  const lit = o.mood.windowsLit && o.mood.name !== 'golden';
  const parts: string[] = [];
  for (const hs of houses) {
    const w = hs.s * rng.range(1.2, 2.0);
    const h = hs.s * rng.range(0.6, 0.9);
    const wall = mix(
      rng.pick(['#f3eee4', '#efe4d2', '#ebefe9', '#f2e3d8']),
      o.mood.cool,
      o.mood.name === 'night' ? 0.6 : 0.12,
    );
    const roof = mix(rng.pick(o.roofs), o.mood.cool, o.mood.name === 'night' ? 0.5 : 0.1);
    parts.push(rect(hs.x - w / 2, hs.y - h, w, h, wall));
    const shadeX = o.shadowSide > 0 ? hs.x + w * 0.15 : hs.x - w / 2;
    parts.push(rect(shadeX, hs.y - h, w * 0.35, h, '#1c2230', ' opacity="0.18"'));
    const rh = h * 0.55;
    parts.push(
      pathEl(
        `M${n(hs.x - w / 2 - hs.s * 0.08)} ${n(hs.y - h)}L${n(hs.x - w / 2 + rh)} ${n(hs.y - h - rh)}L${n(hs.x + w / 2 - rh)} ${n(hs.y - h - rh)}L${n(hs.x + w / 2 + hs.s * 0.08)} ${n(hs.y - h)}Z`,
        roof,
      ),
    );
    if (w > 14) {
      const win = lit && rng.chance(0.7) ? '#f2c27e' : '#2d3540';
      parts.push(rect(hs.x - w * 0.3, hs.y - h * 0.7, w * 0.12, h * 0.38, win, ' opacity="0.8"'));
      parts.push(rect(hs.x + w * 0.12, hs.y - h * 0.7, w * 0.12, h * 0.38, win, ' opacity="0.8"'));
    }
    parts.push(rect(hs.x - w / 2, hs.y - 1, w, 2, '#000', ' opacity="0.15"'));
  }
  svg.add(`<g>${parts.join('')}</g>`);
}
