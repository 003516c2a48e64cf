/** Interiors, one room per file, each drawn in room.ts's shell. */
export { bedroomScene } from './bedroom';
export { kitchenScene } from './kitchen';
export { livingScene } from './living';
export { terraceScene } from './terrace';
