/**
 * The views of a home: where the camera stands, what lies around and beyond the house, what frames the
 * picture. Each is a different composition (horizon, where the house sits, what fills the foreground), so
 * two listings drawn from different views never look alike, and one listing's gallery can show its house
 * twice.
 */
import type { HomeView } from '#app/server/seed/demo-pictures';
import { mix, scaleColour } from '../../colour';
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
} from '../../landscape';
import type { Mood, V3 } from '../../moods';
import { drawBush, drawPalm, drawTree } from '../../plants';
import { drawBox, glassFills, lightOf, project, quadPath, shade, type Cam } from '../../projector';
import { drawBeachSet, drawYacht } from '../../props';
import { clamp, lerp, n, type Rng } from '../../random';
import { pathEl, polyPath, rect, type Pt, type Svg } from '../../svg';
import { drawVolume, type Ctx } from './building';
import {
  drawBackdrop,
  drawBalustrade,
  drawCoast,
  drawGround,
  drawHillsBackdrop,
  drawPaving,
  drawWater,
  reflect,
} from './grounds';
import { drawHome, drawLounger, drawLoungers, drawPool } from './home';
import type { HomePlan, Volume } from './plan';

type View = (svg: Svg, rng: Rng, mood: Mood, plan: HomePlan) => void;

type Span = number | [number, number];

/**
 * A camera at (x, eye, 0) looking along +z: its focal length as a share of the picture's width, its
 * horizon as a share of the height; a span is drawn at random.
 */
function camera(svg: Svg, rng: Rng, o: { f: Span; horizon: Span; x: Span; eye: Span }): Cam {
  const pick = (s: Span) => (typeof s === 'number' ? s : rng.range(s[0], s[1]));
  const f = svg.w * pick(o.f);
  const cy = svg.h * pick(o.horizon);
  const ex = pick(o.x);
  return { f, cx: svg.w / 2, cy, ex, ey: pick(o.eye), ez: 0 };
}

function context(svg: Svg, rng: Rng, mood: Mood, cam: Cam): Ctx {
  return { svg, rng, mood, cam, light: lightOf(mood), glass: glassFills(svg, mood) };
}

/** Trunk and frond colours of the palms in this light. */
function palmColours(mood: Mood): { trunk: string; frond: string } {
  return {
    trunk: mood.trunk,
    frond: mix(mood.foliage, '#1d2420', mood.name === 'golden' || mood.name === 'dusk' ? 0.4 : 0),
  };
}

/** A palm standing at (x, y, z), `height` metres tall. */
function palmAt(ctx: Ctx, x: number, y: number, z: number, height: number, lean: number): void {
  const { cam, mood, rng, svg } = ctx;
  const [bx, by] = project(cam, x, y, z);
  drawPalm(svg, rng, { x: bx, y: by, h: (cam.f * height) / Math.max(0.5, z - cam.ez), lean, ...palmColours(mood) });
}

/** A shrub (bougainvillea when `flowers`) standing at (x, y, z), `size` metres across. */
function bushAt(ctx: Ctx, x: number, y: number, z: number, size: number, flowers: boolean): void {
  const { cam, mood, rng, svg } = ctx;
  const [sx, sy] = project(cam, x, y, z);
  const s = cam.f / Math.max(0.5, z - cam.ez);
  drawBush(
    svg,
    rng,
    sx,
    sy,
    s * size,
    s * size * 0.5,
    mood.foliage,
    mood.foliageLight,
    flowers ? mix('#b35c7b', mood.cool, 0.25) : undefined,
  );
}

/** A broadleaf tree (a mango, a sea grape, a frangipani in flower) standing at (x, y, z). */
function treeAt(ctx: Ctx, x: number, y: number, z: number, height: number, flowers?: string): void {
  const { cam, mood, rng, svg } = ctx;
  const [sx, sy] = project(cam, x, y, z);
  drawTree(svg, rng, {
    x: sx,
    y: sy,
    h: (cam.f * height) / Math.max(0.5, z - cam.ez),
    trunk: scaleColour(mood.trunk, 0.85),
    dark: mood.foliage,
    light: mood.foliageLight,
    flowers: flowers && mix(flowers, mood.cool, 0.2),
  });
}

/** The x at which a home `width` metres wide, `z` metres away, shows its centre at the picture's fraction `u`. */
const xForScreen = (cam: Cam, svg: Svg, u: number, z: number) => cam.ex + ((svg.w * u - cam.cx) * (z - cam.ez)) / cam.f;

const depthOf = (plan: HomePlan) => plan.extent.z1 - plan.extent.z0;

/** The least distance at which the home fits the picture: its width in the frame, its roof below the top edge. */
function fitDistance(cam: Cam, svg: Svg, plan: HomePlan, y = 0): number {
  const wide = (widthOf(plan) + 4) * (cam.f / (svg.w * 0.85));
  const tall = (cam.f * (plan.extent.height + y + 1.5 - cam.ey)) / Math.max(40, cam.cy - svg.h * 0.1);
  return Math.max(wide, tall);
}
const widthOf = (plan: HomePlan) => plan.extent.x1 - plan.extent.x0;
const centreOf = (plan: HomePlan) => (plan.extent.x0 + plan.extent.x1) / 2;

