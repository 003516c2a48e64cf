/** The restrained colours the buildings and their furnishings are chosen from (ink, sand, sea, timber). */

export const WALLS = ['#f3efe7', '#ebe2d3', '#dfd7c9', '#e7dccb'];
export const TIMBER = ['#8d6b4f', '#9b7a5a', '#7a5c45'];
export const CANOPIES = ['#ece4d4', '#e6dccb', '#3c4654', '#b9a88c'];
