import type { IslandMap } from './model';

type Place = IslandMap['places'][number];
type Marker = IslandMap['markers'][number];

/** The place names' type size in map units (IslandMap.tsx draws them at 17). */
export const PLACE_FONT_SIZE = 17;
/** Gap between a place's dot and its name, in map units. */
export const PLACE_LABEL_GAP = 8;
/** A generous average advance of the site's sans-serif at that size, per character. */
const CHARACTER_WIDTH = PLACE_FONT_SIZE * 0.56;
/** A point marker's radius when highlighted (the larger of its two sizes) plus its stroke. */
const POINT_MARKER_REACH = 13 + 3;

type Box = { left: number; right: number; top: number; bottom: number };

/** The box a place's name covers on the side `anchor` says (its dot may sit under a marker). */
function labelBox(place: Place, anchor: Place['anchor']): Box {
  const width = place.name.length * CHARACTER_WIDTH;
  const left = anchor === 'start' ? place.x + PLACE_LABEL_GAP : place.x - PLACE_LABEL_GAP - width;
  return { left, right: left + width, top: place.y - PLACE_FONT_SIZE * 0.75, bottom: place.y + 6 };
}

function covers(marker: Marker, box: Box): boolean {
  const reach = (marker.radius ?? 0) + (marker.radius ? 3 : POINT_MARKER_REACH);
  const nearestX = Math.min(Math.max(marker.x, box.left), box.right);
  const nearestY = Math.min(Math.max(marker.y, box.top), box.bottom);
  return (marker.x - nearestX) ** 2 + (marker.y - nearestY) ** 2 < reach ** 2;
}

/**
 * Place names that keep clear of the markers: each name stays on its usual side if no marker covers it, else
 * moves to the dot's other side when it fits in the map's `width`, else is left out — a listing's marker is
 * what the visitor came to see.
 */
export function placesClearOf(places: readonly Place[], markers: readonly Marker[], width: number): Place[] {
  return places.flatMap((place) => {
    const sides: Place['anchor'][] = place.anchor === 'start' ? ['start', 'end'] : ['end', 'start'];
    const anchor = sides.find((side, index) => {
      const box = labelBox(place, side);
      const fits = index === 0 || (box.left >= 0 && box.right <= width);
      return fits && !markers.some((marker) => covers(marker, box));
    });
    return anchor ? [{ ...place, anchor }] : [];
  });
}