/** On the pool terrace, the house across the pool, the sea (or the hills) beyond it. */
const terrace: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const oblique = rng.chance(0.5);
  const cam = camera(svg, rng, { f: [0.8, 0.92], horizon: [0.48, 0.56], x: [-1, 1], eye: [1.6, 4.2] });
  const ctx = context(svg, rng, mood, cam);
  const D = Math.max(19, fitDistance(cam, svg, plan)) + rng.range(0, 3);
  const u = oblique ? 0.5 + side * rng.range(0.16, 0.22) : 0.5 + side * rng.range(0.02, 0.1);
  const at: V3 = [xForScreen(cam, svg, u, D + 3) - centreOf(plan), 0, D - plan.extent.z0];
  const zEdge = D + depthOf(plan) + rng.range(2, 5);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  if (plan.home.setting === 'garden')
    drawHillsBackdrop(ctx, yEdge, { seaSide: 0, village: rng.int(2, 6), height: h * 0.16 });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  const lit = drawGround(ctx, yEdge, plan.palette.stone);
  drawPaving(ctx, lit, 3, zEdge);
  if (plan.home.setting !== 'garden') drawBalustrade(ctx, zEdge);
  for (let i = 0; i < rng.int(1, 3); i++)
    palmAt(
      ctx,
      at[0] + centreOf(plan) + rng.range(-1, 1) * widthOf(plan) * 0.6,
      0,
      zEdge - rng.range(0.5, 2),
      rng.range(9, 13),
      rng.range(-0.2, 0.2),
    );
  const placed = drawHome(ctx, plan, at, { loungers: true });
  const front = Math.min(...placed.volumes.map((v) => v.box.z0 - v.veranda));
  for (let i = 0; i < rng.int(2, 4); i++)
    bushAt(
      ctx,
      at[0] + rng.range(plan.extent.x0, plan.extent.x1),
      0,
      front - 0.6,
      rng.range(1.4, 2.4),
      rng.chance(0.4),
    );
  if (rng.chance(0.75))
    palmAt(ctx, -side * rng.range(6, 9) + cam.ex, 0, rng.range(10, 14), rng.range(8, 10), side * rng.range(0.05, 0.2));
  // A stone planter in a foreground corner.
  const pz = rng.range(7, 8.5);
  const px = cam.ex + (oblique ? side : -side) * rng.range(4, 5.5);
  drawBox(
    svg,
    cam,
    ctx.light,
    { x0: px - 1.1, x1: px + 1.1, y0: 0, y1: 0.55, z0: pz, z1: pz + 1.4 },
    { colour: mix(plan.palette.stone, '#ffffff', 0.2) },
  );
  bushAt(ctx, px, 0.55, pz + 0.6, 1.9, rng.chance(0.5));
  drawVignette(svg, 0.22);
};

/** In the garden: a lawn, a path to the door, flowering shrubs and old trees, hills or the sea behind. */
const garden: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.8, 0.95], horizon: [0.48, 0.55], x: [-1.5, 1.5], eye: [1.4, 1.9] });
  const ctx = context(svg, rng, mood, cam);
  const D = Math.max(15, fitDistance(cam, svg, plan)) + rng.range(0, 3);
  const at: V3 = [xForScreen(cam, svg, 0.5 + side * rng.range(0.04, 0.14), D) - centreOf(plan), 0, D - plan.extent.z0];
  const zEdge = D + depthOf(plan) + rng.range(6, 10);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  if (plan.home.setting === 'garden')
    drawHillsBackdrop(ctx, yEdge, {
      seaSide: rng.pick([-1, 0, 1] as const),
      village: rng.int(3, 8),
      height: h * rng.range(0.1, 0.18),
    });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  drawGround(ctx, yEdge, mix(mood.foliageLight, '#8d9a6a', 0.35), 0.3);
  // A low dry-stone wall along the far edge of the garden.
  drawBox(
    svg,
    cam,
    ctx.light,
    { x0: -60, x1: 60, y0: 0, y1: 0.7, z0: zEdge - 0.6, z1: zEdge },
    { colour: '#b8aa95', top: '#c9bca7' },
  );
  const trees = rng.int(1, 3);
  for (let i = 0; i < trees; i++) {
    const tx = at[0] + centreOf(plan) + (i % 2 ? 1 : -1) * (widthOf(plan) / 2 + rng.range(2, 6));
    if (rng.chance(0.5)) treeAt(ctx, tx, 0, zEdge - rng.range(1, 4), rng.range(7, 10));
    else palmAt(ctx, tx, 0, zEdge - rng.range(1, 4), rng.range(9, 12), rng.range(-0.2, 0.2));
  }
  const placed = drawHome(ctx, plan, at, { coping: shade('#e6dccb', [0, 1, 0], ctx.light) });
  const main = placed.volumes[0]!;
  const front = main.box.z0 - main.veranda;
  // A stone path from the door towards the camera (around a garden pool).
  const pathX = (main.box.x0 + main.box.x1) / 2;
  const stones: string[] = [];
  for (let z = front - 0.6; z > 3; z -= 0.95) {
    const j = rng.range(-0.08, 0.08);
    const inPool = placed.pool?.ring.some(([x, pz]) => Math.abs(pz - z) < 2.6 && Math.abs(x - pathX) < 4.5);
    if (inPool) continue;
    stones.push(
      quadPath(cam, [
        [pathX - 0.45 + j, 0.01, z - 0.55],
        [pathX + 0.45 + j, 0.01, z - 0.55],
        [pathX + 0.45 + j, 0.01, z],
        [pathX - 0.45 + j, 0.01, z],
      ]),
    );
  }
  svg.add(pathEl(stones.join(''), shade('#e3d9c6', [0, 1, 0], ctx.light), ' opacity="0.9"'));
  // Bougainvillea against the house, shrubs in the beds.
  for (let i = 0; i < rng.int(3, 5); i++) {
    const bx = rng.pick([
      main.box.x0 - rng.range(0, 2),
      main.box.x1 + rng.range(0, 2),
      rng.range(main.box.x0, main.box.x1),
    ]);
    if (Math.abs(bx - pathX) < 1.2) continue;
    bushAt(ctx, bx, 0, front - rng.range(0.5, 2.5), rng.range(1.5, 2.6), rng.chance(0.6));
  }
  // A frangipani or a palm near the camera, framing the picture.
  const fx = cam.ex - side * rng.range(4.5, 7);
  if (rng.chance(0.5)) treeAt(ctx, fx, 0, rng.range(11, 14), rng.range(4, 5.5), '#f4efe2');
  else palmAt(ctx, fx, 0, rng.range(9, 12), rng.range(8, 10), side * rng.range(0.05, 0.2));
  for (const sx of [-1, 1])
    if (rng.chance(0.6))
      bushAt(ctx, cam.ex + sx * rng.range(3.5, 5), 0, rng.range(5, 6.5), rng.range(2, 3), rng.chance(0.6));
  drawVignette(svg, 0.22);
};

