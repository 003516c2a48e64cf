import { isUuid } from '#app/domain/admin/rows';
import { z } from '#app/domain/zod';
import { STATUS_LABELS } from './rows';
import { ISLANDS, PROPERTY_STATUSES, PROPERTY_TYPES, STATUSES } from '#app/domain/constants';
import { CURRENCIES, CURRENCY_LABELS } from '#app/domain/currency/currency';
import { MAX_IMAGES_PER_LISTING, type ListingImage } from '#app/domain/media/images';
import { islandAt } from '#app/domain/maps/islands';

/**
 * The back office editors' schemas (SPEC §5), used by the forms in the browser and by the actions on the
 * server. Messages are the spec's. Conform sends empty inputs as undefined, hence the `message` on each
 * type for "required".
 */

const requiredText = (label: string, max = 200) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A French text beside a required English one (issue 14, item 3): optional; blank is no translation, sent as
 * null so that clearing it on a save clears the stored text (the database turns blank into null as well).
 */
const frenchText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((text) => text || null);

const number = (required: string, min: number, minMessage: string) =>
  z.coerce
    .number({ message: required })
    .refine((n) => Number.isFinite(n), required)
    .pipe(z.number().min(min, minMessage).max(1_000_000_000_000, 'That number is too large'));

const integer = (required: string, min: number, minMessage: string, max = 10_000) =>
  number(required, min, minMessage).pipe(
    z.number().int('Please enter a whole number').max(max, 'That number is too large'),
  );

/** Prices are whole US dollars (SPEC §9: no decimals). */
const dollars = (required: string, minMessage: string) => integer(required, 0, minMessage, 9_000_000_000);

const optionalCoordinate = (label: string, limit: number) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .optional();

/**
 * A listing's point, checked against its island (issue 15, item 4): both coordinates or neither, on or
 * near Saint Barthélemy or Sint Maarten (app/domain/maps/islands.ts), and on the island the listing is
 * filed under. Each refusal sits next to the field to correct.
 */
export function checkListingPoint(
  { latitude, longitude, island }: { latitude?: unknown; longitude?: unknown; island?: unknown },
  ctx: z.RefinementCtx,
): void {
  const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (given(latitude) !== given(longitude)) {
    const missing = given(latitude) ? 'longitude' : 'latitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'Enter both latitude and longitude, or neither' });
    return;
  }
  if (!given(latitude) || !given(longitude)) return;
  const found = islandAt(latitude, longitude);
  if (!found) {
    ctx.addIssue({
      code: 'custom',
      path: ['latitude'],
      message: 'These coordinates are not on or near Saint Barthélemy or Sint Maarten',
    });
  } else if (typeof island === 'string' && found !== island) {
    ctx.addIssue({ code: 'custom', path: ['latitude'], message: `These coordinates are on ${found}, not ${island}` });
  }
}

/** Image URLs: blank entries are ignored and text is trimmed (SPEC §5); local paths or http(s) URLs. */
/**
 * A listing's photos: each an address with its alt text and an optional caption; rows whose address is
 * blank are ignored (SPEC §5), text is trimmed. The first is the 'Main Image'.
 */
const imageItem = z.object({
  src: z
    .string()
    .max(2000, 'Image URL is too long')
    .refine(
      (url) => url.startsWith('/') || /^https?:\/\//i.test(url),
      'Image URL must start with /, http:// or https://',
    ),
  // Optional: Conform reads an empty field as absent.
  alt: z.string().max(300, 'Alt text must be at most 300 characters').optional(),
  caption: z.string().max(300, 'Caption must be at most 300 characters').optional(),
});

const imageList = z
  .array(
    z.object({ src: z.string().optional(), alt: z.string().optional(), caption: z.string().optional() }).optional(),
  )
  .optional()
  .transform((items) =>
    (items ?? [])
      .map((item): { src: string; alt?: string; caption?: string } => ({
        src: item?.src?.trim() ?? '',
        alt: item?.alt?.trim() || undefined,
        caption: item?.caption?.trim() || undefined,
      }))
      .filter((item) => item.src),
  )
  .pipe(z.array(imageItem).max(MAX_IMAGES_PER_LISTING, `At most ${MAX_IMAGES_PER_LISTING} images`))
  .transform((items) => items.map(({ src, alt, caption }) => ({ src, alt: alt ?? '', caption: caption ?? null })));

