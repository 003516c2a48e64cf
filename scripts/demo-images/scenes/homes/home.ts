/** A planned home placed in a view: its pool, cast shadows, volumes far to near, loungers by the water. */
import { mix } from '../../colour';
import type { V3 } from '../../moods';
import { drawBox, groundShadow, project, quadPath, shade, type Box } from '../../projector';
import { lerp, n } from '../../random';
import { line, pathEl, polyPath } from '../../svg';
import { drawVolume, moveBox, type Ctx } from './building';
import type { HomePlan, Pool, Volume } from './plan';

/** The pool: coping, water shaded from far to near, the house's glow reflected, ripples. */
export function drawPool(ctx: Ctx, pool: Pool, mirror: Box | null, coping: string): void {
  const { svg, cam, mood } = ctx;
  const ring = pool.ring;
  const y = pool.y + 0.02;
  const cx = ring.reduce((s, p) => s + p[0], 0) / ring.length;
  const cz = ring.reduce((s, p) => s + p[1], 0) / ring.length;
  const zNear = Math.min(...ring.map((p) => p[1]));
  const zFar = Math.max(...ring.map((p) => p[1]));
  const onEdge = (z: number) =>
    (pool.edge === 'near' && z <= zNear + 1e-6) || (pool.edge === 'far' && z >= zFar - 1e-6);
  const grow = (d: number) =>
    ring.map(([x, z]): V3 => {
      const r = Math.hypot(x - cx, z - cz) || 1;
      const k = 1 + d / r;
      // An infinity edge has no coping on its front side.
      const zz = onEdge(z) ? z : cz + (z - cz) * k;
      return [cx + (x - cx) * k, y - 0.01, zz];
    });
  svg.add(pathEl(quadPath(cam, grow(0.7)), coping));
  const water = quadPath(
    cam,
    ring.map(([x, z]) => [x, y, z]),
  );
  const ys = ring.map(([x, z]) => project(cam, x, y, z)[1]);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const evening = mood.windowsLit && mood.name !== 'golden';
  svg.add(
    pathEl(
      water,
      svg.linear(
        evening
          ? [
              [0, '#3d8fa0'],
              [1, '#6fd3d8'],
            ]
          : [
              [0, mix(mix(mood.shallow, '#7cc9c9', 0.4), mood.skyHorizon, 0.2)],
              [1, mix('#4fb2bd', mood.shallow, 0.2)],
            ],
        0,
        top,
        0,
        bottom,
      ),
    ),
  );
  const clip = svg.clip(water);
  const parts: string[] = [];
  if (mirror) {
    const [mx0, baseY] = project(cam, mirror.x0, y, mirror.z0);
    const [mx1] = project(cam, mirror.x1, y, mirror.z0);
    const [, roofY] = project(cam, 0, mirror.y1, mirror.z0);
    const height = Math.abs(baseY - roofY) * 1.1;
    parts.push(
      `<rect x="${n(mx0)}" y="${n(Math.min(baseY, bottom) - 4)}" width="${n(mx1 - mx0)}" height="${n(height)}" fill="${mood.windowsLit ? '#f3c48c' : mix('#f3efe7', mood.cool, 0.3)}" opacity="${mood.windowsLit ? 0.35 : 0.22}" filter="${svg.blur(3)}"/>`,
    );
  }
  for (let i = 0; i < 9; i++) {
    const t = (i + 1) / 10;
    const yy = lerp(top, bottom, t * t);
    parts.push(
      `<path d="M0 ${n(yy)}H${svg.w}" stroke="#ffffff" stroke-width="${n(0.8 + t * 1.5)}" opacity="${(0.12 + t * 0.1).toFixed(2)}" stroke-dasharray="${n(20 + t * 60)} ${n(14 + t * 40)}" stroke-dashoffset="${n(ctx.rng.range(0, 80))}"/>`,
    );
  }
  svg.add(`<g clip-path="${clip}">${parts.join('')}</g>`);
  if (pool.edge !== 'none') {
    // The overflow edge: a thin dark line where the water spills over.
    const front = ring.filter((p) => onEdge(p[1])).map(([x, z]) => project(cam, x, y, z));
    svg.add(`<path d="${polyPath(front, false)}" stroke="#1d2b33" stroke-width="1.5" opacity="0.35" fill="none"/>`);
  }
}

/**
 * A sun lounger: a low timber frame with its cushion and a raised back, lying along z (its back at the far
 * end) or along x (its back on the side of `back`).
 */