/** From high above (a drone over the garden): the roofs, the pool as a shape, the terrace's edge, the sea. */
const above: View = (svg, rng, mood, plan) => {
  const { h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.85, 1.0], horizon: [0.2, 0.28], x: [-2, 2], eye: [11, 16] });
  const ctx = context(svg, rng, mood, cam);
  const zBottom = (cam.f * cam.ey) / (h - cam.cy);
  const nearest = Math.min(plan.extent.z0, ...(plan.pool ? plan.pool.ring.map((p) => p[1]) : []));
  const dz = zBottom + rng.range(2, 4) - nearest;
  const at: V3 = [
    xForScreen(cam, svg, 0.5 + side * rng.range(0.03, 0.12), dz + plan.extent.z0) - centreOf(plan),
    0,
    dz,
  ];
  const zEdge = dz + plan.extent.z1 + rng.range(4, 8);
  const yEdge = project(cam, 0, 0, zEdge)[1];
  const inland = plan.home.setting === 'garden';
  if (inland) drawHillsBackdrop(ctx, yEdge, { seaSide: side, village: rng.int(4, 10), height: h * 0.1 });
  else drawBackdrop(svg, rng, mood, cam, yEdge + 2, side);
  drawGround(ctx, yEdge, mix(mood.foliageLight, '#8d9a6a', 0.35), 0.2);
  // The paved terrace around the house and pool.
  const x0 = at[0] + plan.extent.x0 - 3;
  const x1 = at[0] + plan.extent.x1 + 3;
  const pz0 = dz + nearest - 2;
  const paved = shade(plan.palette.stone, [0, 1, 0], ctx.light);
  const terraceQuad = quadPath(cam, [
    [x0, 0.005, pz0],
    [x1, 0.005, pz0],
    [x1, 0.005, zEdge - 1],
    [x0, 0.005, zEdge - 1],
  ]);
  svg.add(pathEl(terraceQuad, paved));
  const mark = svg.mark();
  drawPaving(ctx, paved, pz0, zEdge - 1, 1.5, 60, 0.006);
  const joints = svg.since(mark);
  svg.undo(mark);
  svg.add(`<g clip-path="${svg.clip(terraceQuad)}">${joints}</g>`);
  if (!inland) drawBalustrade(ctx, zEdge, 0, x0 - 30, x1 + 30);
  // Palms and trees about the garden: those behind the house first.
  const plants = Array.from({ length: rng.int(5, 9) }, () => {
    const left = rng.chance(0.5);
    return {
      x: left ? rng.range(x0 - 12, x0 - 1) : rng.range(x1 + 1, x1 + 12),
      z: rng.range(zBottom + 1, zEdge - 1),
      palm: rng.chance(0.65),
    };
  });
  const behind = dz + plan.extent.z1 - 1;
  const plant = (p: { x: number; z: number; palm: boolean }) =>
    p.palm
      ? palmAt(ctx, p.x, 0, p.z, rng.range(9, 12), rng.range(-0.15, 0.15))
      : treeAt(ctx, p.x, 0, p.z, rng.range(5, 8));
  plants
    .filter((p) => p.z > behind)
    .sort((a, b) => b.z - a.z)
    .forEach(plant);
  drawHome(ctx, plan, at, { loungers: true });
  plants
    .filter((p) => p.z <= behind)
    .sort((a, b) => b.z - a.z)
    .forEach(plant);
  drawVignette(svg, 0.2);
};

