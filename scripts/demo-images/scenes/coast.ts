/** Landscapes: a cove from the hillside, a beach from the sand, Gustavia harbour. */
import { mix, scaleColour } from '../colour';
import {
  bodyPosition,
  drawHill,
  drawIslands,
  drawHillHouses,
  drawHillTrees,
  drawSea,
  drawSky,
  drawVignette,
  hillPath,
} from '../landscape';
import { drawBush, drawPalm } from '../plants';
import { lightOf, shade } from '../projector';
import { drawBeachSet, drawYacht } from '../props';
import { clamp, fbm, lerp, makeNoise, n } from '../random';
import { pathEl, rect, smoothPath, type Pt } from '../svg';
import { CANOPIES } from '../palette';
import type { Scene } from './scene';

/** A cove seen from the hillside: headlands, turquoise shallows, a crescent of sand. */
export const coveScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const horizonY = h * rng.range(0.3, 0.4);
  const cam = { f: w * 0.9, cx: w / 2, cy: horizonY };
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, horizonY, body);
  drawIslands(svg, rng, mood, horizonY, rng.int(1, 3), () => rng.range(0.2, 0.8) * w, {
    width: [0.12, 0.3],
    height: [0.01, 0.035],
    haze: 0.8,
    top: 0.04,
  });
  // Bay water.
  const beachTop = h * rng.range(0.74, 0.82);
  drawSea(svg, rng, mood, horizonY, h, body && body[1] < horizonY + 5 ? body[0] : null, true);
  svg.add(
    `<ellipse cx="${n(w / 2)}" cy="${n(beachTop)}" rx="${n(w * 0.45)}" ry="${n((beachTop - horizonY) * 0.55)}" fill="${mood.shallow}" opacity="0.55" filter="${svg.blur(w * 0.03)}"/>`,
  );
  // Reef shadows.
  for (let i = 0; i < rng.int(3, 6); i++) {
    const rx = rng.range(0.25, 0.75) * w;
    const ry = lerp(horizonY, beachTop, rng.range(0.35, 0.8));
    svg.add(
      `<ellipse cx="${n(rx)}" cy="${n(ry)}" rx="${n(w * rng.range(0.03, 0.08))}" ry="${n(h * rng.range(0.008, 0.02))}" fill="${mood.seaFar}" opacity="0.25" filter="${svg.blur(6)}"/>`,
    );
  }
  // Small boats at anchor.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const t = rng.range(0.15, 0.6);
    const y = lerp(horizonY, beachTop, t);
    drawYacht(
      svg,
      rng,
      rng.range(0.3, 0.7) * w,
      y,
      w * (0.02 + 0.05 * t),
      rng.sign(),
      mood,
      rng.chance(0.5) ? 'sail' : 'motor',
    );
  }
  // Headlands left and right.
  const headland = (fromLeft: boolean, far: boolean) => {
    const dir = fromLeft ? 1 : -1;
    const tipX = far
      ? fromLeft
        ? w * rng.range(0.3, 0.45)
        : w * rng.range(0.55, 0.7)
      : fromLeft
        ? w * rng.range(0.2, 0.32)
        : w * rng.range(0.68, 0.8);
    const tipY = far ? horizonY + h * rng.range(0.005, 0.02) : horizonY + (beachTop - horizonY) * rng.range(0.15, 0.3);
    const topY = far ? horizonY - h * rng.range(0.06, 0.12) : horizonY - h * rng.range(0.1, 0.22);
    const edge = fromLeft ? -20 : w + 20;
    const noise = makeNoise(rng);
    const ridge: Pt[] = [];
    const bend = rng.range(1.3, 2.0);
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = lerp(edge, tipX, t);
      const y = lerp(topY, tipY, Math.pow(t, bend)) - (1 - t) * h * 0.06 * fbm(noise, t * 5);
      ridge.push([x, y]);
    }
    const shoreEndX = fromLeft ? w * rng.range(0.02, 0.1) : w * rng.range(0.9, 0.98);
    const shoreEndY = far ? tipY + h * 0.06 : beachTop + h * 0.04;
    const shore: Pt[] = [];
    for (let i = 1; i <= 16; i++) {
      const t = i / 16;
      const x = lerp(tipX, shoreEndX, 1 - Math.pow(1 - t, 2.2)) - dir * (fbm(noise, 40 + t * 6) - 0.5) * w * 0.03;
      const y = lerp(tipY, shoreEndY, Math.pow(t, 1.15));
      shore.push([x, y]);
    }
    const d = smoothPath(ridge) + smoothPath(shore, false) + `L${n(shoreEndX)} ${n(h + 10)}L${n(edge)} ${n(h + 10)}Z`;
    const base = far ? mix(mood.hill, mood.haze, 0.45) : mood.hill;
    const fill = svg.linear(
      [
        [0, scaleColour(base, 0.78)],
        [0.7, base],
        [1, mix(base, mood.foliageLight, 0.45)],
      ],
      edge,
      0,
      tipX,
      0,
    );
    svg.add(pathEl(d, fill));
    svg.add(
      pathEl(
        d,
        svg.linear(
          [
            [0, mood.haze, far ? 0.35 : 0.2],
            [1, mood.haze, 0],
          ],
          0,
          topY,
          0,
          beachTop,
        ),
      ),
    );
    const shoreLine = smoothPath([[tipX, tipY], ...shore]);
    svg.add(
      `<path d="${shoreLine}" fill="none" stroke="#b9ab98" stroke-width="${n(w * (far ? 0.003 : 0.005))}" opacity="0.55"/>`,
    );
    svg.add(
      `<path d="${shoreLine}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.002)}" opacity="0.55" transform="translate(${dir * 4} 1)"/>`,
    );
    if (far) return;
    const ridgeAt = (x: number) => {
      const t = clamp((x - edge) / (tipX - edge), 0, 1);
      const i = Math.round(t * 24);
      return (ridge[i] ?? [0, topY])[1];
    };
    const xa = Math.min(edge, tipX);
    const xb = Math.max(edge, tipX);
    const clip = svg.clip(d);
    svg.add(`<g clip-path="${clip}">`);
    drawHillTrees(svg, rng, ridgeAt, xa, xb, h, mood.foliage, 260, w * 0.007);
    drawHillHouses(svg, rng, {
      ridgeAt,
      xa: xa + w * 0.02,
      xb: xb - w * 0.06,
      baseY: Math.min(h * 0.75, tipY + h * 0.25),
      count: rng.int(3, 7),
      size: w * 0.008,
      roofs: ['#a4574a', '#8c8f91', '#efe9dd'],
      mood,
      shadowSide: mood.light[0] > 0 ? -1 : 1,
    });
    svg.add('</g>');
  };
  // The beach: its waterline sags towards the viewer in the middle of the bay, like a smile.
  const sand = shade(mood.sand, [0, 1, 0], lightOf(mood));
  const endY = beachTop + h * 0.03;
  const ctrlY = beachTop + h * 0.13;
  const waterline = `M-10 ${n(endY)}Q${n(w * 0.5)} ${n(ctrlY)} ${n(w + 10)} ${n(endY)}`;
  svg.add(
    pathEl(
      `${waterline}L${w + 10} ${h + 5}L-10 ${h + 5}Z`,
      svg.linear(
        [
          [0, mix(sand, '#ffffff', 0.15)],
          [1, scaleColour(sand, 0.9)],
        ],
        0,
        beachTop,
        0,
        h,
      ),
    ),
  );
  svg.add(`<path d="${waterline}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.003)}" opacity="0.8"/>`);
  svg.add(
    `<path d="${waterline}" fill="none" stroke="#ffffff" stroke-width="${n(w * 0.0015)}" opacity="0.35" transform="translate(0 ${n(-h * 0.012)})"/>`,
  );
  headland(true, true);
  headland(false, true);
  headland(true, false);
  headland(false, false);
  // Foreground foliage in a corner.
  const corner = rng.sign();
  const trunk = mood.trunk;
  const frond = mix(mood.foliage, '#1d2420', 0.3);
  drawBush(
    svg,
    rng,
    corner > 0 ? w * 0.95 : w * 0.05,
    h + 10,
    w * 0.3,
    h * 0.18,
    scaleColour(mood.foliage, 0.8),
    mood.foliageLight,
  );
  if (rng.chance(0.6)) {
    drawPalm(svg, rng, {
      x: corner > 0 ? w * 0.92 : w * 0.08,
      y: h + 20,
      h: h * rng.range(0.75, 0.95),
      lean: -corner * rng.range(0.05, 0.18),
      trunk,
      frond,
    });
  }
  drawVignette(svg, 0.22);
};

