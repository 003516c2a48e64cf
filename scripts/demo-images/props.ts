/** Things by the water: yachts, a lounger and parasol set. */
import { mix, scaleColour } from './colour';
import { type Mood } from './moods';
import { Rng, n } from './random';
import { Svg, line, pathEl } from './svg';

/** A moored yacht in profile (bow towards dir), with its reflection. */
export function drawYacht(
  svg: Svg,
  rng: Rng,
  x: number,
  waterY: number,
  len: number,
  dir: 1 | -1,
  mood: Mood,
  kind: 'motor' | 'sail',
): void {
  const X = (u: number) => x + dir * u * len;
  const Y = (v: number) => waterY + v * len;
  const hull = mix('#f4f1ea', mood.cool, mood.name === 'night' ? 0.55 : mood.name === 'dusk' ? 0.35 : 0.08);
  const hullShade = scaleColour(hull, 0.82);
  const dark = mood.name === 'night' ? '#0d121c' : '#27313c';
  const shapes: string[] = [];
  if (kind === 'motor') {
    const h1 = rng.range(0.11, 0.14);
    shapes.push(
      pathEl(
        `M${n(X(0))} ${n(Y(-0.02))}L${n(X(0.01))} ${n(Y(-h1))}L${n(X(0.82))} ${n(Y(-h1))}Q${n(X(0.95))} ${n(Y(-h1))} ${n(X(1))} ${n(Y(-h1 - 0.03))}L${n(X(0.88))} ${n(Y(0))}Z`,
        hull,
      ),
    );
    shapes.push(
      pathEl(
        `M${n(X(0.01))} ${n(Y(-0.035))}L${n(X(0.89))} ${n(Y(-0.01))}L${n(X(0.88))} ${n(Y(0))}L${n(X(0))} ${n(Y(-0.02))}Z`,
        hullShade,
      ),
    );
    shapes.push(
      pathEl(
        `M${n(X(0.08))} ${n(Y(-h1 * 0.55))}L${n(X(0.7))} ${n(Y(-h1 * 0.58))}L${n(X(0.7))} ${n(Y(-h1 * 0.48))}L${n(X(0.08))} ${n(Y(-h1 * 0.45))}Z`,
        dark,
        ' opacity="0.7"',
      ),
    );
    const d1 = h1 + rng.range(0.07, 0.09);
    shapes.push(
      pathEl(
        `M${n(X(0.15))} ${n(Y(-h1))}L${n(X(0.15))} ${n(Y(-d1))}L${n(X(0.6))} ${n(Y(-d1))}L${n(X(0.74))} ${n(Y(-h1))}Z`,
        hull,
      ),
    );
    shapes.push(
      pathEl(
        `M${n(X(0.2))} ${n(Y(-h1 - 0.02))}L${n(X(0.2))} ${n(Y(-d1 + 0.02))}L${n(X(0.6))} ${n(Y(-d1 + 0.02))}L${n(X(0.68))} ${n(Y(-h1 - 0.02))}Z`,
        mood.windowsLit && rng.chance(0.6) ? '#f3c98c' : dark,
        ' opacity="0.85"',
      ),
    );
    if (rng.chance(0.7)) {
      const d2 = d1 + rng.range(0.05, 0.07);
      shapes.push(
        pathEl(
          `M${n(X(0.25))} ${n(Y(-d1))}L${n(X(0.25))} ${n(Y(-d2))}L${n(X(0.5))} ${n(Y(-d2))}L${n(X(0.58))} ${n(Y(-d1))}Z`,
          hull,
        ),
      );
      shapes.push(line(X(0.4), Y(-d2), X(0.4), Y(-d2 - 0.07), dark, Math.max(1, len * 0.006)));
    }
  } else {
    const h1 = 0.08;
    shapes.push(
      pathEl(
        `M${n(X(0.02))} ${n(Y(0))}L${n(X(0))} ${n(Y(-h1))}L${n(X(1))} ${n(Y(-h1 - 0.01))}L${n(X(0.86))} ${n(Y(0))}Z`,
        hull,
      ),
    );
    shapes.push(
      pathEl(
        `M${n(X(0.3))} ${n(Y(-h1))}L${n(X(0.33))} ${n(Y(-h1 - 0.05))}L${n(X(0.6))} ${n(Y(-h1 - 0.05))}L${n(X(0.66))} ${n(Y(-h1))}Z`,
        hull,
      ),
    );
    const mastH = rng.range(1.05, 1.35);
    const mx = X(0.45);
    const stroke = Math.max(1, len * 0.007);
    shapes.push(line(mx, Y(-h1), mx, Y(-mastH), scaleColour(hull, 0.8), stroke * 1.4));
    shapes.push(line(mx, Y(-mastH), X(0.98), Y(-h1), scaleColour(hull, 0.7), stroke * 0.6, ' opacity="0.6"'));
    shapes.push(line(mx, Y(-mastH), X(0.03), Y(-h1), scaleColour(hull, 0.7), stroke * 0.6, ' opacity="0.6"'));
    shapes.push(line(mx, Y(-h1 - 0.12), X(0.12), Y(-h1 - 0.1), scaleColour(hull, 0.7), stroke));
  }
  const group = shapes.join('');
  svg.add(`<g>${group}</g>`);
  svg.add(
    `<g opacity="0.22" transform="translate(0 ${n(2 * waterY)}) scale(1 -1)" filter="${svg.blur(Math.max(0.8, len * 0.01))}">${group}</g>`,
  );
}

/** A sun lounger and parasol seen side-on (2D), sitting on groundY. */
export function drawBeachSet(svg: Svg, x: number, groundY: number, s: number, canopy: string, mood: Mood): void {
  const frame = mix('#8a6d52', mood.cool, 0.2);
  const cushion = mix('#efe9de', mood.cool, mood.name === 'golden' ? 0.05 : 0.12);
  const parts: string[] = [];
  // Two loungers.
  for (const dx of [-0.9, 0.9]) {
    const lx = x + dx * s;
    parts.push(
      pathEl(
        `M${n(lx - 0.45 * s)} ${n(groundY - 0.16 * s)}h${n(0.7 * s)}l${n(0.22 * s)} ${n(-0.32 * s)}l${n(0.04 * s)} ${n(0.02 * s)}l${n(-0.2 * s)} ${n(0.36 * s)}h${n(-0.76 * s)}Z`,
        cushion,
      ),
    );
    parts.push(line(lx - 0.4 * s, groundY - 0.13 * s, lx - 0.4 * s, groundY, frame, s * 0.025));
    parts.push(line(lx + 0.25 * s, groundY - 0.13 * s, lx + 0.25 * s, groundY, frame, s * 0.025));
  }
  parts.push(line(x, groundY, x, groundY - 1.35 * s, frame, s * 0.03));
  parts.push(
    pathEl(
      `M${n(x - 0.75 * s)} ${n(groundY - 1.12 * s)}Q${n(x)} ${n(groundY - 1.55 * s)} ${n(x + 0.75 * s)} ${n(groundY - 1.12 * s)}Z`,
      canopy,
    ),
  );
  parts.push(
    `<ellipse cx="${n(x)}" cy="${n(groundY + 0.02 * s)}" rx="${n(1.5 * s)}" ry="${n(0.07 * s)}" fill="#000" opacity="0.12"/>`,
  );
  svg.add(`<g>${parts.join('')}</g>`);
}