/** From the water: a lagoon, a marina or a bay in front, the shore, the house, hills behind. */
const water: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const setting = plan.home.setting;
  const cam = camera(svg, rng, { f: [0.85, 1.0], horizon: [0.4, 0.47], x: [-2, 2], eye: [1.6, 3] });
  const ctx = context(svg, rng, mood, cam);
  const quay = setting === 'marina' || setting === 'town';
  const D = Math.max(rng.range(28, 36), fitDistance(cam, svg, plan, 1.1) + rng.range(0, 4));
  const S = D - rng.range(5, 8);
  const yShore = project(cam, 0, 0, S)[1];
  const at: V3 = [
    xForScreen(cam, svg, 0.5 + side * rng.range(0.05, 0.15), D) - centreOf(plan),
    quay ? 1.1 : 0.4,
    D - plan.extent.z0,
  ];
  const yBack = project(cam, 0, 0, D + depthOf(plan) + 30)[1];
  drawHillsBackdrop(ctx, yBack, {
    seaSide: setting === 'beach' || setting === 'lagoon' ? (-side as 1 | -1) : 0,
    village: rng.int(4, 12),
    height: h * rng.range(0.12, 0.2),
  });
  const mark = svg.mark();
  if (quay)
    drawBox(
      svg,
      cam,
      ctx.light,
      { x0: -80, x1: 80, y0: 0, y1: 1.1, z0: S, z1: D + 40 },
      { colour: '#cbbfac', top: '#ddd3c2' },
    );
  else {
    const sand = shade(mood.sand, [0, 1, 0], ctx.light);
    svg.add(
      rect(
        0,
        yBack,
        w,
        yShore - yBack + 1,
        svg.linear(
          [
            [0, mix(mood.foliageLight, mood.haze, 0.3)],
            [0.55, mix(mood.foliageLight, '#8d9a6a', 0.3)],
            [0.7, sand],
            [1, mix(sand, '#ffffff', 0.15)],
          ],
          0,
          yBack,
          0,
          yShore,
        ),
      ),
    );
  }
  for (let i = 0; i < rng.int(2, 4); i++)
    palmAt(
      ctx,
      at[0] + centreOf(plan) + rng.range(-1, 1) * (widthOf(plan) / 2 + 6),
      at[1],
      D + depthOf(plan) + rng.range(0, 4),
      rng.range(9, 13),
      rng.range(-0.2, 0.2),
    );
  drawHome(ctx, plan, at, {});
  for (let i = 0; i < rng.int(2, 5); i++) {
    const px = rng.chance(0.5) ? at[0] + plan.extent.x0 - rng.range(1, 8) : at[0] + plan.extent.x1 + rng.range(1, 8);
    palmAt(ctx, px, at[1], S + rng.range(1.5, 4), rng.range(7, 11), rng.range(-0.25, 0.25));
  }
  if (!quay)
    for (let i = 0; i < rng.int(2, 4); i++)
      bushAt(
        ctx,
        at[0] + rng.range(plan.extent.x0 - 6, plan.extent.x1 + 6),
        0.4,
        S + rng.range(2, 4),
        rng.range(2, 3.5),
        false,
      );
  drawWater(ctx, yShore);
  reflect(ctx, mark, yShore, 0.28);
  if (plan.home.style === 'modern' && setting === 'lagoon') {
    // A private dock on piles, reaching out towards the camera.
    const jx = xForScreen(cam, svg, 0.5 - side * rng.range(0.12, 0.22), S - 5);
    const timber = shade('#9b7a5a', [0, 1, 0], ctx.light);
    svg.add(
      pathEl(
        quadPath(cam, [
          [jx - 1.1, 0.6, S - 11],
          [jx + 1.1, 0.6, S - 11],
          [jx + 1.1, 0.6, S + 0.5],
          [jx - 1.1, 0.6, S + 0.5],
        ]),
        timber,
      ),
    );
    for (let z = S - 11; z < S; z += 2.5)
      for (const px of [jx - 1.05, jx + 0.95])
        drawBox(
          svg,
          cam,
          ctx.light,
          { x0: px, x1: px + 0.12, y0: -0.3, y1: 0.6, z0: z, z1: z + 0.12 },
          { colour: '#6e5a47' },
        );
    // The tender alongside.
    const [yx, yy] = project(cam, jx + (side > 0 ? 1.4 : -1.4), 0, S - 6);
    drawYacht(svg, rng, yx, yy, (cam.f * 5) / (S - 6), side > 0 ? 1 : -1, mood, 'motor');
  } else {
    // Yachts along a quay; elsewhere a boat or two at anchor, small, clear of the house.
    const [hx0] = project(cam, at[0] + plan.extent.x0, 0, D);
    const [hx1] = project(cam, at[0] + plan.extent.x1, 0, D);
    for (let i = 0; i < (quay ? rng.int(3, 5) : rng.int(1, 2)); i++) {
      const z = S - rng.range(2, quay ? 5 : 8);
      const [, yy] = project(cam, 0, 0, z);
      const len = (cam.f * (quay ? rng.range(7, 12) : rng.range(4, 6))) / z;
      const x = quay
        ? rng.range(0.05, 0.85) * w
        : rng.chance(0.5) && hx0 > len * 1.2
          ? rng.range(0, hx0 - len * 1.1)
          : rng.range(Math.min(hx1, w - len), w - len * 0.6);
      drawYacht(svg, rng, x, yy, len, rng.sign(), mood, rng.chance(quay ? 0.6 : 0.4) ? 'motor' : 'sail');
    }
  }
  drawVignette(svg, 0.22);
};

