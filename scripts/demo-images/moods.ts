/** Moods: the time of day and weather of a picture (sky, sea, foliage and light colours, sun direction). */
import { mix } from './colour';
import { Rng } from './random';

export type V3 = [number, number, number];

export interface Mood {
  name: 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'overcast';
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  body: 'sun' | 'moon' | 'none';
  sunColour: string;
  sunGlow: string;
  seaFar: string;
  seaNear: string;
  shallow: string;
  hill: string;
  hillFar: string;
  foliage: string;
  foliageLight: string;
  haze: string;
  sand: string;
  cloud: string;
  cloudOpacity: number;
  /** Towards the light; z > 0 means the sun is in front of the camera (visible in the sky). */
  light: V3;
  ambient: number;
  warm: string;
  cool: string;
  windowsLit: boolean;
  trunk: string;
}

export const BASE_MOODS: Record<Mood['name'], Mood> = {
  morning: {
    name: 'morning',
    skyTop: '#7ea6c4',
    skyMid: '#b6cbd6',
    skyHorizon: '#ebe5d9',
    body: 'sun',
    sunColour: '#fff8ea',
    sunGlow: '#fbe8c6',
    seaFar: '#2f6880',
    seaNear: '#3b8797',
    shallow: '#86c9bf',
    hill: '#5b7658',
    hillFar: '#9aabb0',
    foliage: '#3c5641',
    foliageLight: '#6f8a5d',
    haze: '#dce3e3',
    sand: '#e9dcc3',
    cloud: '#ffffff',
    cloudOpacity: 0.55,
    light: [-0.5, 0.68, -0.53],
    ambient: 0.62,
    warm: '#fff1da',
    cool: '#a7b6c4',
    windowsLit: false,
    trunk: '#7d6f60',
  },
  noon: {
    name: 'noon',
    skyTop: '#5c8fb6',
    skyMid: '#9fbfd3',
    skyHorizon: '#e2eaec',
    body: 'none',
    sunColour: '#ffffff',
    sunGlow: '#f3f5f0',
    seaFar: '#1f5b77',
    seaNear: '#2a8194',
    shallow: '#74cbc2',
    hill: '#56714f',
    hillFar: '#8fa5ab',
    foliage: '#365139',
    foliageLight: '#688653',
    haze: '#d8e3e7',
    sand: '#ece1ca',
    cloud: '#ffffff',
    cloudOpacity: 0.6,
    light: [0.35, 0.85, -0.4],
    ambient: 0.6,
    warm: '#fff8ec',
    cool: '#9db2c3',
    windowsLit: false,
    trunk: '#7f7262',
  },
  golden: {
    name: 'golden',
    skyTop: '#7d93ab',
    skyMid: '#cdb7a2',
    skyHorizon: '#f0cc97',
    body: 'sun',
    sunColour: '#fff0cc',
    sunGlow: '#f5bf7e',
    seaFar: '#3c596d',
    seaNear: '#587585',
    shallow: '#8eb0aa',
    hill: '#4c5846',
    hillFar: '#a08f8a',
    foliage: '#333f30',
    foliageLight: '#6c6d47',
    haze: '#e8c6a2',
    sand: '#e4cdab',
    cloud: '#fff3e2',
    cloudOpacity: 0.5,
    light: [0.3, 0.1, 0.95],
    ambient: 0.52,
    warm: '#ffd6a0',
    cool: '#8d879e',
    windowsLit: true,
    trunk: '#5d5047',
  },
  dusk: {
    name: 'dusk',
    skyTop: '#2e3b58',
    skyMid: '#86718a',
    skyHorizon: '#e7a37e',
    body: 'sun',
    sunColour: '#ffd7a8',
    sunGlow: '#ee8f62',
    seaFar: '#2b3852',
    seaNear: '#3c4864',
    shallow: '#5f7186',
    hill: '#2c2f3d',
    hillFar: '#615769',
    foliage: '#27302f',
    foliageLight: '#4a524a',
    haze: '#b88c88',
    sand: '#b49c8f',
    cloud: '#f4c2a4',
    cloudOpacity: 0.45,
    light: [0.26, 0.035, 0.96],
    ambient: 0.38,
    warm: '#ffb887',
    cool: '#4f5677',
    windowsLit: true,
    trunk: '#2b2a30',
  },
  night: {
    name: 'night',
    skyTop: '#131c2f',
    skyMid: '#233150',
    skyHorizon: '#53658a',
    body: 'moon',
    sunColour: '#f4f1e7',
    sunGlow: '#8a9bbd',
    seaFar: '#17233a',
    seaNear: '#1c2b46',
    shallow: '#2d4a62',
    hill: '#121827',
    hillFar: '#2e3b57',
    foliage: '#1c2a2e',
    foliageLight: '#33443f',
    haze: '#3d4d6e',
    sand: '#6e7181',
    cloud: '#8d9cc0',
    cloudOpacity: 0.25,
    light: [0.25, 0.75, -0.6],
    ambient: 0.3,
    warm: '#d6dcf0',
    cool: '#283350',
    windowsLit: true,
    trunk: '#151a24',
  },
  overcast: {
    name: 'overcast',
    skyTop: '#4c5760',
    skyMid: '#7e888c',
    skyHorizon: '#b3b8b4',
    body: 'none',
    sunColour: '#e8e8e0',
    sunGlow: '#c9ccc6',
    seaFar: '#33464e',
    seaNear: '#4a5f64',
    shallow: '#7b918d',
    hill: '#3e4943',
    hillFar: '#6d7674',
    foliage: '#2b352f',
    foliageLight: '#4e5b4d',
    haze: '#9fa7a5',
    sand: '#c6bca8',
    cloud: '#5d676d',
    cloudOpacity: 0.7,
    light: [0.2, 0.9, -0.3],
    ambient: 0.75,
    warm: '#e9e7df',
    cool: '#7d878c',
    windowsLit: false,
    trunk: '#4a4640',
  },
};

export function normalise([x, y, z]: V3): V3 {
  const l = Math.hypot(x, y, z) || 1;
  return [x / l, y / l, z / l];
}

/** A base mood with small seeded shifts, so no two skies are the same. */
export function moodFor(rng: Rng, name: Mood['name']): Mood {
  const base = BASE_MOODS[name];
  const drift = rng.range(0, 0.12);
  const side = rng.sign();
  const [lx, ly, lz] = base.light;
  return {
    ...base,
    skyTop: mix(base.skyTop, '#8b97a3', drift),
    skyMid: mix(base.skyMid, base.skyHorizon, rng.range(0, 0.2)),
    seaFar: mix(base.seaFar, '#26465a', rng.range(0, 0.15)),
    shallow: mix(base.shallow, '#9fd6cf', rng.range(0, 0.2)),
    light: normalise([lx * side * rng.range(0.8, 1.15), ly, lz]),
  };
}
