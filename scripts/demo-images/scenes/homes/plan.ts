/**
 * A home's plan: its volumes, roofs, pool and colours in metres, in its own coordinates (x across the main
 * facade, centred on it; the facade at z = 0, the house extending to +z; y up). Drawn from the listing's
 * words (DemoHome) and its own random generator, so every view of one listing shows the same house.
 */
import type { DemoHome, RoofShape, RoofTone, WallTone } from '#app/server/seed/demo-pictures';
import { mix } from '../../colour';
import { TIMBER } from '../../palette';
import type { Box } from '../../projector';
import type { Rng } from '../../random';

/** What a face of a volume is made of. */
export type Facade = 'glass' | 'louvre' | 'solid' | 'boards' | 'stone' | 'floors' | 'timber';

export interface Volume {
  box: Box;
  facade: Facade;
  roof: RoofShape;
  /** Depth of a covered veranda or gallery in front of the volume (0: none). */
  veranda: number;
  /** Floors of a residence (its facade is one band of glass per floor, with balconies). */
  floors: number;
  main: boolean;
}

export interface Palette {
  wall: string;
  roof: string;
  shutter: string;
  timber: string;
  stone: string;
  trim: string;
  frame: string;
  canopy: string;
}

export interface Pool {
  /** The water's outline on the ground, [x, z] in metres. */
  ring: [number, number][];
  /** Height of the water (the roof of a residence for a rooftop pool). */
  y: number;
  /** An infinity edge on its near (camera) or far side: no coping there, the water meets the view. */
  edge: 'none' | 'near' | 'far';
}

export interface HomePlan {
  home: DemoHome;
  volumes: Volume[];
  pool: Pool | null;
  palette: Palette;
  /** Footprint of everything built, in metres. */
  extent: { x0: number; x1: number; z0: number; z1: number; height: number };
  /** Whether the volumes stand to the right (+1) or left (-1) of the main one, and the pool on the other side. */
  side: 1 | -1;
}

export const WALL_TONES: Record<WallTone, string> = {
  white: '#f3efe7',
  sand: '#e8dbc5',
  stone: '#cbbfac',
  coral: '#dea58f',
  sage: '#c8d2bf',
  blue: '#c3d2da',
  timber: '#a8896a',
};

export const ROOF_TONES: Record<RoofTone, string> = {
  red: '#9d4b3d',
  grey: '#8a959c',
  green: '#6f8a7f',
  charcoal: '#4a4f56',
  white: '#e9e5dc',
};

const SHUTTERS = ['#6f8f89', '#4f6f84', '#8aa38f', '#5d7f8c', '#7b8f7a'];

const box = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Box => ({
  x0,
  x1,
  y0,
  y1,
  z0,
  z1,
});