/** At the water's edge: the beach running away along the shore, the sea on one side, the house behind sea grapes. */
const beach: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const seaSide = -plan.side as 1 | -1;
  const cam = camera(svg, rng, { f: [0.8, 0.9], horizon: [0.46, 0.52], x: 0, eye: [1.5, 1.8] });
  const ctx = context(svg, rng, mood, cam);
  const xs = seaSide * rng.range(1.3, 2.2);
  const [vx, vy] = project(cam, xs, 0, 600);
  drawHillsBackdrop(ctx, vy, { seaSide, village: rng.int(2, 6), height: h * rng.range(0.1, 0.16) });
  const body = bodyPosition(mood, cam, w);
  drawSea(svg, rng, mood, cam.cy, h + 2, body && body[1] < cam.cy + 5 ? body[0] : null, true);
  // The waterline runs to the vanishing point; sand on the land side, a darker band of wet sand along it.
  const bottomZ = (cam.f * cam.ey) / (h + 5 - cam.cy);
  const shoreAt = (x: number): Pt => [cam.cx + (cam.f * (x - cam.ex)) / bottomZ, h + 5];
  const landX = seaSide > 0 ? -10 : w + 10;
  const sand = shade(mood.sand, [0, 1, 0], ctx.light);
  svg.add(
    pathEl(
      polyPath([[vx, vy], shoreAt(xs), [landX, h + 5], [landX, vy]]),
      svg.linear(
        [
          [0, mix(sand, mood.haze, 0.35)],
          [1, mix(sand, '#ffffff', 0.1)],
        ],
        0,
        vy,
        0,
        h,
      ),
    ),
  );
  svg.add(
    pathEl(
      polyPath([[vx, vy], shoreAt(xs), shoreAt(xs - seaSide * 0.7)]),
      mix(sand, mood.seaNear, 0.28),
      ' opacity="0.8"',
    ),
  );
  // Foam: the last wave's lace along the waterline, a fainter one further out.
  for (let k = 0; k < 2; k++) {
    const foam: Pt[] = [];
    for (let z = 400; z > bottomZ; z *= 0.9)
      foam.push(project(cam, xs + seaSide * (0.1 + k * 0.6 + 0.12 * Math.sin(z * 0.9 + k)), 0, z));
    foam.push(shoreAt(xs + seaSide * (0.1 + k * 0.6)));
    svg.add(
      `<path d="${polyPath(foam, false)}" fill="none" stroke="#ffffff" stroke-width="${k === 0 ? 2.5 : 1.5}" stroke-linejoin="round" opacity="${k === 0 ? 0.75 : 0.4}"/>`,
    );
  }
  const ripples: string[] = [];
  for (let i = 0; i < 46; i++) {
    const z = rng.range(3, 30);
    const [rx, ry] = project(cam, xs - seaSide * rng.range(1, 14), 0, z);
    const len = (cam.f * rng.range(0.4, 1.2)) / z;
    ripples.push(`M${n(rx)} ${n(ry)}q${n(len / 2)} ${n(-len * 0.06)} ${n(len)} 0`);
  }
  svg.add(
    `<path d="${ripples.join('')}" fill="none" stroke="${scaleColour(sand, 0.85)}" stroke-width="1.2" opacity="0.4"/>`,
  );
  const D = rng.range(24, 32);
  const hx = xs - seaSide * (rng.range(8, 11) + widthOf(plan) / 2);
  const at: V3 = [hx - centreOf(plan), 0.3, D - plan.extent.z0];
  for (let i = 0; i < rng.int(2, 3); i++)
    palmAt(
      ctx,
      hx + rng.range(-9, 9),
      0,
      D + depthOf(plan) + rng.range(1, 5),
      rng.range(10, 13),
      seaSide * rng.range(0, 0.2),
    );
  drawHome(ctx, plan, at, {});
  // Sea grapes between the garden and the sand, palms leaning out over the beach.
  const hedge = Array.from({ length: rng.int(5, 8) }, () => ({
    x: hx + rng.range(-0.7, 0.9) * (widthOf(plan) / 2 + 6) * -seaSide,
    z: D - rng.range(1.5, 4),
  }));
  hedge.sort((a, b) => b.z - a.z).forEach((b) => bushAt(ctx, b.x, 0.2, b.z, rng.range(2.5, 4.5), false));
  for (let i = 0; i < rng.int(1, 3); i++)
    palmAt(
      ctx,
      xs - seaSide * rng.range(5, 10),
      0,
      rng.range(16, D - 4),
      rng.range(8, 12),
      seaSide * rng.range(0.15, 0.3),
    );
  const [setX, setY] = project(cam, xs - seaSide * rng.range(3, 5), 0, rng.range(11, 15));
  drawBeachSet(svg, setX, setY, (cam.f * 1.1) / 13, shade(plan.palette.canopy, [0, -1, 0], ctx.light), mood);
  if (rng.chance(0.7))
    palmAt(ctx, xs - seaSide * rng.range(5, 7), 0, rng.range(7, 9), rng.range(7, 9), seaSide * rng.range(0.2, 0.35));
  drawVignette(svg, 0.22);
};

// Restrained pastels, as the islands' town houses are painted.
const STREET_WALLS = ['#f3efe7', '#efe0c8', '#e9d3bf', '#dfe6df', '#f0dcd0', '#e6dfc0', '#d9e2e6'];
const STREET_ROOFS = ['#9d4b3d', '#a8574a', '#8a959c', '#9d4b3d'];