/** Amenities: blank entries ignored, trimmed, duplicates dropped. */
const amenityList = z
  .array(z.string().optional())
  .optional()
  .transform((items) => [...new Set((items ?? []).map((item) => item?.trim() ?? '').filter(Boolean))])
  .pipe(z.array(z.string().max(100, 'Amenity must be at most 100 characters')).max(50, 'At most 50 amenities'));

/** The listing's own currency (a form without the field keeps dollars, the column's default). */
const priceCurrency = z.enum(CURRENCIES, { message: 'Currency must be USD or EUR' }).default('USD');

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on' || value === 'true');

const propertyFields = z.object({
  title: requiredText('Title'),
  price: dollars('Price is required', 'Price must be positive'),
  price_currency: priceCurrency,
  property_type: z.enum(PROPERTY_TYPES, { message: 'Property type is required' }),
  location: requiredText('Location'),
  island: z.enum(ISLANDS, { message: 'Island is required' }),
  bedrooms: integer('Bedrooms is required', 0, 'Bedrooms must be positive'),
  bathrooms: integer('Bathrooms is required', 0, 'Bathrooms must be positive'),
  area: number('Area is required', 0, 'Area must be positive'),
  status: z.enum(PROPERTY_STATUSES, { message: 'Status is required' }),
  address: requiredText('Address', 300),
  latitude: optionalCoordinate('Latitude', 90),
  longitude: optionalCoordinate('Longitude', 180),
  /** The public maps show a circle around a moved point, never the point (docs/decisions/012-maps.md). */
  approximate_location: checkbox,
  featured: checkbox,
  description: requiredText('Description', 20_000),
  title_fr: frenchText('The French title'),
  description_fr: frenchText('The French description', 20_000),
  images: imageList,
  amenities: amenityList,
  /** The rental listing of the same house, when it is both (its last twelve months show on the sale page). */
  rental_id: z
    .string()
    .refine((value) => isUuid(value), 'Choose a rental from the list')
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
});
export const propertyFormSchema = propertyFields.superRefine(checkListingPoint);
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

const rentalFields = z.object({
  title: requiredText('Title'),
  island: z.enum(ISLANDS, { message: 'Island is required' }),
  location: requiredText('Location'),
  address: requiredText('Address', 300),
  daily_rate: dollars('Daily rate is required', 'Price cannot be negative'),
  /** Also the currency of the security deposit and of every seasonal rate. */
  price_currency: priceCurrency,
  status: z.enum(STATUSES, { message: 'Status is required' }),
  bedrooms: integer('Bedrooms is required', 0, 'Bedrooms cannot be negative'),
  bathrooms: integer('Bathrooms is required', 0, 'Bathrooms cannot be negative'),
  area: number('Area is required', 0, 'Area cannot be negative'),
  featured: checkbox,
  min_stay_days: integer('Minimum stay is required', 1, 'Minimum stay must be at least 1 day'),
  max_guests: integer('Maximum guests is required', 1, 'Maximum guests must be at least 1'),
  /** Refundable, shown on the quote; left blank it is 0 (no deposit). */
  security_deposit: dollars('Security deposit is required', 'Security deposit cannot be negative').default(0),
  description: requiredText('Description', 20_000),
  title_fr: frenchText('The French title'),
  description_fr: frenchText('The French description', 20_000),
  latitude: optionalCoordinate('Latitude', 90),
  longitude: optionalCoordinate('Longitude', 180),
  approximate_location: checkbox,
  images: imageList,
  amenities: amenityList,
});
export const rentalFormSchema = rentalFields.superRefine(checkListingPoint);
export type RentalFormValues = z.output<typeof rentalFormSchema>;

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const blogFormSchema = z.object({
  title: requiredText('Title'),
  /** Blank: generated from the title on the server. */
  slug: z
    .string()
    .trim()
    .max(200, 'Slug must be at most 200 characters')
    .regex(SLUG_PATTERN, 'Slug should contain only lowercase letters, numbers and hyphens')
    .optional(),
  featured_image: z
    .string({ message: 'Featured image URL is required' })
    .trim()
    .min(1, 'Featured image URL is required')
    .max(2000, 'Featured image URL is too long')
    .refine(
      (url) => url.startsWith('/') || /^https?:\/\//i.test(url),
      'Featured image URL must start with /, http:// or https://',
    ),
  featured_image_alt: z.string().trim().max(300, 'Alt text must be at most 300 characters').optional(),
  status: z.enum(STATUSES, { message: 'Status is required' }),
  content: requiredText('Content', 100_000),
  title_fr: frenchText('The French title'),
  content_fr: frenchText('The French content', 100_000),
  /** Blank: the French site uses the English slug. */
  slug_fr: z
    .string()
    .trim()
    .max(200, 'The French slug must be at most 200 characters')
    .regex(SLUG_PATTERN, 'The French slug should contain only lowercase letters, numbers and hyphens')
    .optional()
    .transform((slug) => slug || null),
});
export type BlogFormValues = z.output<typeof blogFormSchema>;

