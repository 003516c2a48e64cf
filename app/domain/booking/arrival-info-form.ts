import { z } from '#app/domain/zod';

/**
 * A villa's arrival information, as staff set it on /admin/rentals/:id/arrival (issue 28, item 6;
 * supabase/migrations/…_arrival.sql): the same schema in the browser and in the action. Guests see it on
 * their page only once their stay is paid in full, from `daysBeforeArrival` days before check-in. The codes
 * and the Wi-Fi password are sensitive: only this form and the guest's page show them (never a list, a log
 * or the history's values).
 */

export const arrivalInfoTexts = {
  title: (villa: string) => `Arrival information: ${villa}`,
  lead: 'What a guest needs to reach the villa and settle in. It appears on the guest’s page only once the stay is confirmed and paid in full, from the number of days before arrival set below until check-out.',
  backToRental: 'Back to the rental',
  linkLead: 'Address, codes, Wi-Fi and house manual for guests paid in full.',
  link: 'Arrival information',
  placeSection: 'Where',
  placeDescription: 'The exact address and the point guests open on a map (the public pages never show either).',
  accessSection: 'Access',
  accessDescription: 'Codes are shown to guests only, and kept out of lists, logs and the history.',
  manualSection: 'House manual',
  manualDescription: 'In English and French; a French page shows the English when there is no French.',
  whenSection: 'Concierge and timing',
  labels: {
    address: 'Exact address',
    latitude: 'Latitude',
    longitude: 'Longitude',
    gateCode: 'Gate code',
    doorCode: 'Door code',
    wifiName: 'Wi-Fi network',
    wifiPassword: 'Wi-Fi password',
    houseManual: 'House manual (English)',
    houseManualFr: 'House manual (French)',
    conciergePhone: 'Concierge’s phone',
    daysBeforeArrival: 'Shown from (days before arrival)',
  },
  hints: {
    latitude: 'e.g. 17.9139',
    longitude: 'e.g. -62.8339',
    conciergePhone: 'With the country code, e.g. +590 690 12 34 56',
    daysBeforeArrival: '1 to 90; 14 unless set.',
  },
  save: 'Save arrival information',
  saving: 'Saving...',
  saved: 'Arrival information saved.',
  failed: 'The arrival information could not be saved. Please try again.',
  refused: 'The database refused the change: only active staff members change arrival information.',
  notFoundTitle: 'Rental not found',
  notFound: 'This rental does not exist.',
  loadFailedTitle: 'Arrival information unavailable',
  loadFailed: 'The arrival information could not be loaded. Please try again.',
  backToList: 'Back to rentals',
  lastChange: (date: string) => `Last changed ${date}.`,
  staffCardTitle: 'Arrival details',
  staffCardNone: 'The guest has not given their arrival details yet.',
  staffCardLabels: {
    flight: 'Flight',
    arrival: 'Arrival',
    guestNames: 'Guests',
    conciergeRequests: 'Requests to the concierge',
    updatedAt: 'Last changed',
  },
  errors: {
    tooLong: (max: number) => `Use at most ${max} characters`,
    oneLine: 'Keep it on one line',
    coordinate: (label: string, limit: number) => `${label} must be a number between -${limit} and ${limit}`,
    bothCoordinates: 'Enter both latitude and longitude, or neither',
    phone: 'Use digits, spaces, + ( ) . - only (6 to 30 characters)',
    days: 'A whole number of days from 1 to 90',
  },
} as const;

const E = arrivalInfoTexts.errors;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, E.tooLong(max))
    .refine((value) => !/[\r\n]/.test(value), E.oneLine)
    .optional();

const coordinate = (label: string, limit: number) =>
  z.coerce
    .number({ message: E.coordinate(label, limit) })
    .min(-limit, E.coordinate(label, limit))
    .max(limit, E.coordinate(label, limit))
    .optional();

export const arrivalInfoSchema = z
  .object({
    address: z.string().trim().max(500, E.tooLong(500)).optional(),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    gateCode: oneLine(100),
    doorCode: oneLine(100),
    wifiName: oneLine(100),
    wifiPassword: oneLine(200),
    houseManual: z.string().trim().max(20_000, E.tooLong(20_000)).optional(),
    houseManualFr: z.string().trim().max(20_000, E.tooLong(20_000)).optional(),
    conciergePhone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{6,30}$/, E.phone)
      .optional(),
    daysBeforeArrival: z.coerce.number({ message: E.days }).int(E.days).min(1, E.days).max(90, E.days).default(14),
  })
  .superRefine((info, ctx) => {
    if ((info.latitude === undefined) !== (info.longitude === undefined)) {
      const missing = info.latitude === undefined ? 'latitude' : 'longitude';
      ctx.addIssue({ code: 'custom', path: [missing], message: E.bothCoordinates });
    }
  });

export type ArrivalInfoInput = z.output<typeof arrivalInfoSchema>;

/** A villa's arrival information row (villa_arrival_info). */
export interface VillaArrivalInfoRow {
  rental_id: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  gate_code: string | null;
  door_code: string | null;
  wifi_name: string | null;
  wifi_password: string | null;
  house_manual: string | null;
  house_manual_fr: string | null;
  concierge_phone: string | null;
  days_before_arrival: number;
  updated_at: string;
}

/** The form's values of a stored row (or of none yet). */
export function arrivalInfoFormValues(row: VillaArrivalInfoRow | null) {
  return {
    address: row?.address ?? '',
    latitude: row?.latitude ?? '',
    longitude: row?.longitude ?? '',
    gateCode: row?.gate_code ?? '',
    doorCode: row?.door_code ?? '',
    wifiName: row?.wifi_name ?? '',
    wifiPassword: row?.wifi_password ?? '',
    houseManual: row?.house_manual ?? '',
    houseManualFr: row?.house_manual_fr ?? '',
    conciergePhone: row?.concierge_phone ?? '',
    daysBeforeArrival: row?.days_before_arrival ?? 14,
  };
}

/** The columns the form writes (blank fields as nothing). */
export function arrivalInfoValues(info: ArrivalInfoInput): Omit<VillaArrivalInfoRow, 'rental_id' | 'updated_at'> {
  const text = (value: string | undefined) => (value ? value : null);
  return {
    address: text(info.address),
    latitude: info.latitude ?? null,
    longitude: info.longitude ?? null,
    gate_code: text(info.gateCode),
    door_code: text(info.doorCode),
    wifi_name: text(info.wifiName),
    wifi_password: text(info.wifiPassword),
    house_manual: text(info.houseManual),
    house_manual_fr: text(info.houseManualFr),
    concierge_phone: text(info.conciergePhone),
    days_before_arrival: info.daysBeforeArrival,
  };
}

/** A stay's arrival details as staff read them (stay_arrival_details). */
export interface StayArrivalDetailsRow {
  stay_id: string;
  flight: string | null;
  arrival_date: string;
  arrival_time: string;
  guest_names: string;
  concierge_requests: string | null;
  updated_at: string;
}