/** In the street (or on the quay): houses on both sides running to the sea, the listing's the nearest. */
const street: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.62, 0.72], horizon: [0.45, 0.52], x: [-0.8, 0.8], eye: 1.6 });
  const ctx = context(svg, rng, mood, cam);
  const quay = plan.home.setting === 'marina';
  const half = rng.range(4, 5.5);
  const end = rng.range(70, 95);
  const [, yEnd] = project(cam, 0, 0, end);
  drawBackdrop(svg, rng, mood, cam, yEnd + 2, side);
  const road = shade(quay ? '#d8cdbb' : '#b9b2a6', [0, 1, 0], ctx.light);
  svg.add(rect(0, yEnd, w, h - yEnd, road));
  drawPaving(ctx, road, 2, end, quay ? 1.4 : 2.2, half);
  const kerb = shade('#e8e1d4', [0, 1, 0], ctx.light);
  for (const s of [-1, 1]) {
    if (quay && s === -side) continue;
    svg.add(
      pathEl(
        quadPath(cam, [
          [s * half, 0.01, 1],
          [s * (half - 1.6), 0.01, 1],
          [s * (half - 1.6), 0.01, end],
          [s * half, 0.01, end],
        ]),
        kerb,
      ),
    );
  }
  const houses: { vol: Volume; palette: HomePlan['palette'] }[] = [];
  for (const s of [-1, 1] as const) {
    if (quay && s === -side) continue;
    let z = s === side ? 4 : rng.range(3, 8);
    let first = s === side;
    while (z < end - 4) {
      const frontage = first ? Math.max(9, Math.min(14, widthOf(plan))) : rng.range(6, 11);
      const storeys = first ? Math.min(4, Math.max(2, plan.home.storeys)) : rng.int(1, 3);
      const depth = rng.range(8, 12);
      const x0 = s > 0 ? half : -half - depth;
      const facade = first ? plan.volumes[0]!.facade : rng.pick(['boards', 'boards', 'stone', 'timber'] as const);
      const floors = facade === 'floors' ? storeys : 1;
      const vol: Volume = {
        box: { x0, x1: x0 + depth, y0: 0, y1: (facade === 'floors' ? 3.2 : 3) * storeys, z0: z, z1: z + frontage },
        facade: facade === 'floors' ? 'floors' : facade,
        roof: first ? (plan.home.roof === 'flat' ? 'flat' : 'hip') : rng.pick(['hip', 'hip', 'flat'] as const),
        veranda: 0,
        floors,
        main: first,
      };
      houses.push({
        vol,
        palette: first
          ? plan.palette
          : {
              ...plan.palette,
              wall: rng.pick(STREET_WALLS),
              roof: rng.pick(STREET_ROOFS),
              shutter: rng.pick(['#6f8f89', '#4f6f84', '#8aa38f', '#5d7f8c']),
            },
      });
      z += frontage + rng.range(0, 1.5);
      first = false;
    }
  }
  if (quay) {
    // The harbour on the open side: water at the quay's foot, masts of moored yachts.
    const s = -side;
    const [ex0, ey0] = project(cam, s * half, 0, end);
    const [ex1, ey1] = project(cam, s * half, 0, 1.2);
    const water = mix(mood.seaNear, mood.shallow, 0.3);
    svg.add(
      pathEl(
        polyPath([
          [ex0, ey0],
          [ex1, ey1],
          [s > 0 ? w + 10 : -10, h + 5],
          [s > 0 ? w + 10 : -10, ey0],
        ]),
        water,
      ),
    );
    for (let z = end - 6; z > 6; z -= rng.range(5, 9)) {
      const [yx, yy] = project(cam, s * (half + rng.range(3, 6)), -0.4, z);
      drawYacht(
        svg,
        rng,
        yx,
        yy,
        (cam.f * rng.range(9, 14)) / z,
        s > 0 ? 1 : -1,
        mood,
        rng.chance(0.5) ? 'sail' : 'motor',
      );
    }
  }
  houses.sort((a, b) => b.vol.box.z0 - a.vol.box.z0);
  for (const house of houses) drawVolume(ctx, house.vol, house.palette);
  // A flowering tree or a palm on the pavement, near the camera.
  const tx = (quay ? side : -side) * (half - 0.8);
  if (rng.chance(0.5)) treeAt(ctx, tx, 0, rng.range(9, 14), rng.range(6, 8), '#c8553f');
  else palmAt(ctx, tx, 0, rng.range(9, 14), rng.range(8, 11), -Math.sign(tx) * 0.1);
  drawVignette(svg, 0.24);
};

