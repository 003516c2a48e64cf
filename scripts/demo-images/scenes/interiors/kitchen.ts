/** The kitchen: a counter under the back window, cabinets and shelves, an island with stools. */
import { drawVignette } from '../../landscape';
import { drawBox, frontRect, project, shade } from '../../projector';
import { n } from '../../random';
import { line, pathEl } from '../../svg';
import type { Scene } from '../scene';
import { buildRoom, drawShell } from './room';
import { TIMBER } from '../../palette';

export const kitchenScene: Scene = (svg, rng, mood) => {
  const room = buildRoom(svg, rng, mood);
  const { cam, light, halfW: hw, height: H, back: B } = room;
  drawShell(svg, rng, room, { backWindow: true, leftWindow: false, beams: rng.chance(0.3) });
  const cabinet = rng.pick(['#b89a78', '#8e9a86', '#3a4048', '#ece7de']);
  const marble = rng.pick(['#ece8e1', '#e3ddd2', '#d9d4cc']);
  const evening = mood.name === 'dusk' || mood.name === 'night';
  // Counter under the window, with a stone splash.
  drawBox(
    svg,
    cam,
    light,
    { x0: -hw, x1: hw, y0: 0, y1: 0.88, z0: B - 0.65, z1: B },
    {
      colour: cabinet,
      decorate: (at) => {
        const r = frontRect(at, -hw, 0.1, hw, 0.85);
        const seams: string[] = [];
        const doors = Math.round((2 * hw) / 0.6);
        for (let i = 1; i < doors; i++) seams.push(`M${n(r.x + (r.w * i) / doors)} ${n(r.y)}v${n(r.h)}`);
        return `<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.18"/>`;
      },
    },
  );
  drawBox(svg, cam, light, { x0: -hw, x1: hw, y0: 0.88, y1: 0.94, z0: B - 0.68, z1: B }, { colour: marble });
  drawBox(svg, cam, light, { x0: -hw, x1: hw, y0: 0.94, y1: 1.0, z0: B - 0.05, z1: B }, { colour: marble });
  // Tall cabinets on the left wall.
  drawBox(
    svg,
    cam,
    light,
    { x0: -hw, x1: -hw + 0.65, y0: 0, y1: 2.5, z0: 3.6, z1: B - 0.65 },
    {
      colour: cabinet,
      decorateRight: (at) => {
        const seams: string[] = [];
        for (let z = 3.6 + 0.6; z < B - 0.7; z += 0.6) {
          const [ax, ay] = at(0.05, z);
          const [bx, by] = at(2.45, z);
          seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
        }
        const [ax, ay] = at(2.2, 3.6);
        const [bx, by] = at(2.2, B - 0.65);
        seams.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
        return `<path d="${seams.join('')}" stroke="#000" stroke-width="1" opacity="0.2"/>`;
      },
    },
  );
  // Open shelves on the right wall.
  for (const y of [1.5, 2.0]) {
    drawBox(
      svg,
      cam,
      light,
      { x0: hw - 0.3, x1: hw, y0: y, y1: y + 0.04, z0: B - 3.2, z1: B - 0.9 },
      { colour: rng.pick(TIMBER) },
    );
    for (let i = 0; i < 4; i++) {
      const z = B - 3.0 + i * 0.55;
      drawBox(
        svg,
        cam,
        light,
        { x0: hw - 0.25, x1: hw - 0.08, y0: y + 0.04, y1: y + 0.04 + rng.range(0.12, 0.3), z0: z, z1: z + 0.17 },
        { colour: rng.pick(['#efe9df', '#c9bba5', '#7d8b8c', '#3d4a5a']) },
      );
    }
  }
  // Island with a marble top and stools in front.
  const iz = B - rng.range(3.3, 3.8);
  drawBox(svg, cam, light, { x0: -1.5, x1: 1.5, y0: 0, y1: 0.88, z0: iz, z1: iz + 1.0 }, { colour: cabinet });
  drawBox(
    svg,
    cam,
    light,
    { x0: -1.62, x1: 1.62, y0: 0.88, y1: 0.95, z0: iz - 0.25, z1: iz + 1.1 },
    { colour: marble },
  );
  const [bowlX, bowlY] = project(cam, 0.55, 0.97, iz + 0.4);
  const s = cam.f / (iz + 0.4);
  svg.add(
    `<ellipse cx="${n(bowlX)}" cy="${n(bowlY)}" rx="${n(s * 0.22)}" ry="${n(s * 0.07)}" fill="${shade('#efe9df', [0, 1, 0], light)}"/>`,
  );
  for (let i = 0; i < 4; i++)
    svg.add(
      `<circle cx="${n(bowlX + (i - 1.5) * s * 0.08)}" cy="${n(bowlY - s * 0.05 - (i % 2) * s * 0.03)}" r="${n(s * 0.045)}" fill="#d2b552"/>`,
    );
  for (const x of [-0.9, 0, 0.9]) {
    const sz = iz - 0.55;
    for (const lx of [x - 0.17, x + 0.14])
      drawBox(
        svg,
        cam,
        light,
        { x0: lx, x1: lx + 0.03, y0: 0, y1: 0.65, z0: sz - 0.15, z1: sz - 0.12 },
        { colour: '#3b3a37' },
      );
    drawBox(
      svg,
      cam,
      light,
      { x0: x - 0.2, x1: x + 0.2, y0: 0.65, y1: 0.72, z0: sz - 0.2, z1: sz + 0.2 },
      { colour: rng.pick(TIMBER) },
    );
  }
  // Pendant lights over the island.
  for (const x of [-0.8, 0.8]) {
    const [px, py] = project(cam, x, 1.85, iz + 0.45);
    const [, top] = project(cam, x, H, iz + 0.45);
    const r = (cam.f / (iz + 0.45)) * 0.22;
    svg.add(line(px, top, px, py - r * 0.6, '#2f2f2f', 1.2));
    svg.add(
      pathEl(
        `M${n(px - r)} ${n(py)}A${n(r)} ${n(r * 0.9)} 0 0 1 ${n(px + r)} ${n(py)}Z`,
        evening ? '#e8c58c' : '#2f3236',
      ),
    );
    if (evening)
      svg.add(
        `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 5)}" fill="${svg.radial(
          [
            [0, '#ffd49a', 0.4],
            [1, '#ffd49a', 0],
          ],
          px,
          py,
          r * 5,
        )}"/>`,
      );
  }
  drawVignette(svg, evening ? 0.3 : 0.18);
};
