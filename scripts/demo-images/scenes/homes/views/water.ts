/** From the water: a lagoon, a marina or a bay in front, the shore, the house, hills behind. */
import { mix } from '../../../colour';
import { drawVignette } from '../../../landscape';
import type { V3 } from '../../../moods';
import { drawBox, project, quadPath, shade } from '../../../projector';
import { drawYacht } from '../../../props';
import { pathEl, rect } from '../../../svg';
import { drawHillsBackdrop, drawWater, reflect } from '../grounds';
import { drawHome } from '../home';
import { camera, context, palmAt, bushAt, xForScreen, depthOf, fitDistance, widthOf, centreOf } from './framing';
import type { View } from './framing';

export const water: View = (svg, rng, mood, plan) => {
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
