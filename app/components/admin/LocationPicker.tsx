import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import type { MouseEvent } from 'react';
import { IslandMapFigure } from '#app/components/maps/IslandMap';
import { cx } from '#app/components/ui/cx';
import { CheckboxField, Field } from '#app/components/ui/Field';
import { useHydrated } from '#app/components/ui/useHydrated';
import { ISLANDS, type Island } from '#app/domain/constants';
import type { Coordinates } from '#app/domain/maps/approximate';
import { mercatorCoordinates, mercatorPoint, type PlaceableMap } from '#app/domain/maps/mercator';
import { checkboxInput, decimalInput } from './field-props';

/** Coordinates to about a metre: what a click on the map can mean. */
const DECIMALS = 5;

const parse = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value type of the editor's form
type AnyField<Schema extends Record<string, unknown>> = FieldMetadata<any, Schema, string[]>;

/**
 * Where a listing stands, in the property and rental editors: latitude and longitude (typed; refused off
 * the islands by the schema, app/domain/admin/forms.ts), whether the public sees only an approximate
 * location, and the island's map to place the point by clicking.
 */
export function ListingPointFields<Schema extends Record<string, unknown>>({
  form,
  fields,
  maps,
  hints,
}: {
  form: FormMetadata<Schema, string[]>;
  fields: Record<'island' | 'latitude' | 'longitude' | 'approximate_location', AnyField<Schema>>;
  maps: Record<Island, PlaceableMap>;
  hints: { latitude: string; longitude: string };
}) {
  return (
    <>
      <Field label="Latitude" hint={hints.latitude} {...decimalInput(fields.latitude)} />
      <Field label="Longitude" hint={hints.longitude} {...decimalInput(fields.longitude)} />
      <CheckboxField
        className="sm:col-span-2"
        label="Show approximate location"
        hint="Visitors see a circle of about 400 m around a nearby point, never the exact spot or the coordinates. On by default for villas."
        {...checkboxInput(fields.approximate_location)}
      />
      <LocationPicker
        className="sm:col-span-2"
        maps={maps}
        island={fields.island.value}
        latitude={fields.latitude.value}
        longitude={fields.longitude.value}
        onPick={(point) => {
          form.update({ name: fields.latitude.name, value: point.latitude });
          form.update({ name: fields.longitude.name, value: point.longitude });
        }}
      />
    </>
  );
}

/**
 * The editors' map of the chosen island, with the typed point on it. The coordinates stay typed fields
 * (that is all there is without JavaScript); with JavaScript a click on the map fills them in, read
 * through the projection's numbers from the server (app/domain/maps/mercator.ts) — no d3 in the browser.
 */
export function LocationPicker({
  maps,
  island,
  latitude,
  longitude,
  onPick,
  className,
}: {
  maps: Record<Island, PlaceableMap>;
  /** The island field's value; the first island until one is chosen. */
  island: unknown;
  latitude: unknown;
  longitude: unknown;
  onPick: (point: { latitude: string; longitude: string }) => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  const chosen: Island = ISLANDS.find((name) => name === island) ?? ISLANDS[0];
  const { map, fit } = maps[chosen];
  const typed: Coordinates = { latitude: parse(latitude), longitude: parse(longitude) };
  const point = Number.isFinite(typed.latitude) && Number.isFinite(typed.longitude) ? mercatorPoint(fit, typed) : null;
  const onMap = point && point.x >= 0 && point.x <= map.width && point.y >= 0 && point.y <= map.height;
  const shown = onMap ? { ...map, markers: [{ key: 'listing', label: 'The listing', ...point }] } : map;

  function pick(event: MouseEvent<HTMLDivElement>) {
    const svg = event.currentTarget.querySelector('svg');
    if (!svg) return;
    const box = svg.getBoundingClientRect();
    const x = ((event.clientX - box.left) * map.width) / box.width;
    const y = ((event.clientY - box.top) * map.height) / box.height;
    if (x < 0 || x > map.width || y < 0 || y > map.height) return;
    const picked = mercatorCoordinates(fit, { x, y });
    onPick({ latitude: picked.latitude.toFixed(DECIMALS), longitude: picked.longitude.toFixed(DECIMALS) });
  }

  return (
    // Clicking is a shortcut for pointer users; the fields above are the way for everyone else.
    <div className={cx(hydrated && '[&_svg]:cursor-crosshair', className)} onClick={hydrated ? pick : undefined}>
      <IslandMapFigure
        map={shown}
        caption={
          hydrated
            ? `Map of ${chosen}: click the map to place the listing, or type its coordinates.`
            : `Map of ${chosen}${onMap ? ', with the listing' : ''}.`
        }
      />
    </div>
  );
}
