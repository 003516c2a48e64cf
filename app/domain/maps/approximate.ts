/**
 * Discreet locations: a villa's map shows a circle around a point moved away from the true one, by a distance
 * and bearing drawn from the listing's id, so every visit shows the same circle and no two listings move
 * alike. The true point always lies inside the circle; the circle's centre is never the true point.
 */
export const APPROXIMATE_RADIUS_METRES = 400;
export const MIN_OFFSET_METRES = 150;
export const MAX_OFFSET_METRES = 400;

const METRES_PER_DEGREE_LATITUDE = 111_320;

/** FNV-1a: a stable 32-bit hash of the listing's id, spread over [0, 1). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  // A final avalanche so neighbouring ids do not give neighbouring values.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  return (hash >>> 0) / 2 ** 32;
}

export type Coordinates = { latitude: number; longitude: number };

/**
 * The centre of a listing's approximate circle: 150–400 m from the true point, always the same for the listing.
 * `turn` rotates the bearing by eighths of a circle, for a caller that wants the centre elsewhere (on land).
 */
export function approximateCentre(listingId: string, point: Coordinates, turn = 0): Coordinates {
  const bearing = 2 * Math.PI * unitHash(`${listingId}:bearing`) + (turn * Math.PI) / 4;
  const distance = MIN_OFFSET_METRES + (MAX_OFFSET_METRES - MIN_OFFSET_METRES) * unitHash(`${listingId}:distance`);
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  const metresPerDegreeLongitude = METRES_PER_DEGREE_LATITUDE * Math.cos((point.latitude * Math.PI) / 180);
  return {
    latitude: point.latitude + north / METRES_PER_DEGREE_LATITUDE,
    longitude: point.longitude + east / metresPerDegreeLongitude,
  };
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