/** The editors' select options, in the order of the constants. */
export const ISLAND_OPTIONS = ISLANDS.map((island) => ({ value: island, label: island }));
export const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({
  value: type,
  label: type[0]!.toUpperCase() + type.slice(1),
}));
export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  value: currency,
  label: `${currency} — ${CURRENCY_LABELS[currency]}`,
}));
export const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
/** A property's statuses: private ones open only through their share links (the editor's "Private sharing"). */
export const PROPERTY_STATUS_OPTIONS = PROPERTY_STATUSES.map((status) => ({
  value: status,
  label: status === 'private' ? 'Private — only through share links' : STATUS_LABELS[status],
}));

/** Defaults of a new property (SPEC §4). */
export const NEW_PROPERTY_DEFAULTS = {
  title: '',
  price: 0,
  price_currency: 'USD',
  property_type: 'villa',
  location: '',
  island: 'Saint Barthélemy',
  bedrooms: 1,
  bathrooms: 1,
  area: 0,
  status: 'draft',
  address: '',
  featured: false,
  // A new property is a villa, and a villa's location is discreet by default.
  approximate_location: true,
  description: '',
  title_fr: '',
  description_fr: '',
  images: [] as { src: string; alt: string; caption: string | null }[],
  amenities: [] as string[],
  rental_id: null as string | null,
} as const;

/** Defaults of a new rental (SPEC §4). */
export const NEW_RENTAL_DEFAULTS = {
  title: '',
  island: 'Saint Barthélemy',
  location: '',
  address: '',
  daily_rate: 0,
  price_currency: 'USD',
  status: 'draft',
  bedrooms: 1,
  bathrooms: 1,
  area: 0,
  featured: false,
  min_stay_days: 1,
  max_guests: 2,
  security_deposit: 0,
  approximate_location: true,
  description: '',
  title_fr: '',
  description_fr: '',
  images: [] as { src: string; alt: string; caption: string | null }[],
  amenities: [] as string[],
} as const;

export const NEW_BLOG_POST_DEFAULTS = {
  title: '',
  slug: '',
  featured_image: '',
  featured_image_alt: '',
  status: 'draft',
  content: '',
  title_fr: '',
  content_fr: '',
  slug_fr: '',
} as const;

/** The row values of a validated form: absent coordinates are stored as null. */
export function listingRowValues<T extends { latitude?: number; longitude?: number }>(values: T) {
  return { ...values, latitude: values.latitude ?? null, longitude: values.longitude ?? null };
}

/**
 * The photos to store from the editor's list: the address, alt text and caption come from the form; the
 * size, placeholder and variants of a photo already stored are kept (a form never carries them, so they
 * can't be forged or lost).
 */
export function mergeImageDetails(
  edited: readonly { src: string; alt: string; caption: string | null }[],
  stored: readonly ListingImage[],
): ListingImage[] {
  const bySrc = new Map(stored.map((image) => [image.src, image]));
  return edited.map(({ src, alt, caption }) => ({ ...bySrc.get(src), src, alt, caption }));
}