export function planHome(home: DemoHome, rng: Rng): HomePlan {
  const side = rng.sign();
  const palette: Palette = {
    wall: WALL_TONES[home.walls],
    roof: ROOF_TONES[home.roofTone],
    shutter: home.walls === 'coral' ? '#f1ece3' : rng.pick(SHUTTERS),
    timber: rng.pick(TIMBER),
    stone: rng.pick(['#e4dac8', '#ddd3c0', '#e8e0d2']),
    trim: home.walls === 'white' ? '#fbf8f2' : '#f4efe6',
    frame: '#2f3337',
    canopy: rng.pick(['#ece4d4', '#e6dccb', '#3c4654', '#b9a88c']),
  };
  const volumes: Volume[] = [];
  const add = (b: Box, facade: Facade, extra: Partial<Volume> = {}) => {
    const v: Volume = { box: b, facade, roof: home.roof, veranda: 0, floors: 1, main: volumes.length === 0, ...extra };
    volumes.push(v);
    return v;
  };
  /** A pavilion beside `from`, on `dir`'s side, staggered in depth. */
  const beside = (from: Box, dir: 1 | -1, w: number, h: number, facade: Facade) => {
    const gap = rng.range(0.6, 2.2);
    const z0 = from.z0 + rng.range(-2.5, 3);
    const x0 = dir > 0 ? from.x1 + gap : from.x0 - gap - w;
    return add(box(x0, x0 + w, 0, h, z0, z0 + rng.range(6, 8.5)), facade);
  };

  switch (home.style) {
    case 'modern': {
      const W = rng.range(10, 13);
      const D = rng.range(8, 10);
      const main = add(box(-W / 2, W / 2, 0, 3.4, 0, D), 'glass');
      if (home.storeys >= 2) {
        main.roof = 'flat';
        // Set back, flush, or cantilevered to one side over the terrace.
        const kind = rng.pick(['setback', 'flush', 'cantilever'] as const);
        const shift = kind === 'cantilever' ? side * rng.range(1.5, 3) : 0;
        const narrow = kind === 'setback' ? rng.range(0.5, 2) : 0;
        add(
          box(
            main.box.x0 + narrow + shift,
            main.box.x1 - narrow + shift,
            3.75,
            7.0,
            kind === 'setback' ? rng.range(1.2, 2.5) : 0,
            D,
          ),
          rng.pick(['glass', 'louvre'] as const),
        );
      }
      let last = main.box;
      for (let i = 0; i < home.pavilions; i++) {
        const dir = (i % 2 === 0 ? side : -side) as 1 | -1;
        const from = i < 2 ? main.box : last;
        last = beside(from, dir, rng.range(4.5, 7), 3.2, rng.pick(['glass', 'louvre', 'solid'] as const)).box;
      }
      break;
    }
    case 'creole':
    case 'stone': {
      const stone = home.style === 'stone';
      const W = rng.range(8, 11);
      const D = rng.range(6, 7.5);
      const H = 3.0 * home.storeys;
      add(box(-W / 2, W / 2, 0, H, 0, D), stone ? 'stone' : 'boards', {
        veranda: stone ? 0 : rng.range(2, 2.6),
      });
      for (let i = 0; i < home.pavilions; i++) {
        const dir = (i % 2 === 0 ? side : -side) as 1 | -1;
        const v = beside(volumes[0]!.box, dir, rng.range(5, 7), 3.0, stone ? 'stone' : 'boards');
        v.box.z0 += rng.range(1.5, 3.5);
        v.box.z1 = v.box.z0 + rng.range(5, 6);
      }
      break;
    }
    case 'residence': {
      const floors = Math.max(2, home.storeys);
      const W = rng.range(18, 26);
      add(box(-W / 2, W / 2, 0, floors * 3.2, 0, 13), 'floors', { floors, roof: 'flat' });
      for (let i = 0; i < home.pavilions; i++) {
        const dir = (i % 2 === 0 ? side : -side) as 1 | -1;
        const nf = Math.max(2, floors - rng.int(1, 2));
        const w = rng.range(13, 19);
        const gap = rng.range(3, 6);
        const x0 = dir > 0 ? volumes[0]!.box.x1 + gap : volumes[0]!.box.x0 - gap - w;
        const z0 = rng.range(3, 6);
        add(box(x0, x0 + w, 0, nf * 3.2, z0, z0 + 12), 'floors', { floors: nf, roof: 'flat' });
      }
      break;
    }
    case 'bungalow': {
      const W = rng.range(5.5, 7);
      add(box(-W / 2, W / 2, 0, 3.2, 0, rng.range(4.5, 5.5)), 'timber', { veranda: rng.range(1.8, 2.3) });
      break;
    }
  }

  const main = volumes[0]!.box;
  const height = Math.max(...volumes.map((v) => v.box.y1));
  let pool: Pool | null = null;
  const frontOf = Math.min(...volumes.map((v) => v.box.z0 - v.veranda));
  switch (home.pool) {
    case 'front': {
      const len = rng.range(9, 13);
      const width = rng.range(4, 5.5);
      const x0 = clampSpan(-side * rng.range(0, 3) - len / 2, len);
      const z1 = frontOf - rng.range(3, 4.2);
      pool = { ring: rectRing(x0, x0 + len, z1 - width, z1), y: 0, edge: 'none' };
      break;
    }
    case 'side': {
      const width = rng.range(2.8, 3.5);
      const x0 = side > 0 ? main.x0 - 2.2 - width : main.x1 + 2.2;
      pool = {
        ring: rectRing(x0, x0 + width, frontOf - rng.range(9, 12), main.z0 + rng.range(1, 4)),
        y: 0,
        edge: 'none',
      };
      break;
    }
    case 'edge': {
      const len = rng.range(15, 20);
      const width = rng.range(3.5, 4.5);
      const x0 = -len / 2 - side * rng.range(0, 3);
      const z0 = frontOf - rng.range(10, 12);
      pool = { ring: rectRing(x0, x0 + len, z0, z0 + width), y: 0, edge: 'near' };
      break;
    }
    case 'garden': {
      // A soft kidney shape in the lawn.
      const cx = -side * rng.range(1, 4);
      const cz = frontOf - rng.range(6.5, 8);
      const rx = rng.range(3.5, 4.5);
      const rz = rng.range(2, 2.6);
      const ring: [number, number][] = [];
      for (let i = 0; i < 28; i++) {
        const a = (i / 28) * Math.PI * 2;
        const pinch = 1 - 0.22 * Math.max(0, Math.cos(a * 2 + 0.6));
        ring.push([cx + rx * Math.cos(a) * pinch, cz + rz * Math.sin(a) * (0.85 + 0.15 * Math.cos(a))]);
      }
      pool = { ring, y: 0, edge: 'none' };
      break;
    }
    case 'roof': {
      const m = 2.2;
      const width = Math.min(9, (main.x1 - main.x0) * 0.4);
      const x0 = side > 0 ? main.x1 - m - width : main.x0 + m;
      pool = { ring: rectRing(x0, x0 + width, main.z0 + 2, main.z0 + 5.5), y: main.y1, edge: 'far' };
      break;
    }
    case 'none':
      break;
  }

  return {
    home,
    volumes,
    pool,
    palette: {
      ...palette,
      wall: home.walls === 'coral' ? palette.wall : mix(palette.wall, '#f3efe7', rng.range(0, 0.2)),
    },
    extent: {
      x0: Math.min(...volumes.map((v) => v.box.x0)),
      x1: Math.max(...volumes.map((v) => v.box.x1)),
      z0: frontOf,
      z1: Math.max(...volumes.map((v) => v.box.z1)),
      height,
    },
    side,
  };
}

function rectRing(x0: number, x1: number, z0: number, z1: number): [number, number][] {
  return [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ];
}

/** Keeps a pool of length `len` starting at x0 within ±10 m of the house's axis. */
const clampSpan = (x0: number, len: number) => Math.min(10 - len, Math.max(-10, x0));
