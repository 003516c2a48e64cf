/** The SVG document a picture is drawn into (gradients, blurs, clips) and path helpers. */
import { clamp, n } from './random';

export type Stop = [offset: number, colour: string, opacity?: number];

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;
  private readonly blurs = new Map<number, string>();
  /** Draw everything mirrored left to right (a cheap way to vary a composition). */
  mirrored = false;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  id(prefix = 'd'): string {
    return `${prefix}${++this.counter}`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Where the drawing is now; `since(mark)` returns what was drawn after it (to reflect it in water). */
  mark(): number {
    return this.body.length;
  }

  since(mark: number): string {
    return this.body.slice(mark).join('');
  }

  /** Takes back what was drawn after `mark` (to draw it again clipped, or reflected). */
  undo(mark: number): void {
    this.body.length = mark;
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient in user space; returns the `url(#…)` reference. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('g');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient relative to the filled shape's box (top to bottom unless told). */
  linearBox(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('g');
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id('r');
    const transform =
      sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy)}) scale(1 ${sy}) translate(0 ${n(-cy)})"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const key = Math.round(std * 10) / 10;
    let id = this.blurs.get(key);
    if (!id) {
      id = this.id('f');
      this.blurs.set(key, id);
      this.def(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
      );
    }
    return `url(#${id})`;
  }

  clip(pathData: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${pathData}"/></clipPath>`);
    return `url(#${id})`;
  }

  toString(): string {
    const body = this.mirrored
      ? `<g transform="translate(${this.w} 0) scale(-1 1)">${this.body.join('')}</g>`
      : this.body.join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

export type Pt = [number, number];

export function polyPath(points: Pt[], close = true): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('') + (close ? 'Z' : '');
}

/** Catmull-Rom through the points, as cubic Béziers. */
export function smoothPath(points: Pt[], startWithMove = true): string {
  if (points.length < 2) return '';
  const get = (i: number): Pt => points[clamp(i, 0, points.length - 1)] as Pt;
  const first = get(0);
  let d = startWithMove ? `M${n(first[0])} ${n(first[1])}` : `L${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`;
export const pathEl = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;