/** From a boat offshore: the coast, the house small on its cliff, hillside or headland, hills behind it. */
const distant: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const setting = plan.home.setting;
  const elevation =
    setting === 'headland' ? rng.range(6, 10) : setting === 'cliff' ? rng.range(10, 16) : rng.range(10, 18);
  const f = w * rng.range(1.5, 1.8);
  const ey = rng.range(2, 4);
  // The house about 40% down the picture, as big as the frame allows; the horizon falls where it must.
  const zh = Math.max(rng.range(95, 120), ((widthOf(plan) + 20) * f) / w);
  const cy = clamp(
    h * rng.range(0.38, 0.44) + (f * (elevation + plan.extent.height * 0.5 - ey)) / zh,
    h * 0.5,
    h * 0.72,
  );
  const cam: Cam = { f, cx: w / 2, cy, ex: 0, ey, ez: 0 };
  const ctx = context(svg, rng, mood, cam);
  const C = zh - rng.range(12, 20);
  const [, shoreY] = project(cam, 0, 0, C);
  const body = bodyPosition(mood, cam, w);
  drawSky(svg, rng, mood, cam.cy, body);
  drawSea(svg, rng, mood, cam.cy, h, body && body[1] < cam.cy + 5 ? body[0] : null);
  drawIslands(svg, rng, mood, cam.cy, rng.int(1, 2), () => w / 2 - side * w * rng.range(0.3, 0.45), {
    width: [0.2, 0.28],
    height: [0.012, 0.03],
    haze: 0.75,
    top: 0.04,
  });
  const at: V3 = [
    xForScreen(cam, svg, 0.5 + side * rng.range(0, 0.14), zh) - centreOf(plan),
    elevation,
    zh - plan.extent.z0,
  ];
  const [hx0, baseY] = project(cam, at[0] + plan.extent.x0 - 5, elevation - 2.5, zh - 1);
  const [hx1, topY] = project(cam, at[0] + plan.extent.x1 + 5, elevation + plan.extent.height + 3, zh);
  const span =
    setting === 'headland'
      ? { from: hx0 - w * rng.range(0.15, 0.25), to: hx1 + w * rng.range(0.15, 0.25) }
      : setting === 'cliff'
        ? side > 0
          ? { from: hx0 - w * rng.range(0.2, 0.35), to: w + 60 }
          : { from: -60, to: hx1 + w * rng.range(0.2, 0.35) }
        : { from: -60, to: w + 60 };
  drawCoast(ctx, {
    shoreY,
    ridgeY: Math.max(h * 0.06, topY - h * rng.range(0.05, 0.14)),
    over: topY - 6,
    x0: hx0,
    x1: hx1,
    ...span,
    cliff: (shoreY - baseY) * (setting === 'cliff' ? 0.7 : setting === 'headland' ? 0.45 : 0.25),
    dry: setting !== 'hillside',
    floor: setting === 'hillside' ? rng.range(0.4, 0.6) : rng.range(0.2, 0.35),
  });
  // The terrace the house stands on, held by a low stone wall, shrubs at its foot.
  const wall = mix('#c9bca7', mood.hill, 0.35);
  drawBox(
    svg,
    cam,
    ctx.light,
    {
      x0: at[0] + plan.extent.x0 - 5,
      x1: at[0] + plan.extent.x1 + 5,
      y0: elevation - 1.6,
      y1: elevation,
      z0: zh - 1,
      z1: zh + depthOf(plan) + 2,
    },
    { colour: wall },
  );
  for (let i = 0; i < rng.int(2, 5); i++)
    palmAt(
      ctx,
      at[0] + rng.range(plan.extent.x0 - 8, plan.extent.x1 + 8),
      elevation,
      zh + rng.range(0, depthOf(plan) + 4),
      rng.range(8, 12),
      rng.range(-0.2, 0.2),
    );
  drawHome(ctx, plan, at, {});
  for (let i = 0; i < rng.int(4, 7); i++)
    bushAt(
      ctx,
      at[0] + rng.range(plan.extent.x0 - 7, plan.extent.x1 + 7),
      elevation - 1.8,
      zh - rng.range(1.5, 4),
      rng.range(3, 5),
      false,
    );
  for (let i = 0; i < rng.int(1, 3); i++) {
    const z = rng.range(70, C - 10);
    const [, yy] = project(cam, 0, 0, z);
    drawYacht(
      svg,
      rng,
      rng.range(0.1, 0.9) * w,
      yy,
      Math.min(w * 0.16, (cam.f * rng.range(8, 12)) / z),
      rng.sign(),
      mood,
      rng.chance(0.5) ? 'sail' : 'motor',
    );
  }
  drawVignette(svg, 0.2);
};

/** At the end of the pool, looking along it to its infinity edge and the view; the house along one side. */
const poolside: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.66, 0.78], horizon: [0.42, 0.48], x: [-0.5, 0.5], eye: [1.3, 1.7] });
  const ctx = context(svg, rng, mood, cam);
  const P = rng.range(12, 16);
  const pw = rng.range(4, 5.5);
  const px0 = cam.ex - pw / 2 + side * rng.range(0.3, 1.2);
  const [, yP] = project(cam, 0, 0, P);
  if (plan.home.setting === 'town') {
    // Looking down over a harbour: the hills of the other side with their houses, boats on the water.
    const body = bodyPosition(mood, cam, w);
    drawSky(svg, rng, mood, cam.cy, body);
    drawSea(svg, rng, mood, cam.cy, yP + 2, null, true);
    const shore = cam.cy + (yP - cam.cy) * rng.range(0.2, 0.3);
    const hill = hillPath(rng, {
      xa: -40,
      xb: w + 40,
      baseY: shore,
      height: shore - cam.cy + h * rng.range(0.08, 0.14),
      envelope: 'ridge',
      roughness: 1.4,
    });
    drawHill(svg, hill.d, mood.hill, mood, 0.35, cam.cy - h * 0.1, shore);
    drawHillTrees(svg, rng, hill.ridgeAt, 0, w, shore, mood.foliage, 200, w * 0.005);
    drawHillHouses(svg, rng, {
      ridgeAt: hill.ridgeAt,
      xa: 10,
      xb: w - 10,
      baseY: shore - 4,
      count: rng.int(35, 50),
      size: w * 0.008,
      roofs: ['#a8493b', '#b5594a', '#9b4437', '#8b8f91'],
      mood,
      shadowSide: mood.light[0] > 0 ? -1 : 1,
    });
    for (let i = 0; i < rng.int(6, 10); i++) {
      const yy = lerp(shore + 6, yP - 4, rng.range(0.1, 0.9));
      drawYacht(
        svg,
        rng,
        rng.range(0.05, 0.95) * w,
        yy,
        w * (0.02 + 0.03 * ((yy - shore) / (yP - shore))),
        rng.sign(),
        mood,
        rng.chance(0.6) ? 'motor' : 'sail',
      );
    }
  } else drawBackdrop(svg, rng, mood, cam, yP + 2, side);
  const lit = drawGround(ctx, yP, plan.palette.stone, 0.15);
  drawPaving(ctx, lit, 1, P, 1.0);
  drawPool(
    ctx,
    {
      ring: [
        [px0, 1.8],
        [px0 + pw, 1.8],
        [px0 + pw, P],
        [px0, P],
      ],
      y: 0,
      edge: 'far',
    },
    null,
    mix(lit, '#ffffff', 0.3),
  );
  // The house along the far side of the pool, its glass facing the water.
  const main = plan.volumes[0]!;
  const W = main.box.x1 - main.box.x0;
  const D = main.box.z1 - main.box.z0;
  const hx0 = side > 0 ? px0 + pw + rng.range(2.5, 3.5) : px0 - rng.range(2.5, 3.5) - D;
  const z0 = rng.range(7, 9);
  const house: Volume = { ...main, box: { x0: hx0, x1: hx0 + D, y0: 0, y1: main.box.y1, z0, z1: z0 + W }, veranda: 0 };
  drawVolume(ctx, house, plan.palette);
  // Loungers on the open side of the pool, across the deck, their backs away from the water.
  const lx = side > 0 ? px0 - 2.8 : px0 + pw + 0.8;
  const count = rng.int(2, 3);
  for (let i = count - 1; i >= 0; i--)
    drawLounger(ctx, lx, 5 + i * 2.2, 'x', (side > 0 ? -1 : 1) as 1 | -1, plan.palette.timber);
  palmAt(
    ctx,
    side > 0 ? px0 - rng.range(5, 7) : px0 + pw + rng.range(5, 7),
    0,
    rng.range(10, 14),
    rng.range(8, 11),
    -side * rng.range(0.05, 0.2),
  );
  drawVignette(svg, 0.2);
};

