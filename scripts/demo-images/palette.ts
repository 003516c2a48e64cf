/**
 * The palette and materials: the restrained colours the buildings, their furnishings and the town are
 * chosen from (ink, sand, sea, timber). The light of each time of day is in moods.ts.
 */

/** Outside: the buildings' walls, timber and canopies. */
export const WALLS = ['#f3efe7', '#ebe2d3', '#dfd7c9', '#e7dccb'];
export const TIMBER = ['#8d6b4f', '#9b7a5a', '#7a5c45'];
export const CANOPIES = ['#ece4d4', '#e6dccb', '#3c4654', '#b9a88c'];

/** Inside: walls, floors (wood or stone), fabrics and the accents of cushions and art. */
export const INTERIOR_WALLS = ['#efe9df', '#ece4d6', '#e8e3da', '#f2eee7'];
export const FLOORS = [
  { colour: '#b89572', kind: 'wood' },
  { colour: '#c9ab86', kind: 'wood' },
  { colour: '#ddd3c2', kind: 'stone' },
  { colour: '#d6cbb8', kind: 'stone' },
] as const;
export const UPHOLSTERY = ['#e9e3d8', '#d8cfc0', '#c2b8a6', '#7d8b8c', '#4a5560'];
export const ACCENTS = ['#5f8f93', '#c08a5b', '#a89468', '#3d4a5a', '#8c9d8a'];

/** The town: restrained pastels on the walls, as the islands' town houses are painted, and their roofs. */
export const STREET_WALLS = ['#f3efe7', '#efe0c8', '#e9d3bf', '#dfe6df', '#f0dcd0', '#e6dfc0', '#d9e2e6'];
export const STREET_ROOFS = ['#9d4b3d', '#a8574a', '#8a959c', '#9d4b3d'];
