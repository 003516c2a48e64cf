/** Colours as #rrggbb strings: mixing and darkening. */
import { clamp, lerp } from './random';

export type Rgb = [number, number, number];

export function toRgb(hex: string): Rgb {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function toHex([r, g, b]: Rgb): string {
  const h = (v: number) =>
    Math.round(clamp(v, 0, 255))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

export function mix(a: string, b: string, t: number): string {
  const A = toRgb(a);
  const B = toRgb(b);
  return toHex([lerp(A[0], B[0], t), lerp(A[1], B[1], t), lerp(A[2], B[2], t)]);
}

export function scaleColour(c: string, k: number): string {
  const [r, g, b] = toRgb(c);
  return toHex([r * k, g * k, b * k]);
}