/** On the roof terrace of a penthouse: the deck, a pool at the glass edge, the coast far below. */
const roof: View = (svg, rng, mood, plan) => {
  const { w, h } = svg;
  const side = plan.side;
  const cam = camera(svg, rng, { f: [0.72, 0.85], horizon: [0.46, 0.52], x: [-1, 1], eye: 1.6 });
  const ctx = context(svg, rng, mood, cam);
  const E = rng.range(13, 16);
  const [, yE] = project(cam, 0, 0, E);
  drawBackdrop(svg, rng, mood, cam, yE + 2, side);
  const deck = shade(rng.pick(['#a98763', '#b89572', '#9c7a58']), [0, 1, 0], ctx.light);
  svg.add(
    rect(
      0,
      yE,
      w,
      h - yE,
      svg.linear(
        [
          [0, mix(deck, mood.haze, 0.15)],
          [1, scaleColour(deck, 0.85)],
        ],
        0,
        yE,
        0,
        h,
      ),
    ),
  );
  const boards: string[] = [];
  for (let x = -14; x <= 14; x += 0.15) {
    const [ax, ay] = project(cam, x, 0, E);
    const [bx, by] = project(cam, x, 0, 0.8);
    boards.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  svg.add(`<path d="${boards.join('')}" stroke="${scaleColour(deck, 0.7)}" stroke-width="1" opacity="0.35"/>`);
  drawBalustrade(ctx, E);
  // The pool along the glass edge, on the open side.
  const len = rng.range(6, 8);
  const px0 = side > 0 ? cam.ex + rng.range(-1, 1) : cam.ex - len + rng.range(-1, 1);
  const stone = shade('#e8e0d2', [0, 1, 0], ctx.light);
  drawPool(
    ctx,
    {
      ring: [
        [px0, 0.05, E - 3.4],
        [px0 + len, 0.05, E - 3.4],
        [px0 + len, 0.05, E - 0.4],
        [px0, 0.05, E - 0.4],
      ].map(([x, , z]) => [x!, z!] as [number, number]),
      y: 0.05,
      edge: 'far',
    },
    null,
    stone,
  );
  // The penthouse's glass along the other side.
  const main = plan.volumes[0]!;
  const hx = side > 0 ? cam.ex - rng.range(4, 5.5) - 6 : cam.ex + rng.range(4, 5.5);
  const house: Volume = {
    ...main,
    facade: 'glass',
    roof: 'flat',
    floors: 1,
    veranda: 0,
    box: { x0: hx, x1: hx + 6, y0: 0, y1: 3.3, z0: 0.5, z1: 12 },
  };
  drawVolume(ctx, house, plan.palette);
  drawLoungers(ctx, side > 0 ? px0 - 0.2 : px0 + len - 3.2, E - 6.4, 2, plan.palette.timber, plan.palette.canopy);
  // A palm in a planter by the pool.
  for (const x of [
    side > 0
      ? Math.min(px0 + len + 1.2, xForScreen(cam, svg, 0.9, E))
      : Math.max(px0 - 1.2, xForScreen(cam, svg, 0.1, E)),
  ]) {
    drawBox(
      svg,
      cam,
      ctx.light,
      { x0: x - 0.45, x1: x + 0.45, y0: 0, y1: 0.7, z0: E - 1.2, z1: E - 0.3 },
      { colour: '#d8cfbf' },
    );
    palmAt(ctx, x, 0.7, E - 0.75, rng.range(3.5, 4.5), rng.range(-0.1, 0.1));
  }
  drawVignette(svg, 0.2);
};

export const VIEWS: Record<HomeView, View> = { terrace, garden, above, water, beach, street, distant, poolside, roof };