/** Standing on the sand: shoreline, lounger and parasol, palms leaning over. */
export const beachScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const horizonY = h * rng.range(0.44, 0.52);
  const cam = { f: w * 0.9, cx: w / 2, cy: horizonY };
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, horizonY, body);
  drawIslands(svg, rng, mood, horizonY, rng.int(1, 2), () => rng.range(0.1, 0.9) * w, {
    width: [0.2, 0.45],
    height: [0.015, 0.04],
    haze: 0.7,
    top: 0.04,
  });
  const shoreY = horizonY + (h - horizonY) * rng.range(0.3, 0.42);
  drawSea(svg, rng, mood, horizonY, shoreY + 6, body && body[1] < horizonY + 5 ? body[0] : null, true);
  const sand = shade(mood.sand, [0, 1, 0], lightOf(mood));
  // Wet sand band and dry sand.
  const noise = makeNoise(rng);
  const edge: Pt[] = [];
  for (let i = 0; i <= 30; i++) {
    const x = (w * i) / 30;
    edge.push([x, shoreY + (fbm(noise, i * 0.25) - 0.5) * h * 0.03]);
  }
  const wet = mix(sand, mood.seaNear, 0.3);
  svg.add(pathEl(smoothPath(edge) + `L${w} ${h}L0 ${h}Z`, wet));
  const dryEdge = edge.map(([x, y]) => [x, y + h * 0.035 + Math.sin(x * 0.01) * 4] as Pt);
  svg.add(
    pathEl(
      smoothPath(dryEdge) + `L${w} ${h}L0 ${h}Z`,
      svg.linear(
        [
          [0, mix(sand, '#ffffff', 0.1)],
          [1, scaleColour(sand, 0.9)],
        ],
        0,
        shoreY,
        0,
        h,
      ),
    ),
  );
  // Foam lines.
  for (let k = 0; k < 3; k++) {
    const offset = -k * h * 0.012;
    svg.add(
      `<path d="${smoothPath(edge.map(([x, y]) => [x, y + offset + Math.sin(x * 0.015 + k) * 3] as Pt))}" fill="none" stroke="#ffffff" stroke-width="${n(w * (0.0025 - k * 0.0006))}" opacity="${(0.7 - k * 0.2).toFixed(2)}"/>`,
    );
  }
  // Ripples in the sand.
  const ripples: string[] = [];
  for (let i = 0; i < 40; i++) {
    const t = rng.next();
    const y = shoreY + h * 0.06 + (h - shoreY) * t;
    const x = rng.range(0, w);
    ripples.push(`M${n(x)} ${n(y)}q${n(15 + 40 * t)} ${n(-3)} ${n(30 + 80 * t)} 0`);
  }
  svg.add(
    `<path d="${ripples.join('')}" fill="none" stroke="${scaleColour(sand, 0.85)}" stroke-width="1.2" opacity="0.4"/>`,
  );
  const storm = mood.name === 'overcast';
  const side = rng.sign();
  if (!storm) {
    const setX = w / 2 + side * w * rng.range(0.05, 0.25);
    drawBeachSet(
      svg,
      setX,
      shoreY + (h - shoreY) * rng.range(0.45, 0.6),
      h * 0.11,
      shade(rng.pick(CANOPIES), [0, -1, 0], lightOf(mood)),
      mood,
    );
  }
  const trunk = mood.trunk;
  const frond = mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.5 : 0.1);
  const palms = rng.int(1, 3);
  for (let i = 0; i < palms; i++) {
    const x = side > 0 ? w * rng.range(0.02, 0.25) : w * rng.range(0.75, 0.98);
    drawPalm(svg, rng, {
      x,
      y: shoreY + (h - shoreY) * rng.range(0.2, 0.5),
      h: h * rng.range(0.6, 0.9),
      lean: (storm ? 0.25 : -side * rng.range(0.1, 0.3)) * (storm ? 1 : 1),
      trunk,
      frond,
      wind: storm ? 0.9 : 0,
    });
  }
  drawBush(
    svg,
    rng,
    side > 0 ? w * 0.05 : w * 0.95,
    h + 5,
    w * 0.25,
    h * 0.12,
    scaleColour(mood.foliage, 0.85),
    mood.foliageLight,
  );
  if (storm) {
    // Driving rain and a darker sky band.
    const rain: string[] = [];
    for (let i = 0; i < 160; i++) {
      const x = rng.range(-50, w);
      const y = rng.range(0, h);
      rain.push(`M${n(x)} ${n(y)}l${n(10)} ${n(26)}`);
    }
    svg.add(`<path d="${rain.join('')}" stroke="#e6eaec" stroke-width="1" opacity="0.22"/>`);
    svg.add(
      rect(
        0,
        0,
        w,
        horizonY,
        svg.linear(
          [
            [0, '#20262e', 0.45],
            [1, '#20262e', 0],
          ],
          0,
          0,
          0,
          horizonY,
        ),
      ),
    );
  }
  drawVignette(svg, 0.24);
};

