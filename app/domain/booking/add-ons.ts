/** Services a guest may ask for with a stay; the agency prices them on request (never part of the quote). */
export const ADD_ONS = [
  { value: 'private-chef', label: 'Private chef' },
  { value: 'car-rental', label: 'Car rental' },
  { value: 'boat-charter', label: 'Boat charter' },
  { value: 'airport-transfer', label: 'Airport transfer' },
  { value: 'grocery-stocking', label: 'Grocery stocking' },
  { value: 'massage', label: 'Massage' },
] as const;

export type AddOn = (typeof ADD_ONS)[number]['value'];

/** The catalogue label ('Private chef'); a value no longer in the catalogue is shown as stored. */
export function addOnLabel(value: AddOn | (string & {})): string {
  return ADD_ONS.find((addOn) => addOn.value === value)?.label ?? value;
}

/** Known add-ons only, each once, in catalogue order (form values, query strings, stored rows). */
export function parseAddOns(values: readonly unknown[]): AddOn[] {
  const wanted = new Set(values);
  return ADD_ONS.filter((addOn) => wanted.has(addOn.value)).map((addOn) => addOn.value);
}