export function drawLounger(
  ctx: Ctx,
  x: number,
  z: number,
  along: 'z' | 'x',
  back: 1 | -1,
  timber: string,
  y = 0,
): void {
  const { svg, cam, light } = ctx;
  const cushion = '#f1ece2';
  const [len, wid] = [2, 0.75];
  const b =
    along === 'z'
      ? { x0: x, x1: x + wid, y0: y + 0.05, y1: y + 0.32, z0: z, z1: z + len }
      : { x0: x, x1: x + len, y0: y + 0.05, y1: y + 0.32, z0: z, z1: z + wid };
  drawBox(svg, cam, light, b, { colour: timber, top: cushion });
  // The back, raised at 40 degrees over the last 0.6 m.
  const top = y + 0.32;
  const pts: V3[] =
    along === 'z'
      ? [
          [b.x0, top, b.z1 - 0.6],
          [b.x1, top, b.z1 - 0.6],
          [b.x1, top + 0.5, b.z1 - 0.05],
          [b.x0, top + 0.5, b.z1 - 0.05],
        ]
      : back > 0
        ? [
            [b.x1 - 0.6, top, b.z0],
            [b.x1 - 0.05, top + 0.5, b.z0],
            [b.x1 - 0.05, top + 0.5, b.z1],
            [b.x1 - 0.6, top, b.z1],
          ]
        : [
            [b.x0 + 0.6, top, b.z0],
            [b.x0 + 0.05, top + 0.5, b.z0],
            [b.x0 + 0.05, top + 0.5, b.z1],
            [b.x0 + 0.6, top, b.z1],
          ];
  const normal: V3 = along === 'z' ? [0, 0.77, -0.64] : [-back * 0.64, 0.77, 0];
  svg.add(pathEl(quadPath(cam, pts), shade(cushion, normal, light)));
}

/** A row of loungers (and maybe a parasol) along x from x0, their feet towards the camera at depth z. */
export function drawLoungers(
  ctx: Ctx,
  x0: number,
  z: number,
  count: number,
  timber: string,
  canopy: string,
  y = 0,
): void {
  const { svg, cam, light, rng } = ctx;
  for (let i = 0; i < count; i++) drawLounger(ctx, x0 + i * 1.6, z, 'z', 1, timber, y);
  if (rng.chance(0.75)) {
    const ux = x0 + count * 1.6 + 0.3;
    const [bx, by] = project(cam, ux, y, z + 1);
    const [, ty] = project(cam, ux, y + 2.4, z + 1);
    const s = cam.f / Math.max(1, z + 1 - cam.ez);
    svg.add(line(bx, by, bx, ty, timber, Math.max(1.5, s * 0.05)));
    svg.add(
      pathEl(
        `M${n(bx - 1.4 * s)} ${n(ty + 0.25 * s)}Q${n(bx)} ${n(ty - 0.45 * s)} ${n(bx + 1.4 * s)} ${n(ty + 0.25 * s)}Z`,
        shade(canopy, [0, -1, 0.3], light),
      ),
    );
  }
}

export interface Placed {
  volumes: Volume[];
  pool: Pool | null;
}

/** The plan moved to `at` in the view's world. */
export function place(plan: HomePlan, at: V3): Placed {
  return {
    volumes: plan.volumes.map((v) => ({ ...v, box: moveBox(v.box, at) })),
    pool: plan.pool && {
      ...plan.pool,
      ring: plan.pool.ring.map(([x, z]) => [x + at[0], z + at[2]]),
      y: plan.pool.y + at[1],
    },
  };
}

/**
 * Draws the home at `at`: a pool on the ground first (nothing built ever covers ground in front of it),
 * shadows, the volumes from the farthest, then a rooftop pool and the loungers.
 */
export function drawHome(ctx: Ctx, plan: HomePlan, at: V3, o: { loungers?: boolean; coping?: string } = {}): Placed {
  const { svg, cam, light } = ctx;
  const placed = place(plan, at);
  const main = placed.volumes[0]!.box;
  const onGround = placed.pool && placed.pool.y <= at[1] + 0.01;
  const coping = o.coping ?? mix(shade(plan.palette.stone, [0, 1, 0], light), '#ffffff', 0.3);
  if (placed.pool && onGround) drawPool(ctx, placed.pool, main, coping);
  // Shadows fall on the ground around the house, which a camera below it does not see.
  if (cam.ey > at[1])
    svg.add(
      placed.volumes
        .map((v) => pathEl(groundShadow(cam, light, v.box, 2.2, at[1] + 0.01), '#1b2030', ' opacity="0.2"'))
        .join(''),
    );
  const distance = (b: Box) => Math.hypot(Math.max(0, b.x0 - cam.ex, cam.ex - b.x1) * 0.5, b.z0 - cam.ez);
  for (const v of [...placed.volumes].sort((a, b) => distance(b.box) - distance(a.box)))
    drawVolume(ctx, v, plan.palette);
  if (placed.pool && !onGround) drawPool(ctx, placed.pool, null, coping);
  if (o.loungers && placed.pool && onGround && plan.home.pool !== 'side') {
    const xs = placed.pool.ring.map((p) => p[0]);
    const zBack = Math.max(...placed.pool.ring.map((p) => p[1]));
    const space = main.z0 - placed.volumes[0]!.veranda - zBack;
    if (space > 2.8)
      drawLoungers(
        ctx,
        Math.min(...xs) + ctx.rng.range(0.5, 2),
        zBack + 0.9,
        ctx.rng.int(2, 4),
        plan.palette.timber,
        plan.palette.canopy,
        at[1],
      );
  }
  return placed;
}
