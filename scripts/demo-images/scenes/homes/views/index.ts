/**
 * The views of a home: where the camera stands, what lies around and beyond the house, what frames the
 * picture. Each is a different composition (horizon, where the house sits, what fills the foreground), so
 * two listings drawn from different views never look alike, and one listing's gallery can show its house
 * twice.
 */
import type { HomeView } from '#app/server/seed/demo-pictures';
import { above } from './above';
import { beach } from './beach';
import { distant } from './distant';
import { garden } from './garden';
import { poolside } from './poolside';
import { roof } from './roof';
import { street } from './street';
import { terrace } from './terrace';
import { water } from './water';
import type { View } from './framing';

export const VIEWS: Record<HomeView, View> = { terrace, garden, above, water, beach, street, distant, poolside, roof };
