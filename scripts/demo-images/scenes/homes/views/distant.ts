/** From a boat offshore: the coast, the house small on its cliff, hillside or headland, hills behind it. */
import { mix } from '../../../colour';
import { bodyPosition, drawIslands, drawSea, drawSky, drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { drawBox, project, type Cam } from '../../../projector';
import { drawYacht } from '../../../props';
import { clamp } from '../../../random';
import { drawCoast } from '../grounds';
import { drawHome } from '../home';
import { context, palmAt, bushAt, xForScreen, depthOf, widthOf, centreOf } from './framing';
import type { View } from './framing';

export const distant: View = (svg, rng, mood, plan) => {
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