/** Gustavia: yachts along the quay, white houses with red roofs climbing the hills. */
export const harbourScene: Scene = (svg, rng, mood) => {
  const { w, h } = svg;
  const horizonY = h * rng.range(0.36, 0.44);
  const cam = { f: w * 0.9, cx: w / 2, cy: horizonY };
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, horizonY, body);
  const quayY = h * rng.range(0.6, 0.66);
  // Two layers of hills around the harbour, houses on the near one.
  const far = hillPath(rng, {
    xa: -40,
    xb: w + 40,
    baseY: quayY,
    height: quayY - horizonY + h * rng.range(0.12, 0.2),
    envelope: 'ridge',
  });
  drawHill(svg, far.d, mood.hill, mood, 0.62, horizonY - h * 0.15, quayY);
  drawHillTrees(svg, rng, far.ridgeAt, 0, w, quayY, mix(mood.foliage, mood.haze, 0.4), 220, w * 0.006, 0.1);
  const near = hillPath(rng, {
    xa: -40,
    xb: w + 40,
    baseY: quayY,
    height: (quayY - horizonY) * rng.range(0.7, 1.0),
    envelope: rng.pick(['fromLeft', 'fromRight', 'island'] as const),
    roughness: 1.4,
  });
  drawHill(svg, near.d, mood.hill, mood, 0.15, horizonY, quayY);
  drawHillTrees(svg, rng, near.ridgeAt, 0, w, quayY, mood.foliage, 260, w * 0.006);
  drawHillHouses(svg, rng, {
    ridgeAt: near.ridgeAt,
    xa: 10,
    xb: w - 10,
    baseY: quayY - 8,
    count: rng.int(40, 60),
    size: w * 0.011,
    roofs: ['#a8493b', '#b5594a', '#9b4437', '#a8493b', '#8b8f91'],
    mood,
    shadowSide: mood.light[0] > 0 ? -1 : 1,
  });
  // Waterfront buildings.
  const front: string[] = [];
  let x = -10;
  while (x < w) {
    const bw = w * rng.range(0.04, 0.08);
    const bh = h * rng.range(0.035, 0.07);
    const wall = mix(
      rng.pick(['#f3eee4', '#efe4d2', '#e9ece6', '#f1e2d4']),
      mood.cool,
      mood.name === 'night' ? 0.55 : 0.1,
    );
    front.push(rect(x, quayY - bh, bw, bh, wall));
    front.push(
      pathEl(
        `M${n(x - 2)} ${n(quayY - bh)}L${n(x + bh * 0.4)} ${n(quayY - bh - bh * 0.35)}L${n(x + bw - bh * 0.4)} ${n(quayY - bh - bh * 0.35)}L${n(x + bw + 2)} ${n(quayY - bh)}Z`,
        mix('#a8493b', mood.cool, 0.12),
      ),
    );
    const windows = Math.max(2, Math.round(bw / 18));
    for (let i = 0; i < windows; i++) {
      const wx = x + (bw * (i + 0.3)) / windows;
      const win = mood.windowsLit && rng.chance(0.6) ? '#f2c27e' : '#3a4550';
      front.push(rect(wx, quayY - bh * 0.75, (bw / windows) * 0.4, bh * 0.35, win, ' opacity="0.75"'));
    }
    x += bw + w * rng.range(0.002, 0.02);
  }
  svg.add(`<g>${front.join('')}</g>`);
  svg.add(rect(0, quayY - 2, w, h * 0.012, shade('#cbbfac', [0, 0.5, -1], lightOf(mood))));
  // Harbour water.
  const waterTop = quayY + h * 0.01;
  svg.add(
    rect(
      0,
      waterTop,
      w,
      h - waterTop,
      svg.linear(
        [
          [0, mix(mood.seaFar, mood.hill, 0.3)],
          [1, mix(mood.seaNear, mood.shallow, 0.25)],
        ],
        0,
        waterTop,
        0,
        h,
      ),
    ),
  );
  // Hill reflection.
  svg.add(
    rect(
      0,
      waterTop,
      w,
      (h - waterTop) * 0.5,
      svg.linear(
        [
          [0, mood.hill, 0.35],
          [1, mood.hill, 0],
        ],
        0,
        waterTop,
        0,
        waterTop + (h - waterTop) * 0.5,
      ),
    ),
  );
  // Two rows of moored yachts.
  for (const row of [0, 1]) {
    const waterY = waterTop + (h - waterTop) * (row === 0 ? rng.range(0.12, 0.2) : rng.range(0.5, 0.65));
    const len = w * (row === 0 ? rng.range(0.1, 0.15) : rng.range(0.2, 0.3));
    let px = rng.range(-0.1, 0.05) * w;
    while (px < w) {
      const l = len * rng.range(0.6, 1.15);
      if (rng.chance(0.8)) {
        drawYacht(
          svg,
          rng,
          px,
          waterY + rng.range(-0.02, 0.02) * h,
          l,
          rng.chance(0.8) ? 1 : -1,
          mood,
          rng.chance(0.6) ? 'motor' : 'sail',
        );
      }
      px += l * rng.range(1.05, 1.7);
    }
  }
  const strokes: string[] = [];
  for (let i = 0; i < 50; i++) {
    const t = rng.next();
    strokes.push(`M${n(rng.range(0, w))} ${n(waterTop + (h - waterTop) * t)}h${n((10 + 80 * t) * (w / 1200))}`);
  }
  svg.add(`<path d="${strokes.join('')}" stroke="#ffffff" stroke-width="1.2" opacity="0.14"/>`);
  drawVignette(svg, 0.22);
};
