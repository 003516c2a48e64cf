import { localizeAmenities } from '#app/domain/listings/amenities';
import { localizeImage, type ListingImage } from '#app/domain/media/images';
import type { Locale, TextInLanguage } from './locale';

/**
 * The content staff write in both languages (issue 14, item 3; docs/decisions/010-french-content.md):
 * a listing's title and description, a post's title and content. A French page shows the French when it
 * exists, else the English — and that English element then carries `lang="en"`, so screen readers and
 * translation tools read it as English. English pages always show the English.
 */

export type { TextInLanguage } from './locale';

/** The French on a French page when there is some (not blank), else the English. */
export function localizedText(en: string, fr: string | null | undefined, locale: Locale): TextInLanguage {
  if (locale === 'fr' && typeof fr === 'string' && fr.trim() !== '') return { text: fr, lang: 'fr' };
  return { text: en, lang: 'en' };
}

/** The `lang` attribute of an element of content: its text's language when that is not the page's. */
export function langAttribute(text: TextInLanguage, locale: Locale): Locale | undefined {
  return text.lang === locale ? undefined : text.lang;
}

/**
 * Per field, the `lang` attribute its element needs (only fields shown in another language than the page's
 * are present): `<h1 lang={property.lang.title}>`.
 */
export type FieldLangs<Field extends string> = Partial<Record<Field, Locale>>;

/** A row with `field` and `field_fr` columns, as the page shows it: one text per field, in the page's language. */
export type Localized<Row, Field extends string> = Omit<Row, Field | `${Field}_fr` | 'french_missing'> & {
  [Key in Field]: string;
} & { lang: FieldLangs<Field> };

/**
 * A row of content in the page's language: each field holds the text to show, the French columns are
 * dropped (a page never ships both languages), and `lang` says which fields fell back to English. Its photos'
 * alt texts (`images`, `featured_image_meta`) are the page's language's where written (`localizeImage`).
 */
export function localizeRow<Row extends { [Key in Field]: string }, Field extends string>(
  row: Row,
  fields: readonly Field[],
  locale: Locale,
): Localized<Row, Field> {
  const out: Record<string, unknown> = { ...row };
  const lang: FieldLangs<Field> = {};
  for (const field of fields) {
    const french = out[`${field}_fr`];
    const shown = localizedText(row[field], typeof french === 'string' ? french : null, locale);
    out[field] = shown.text;
    const attribute = langAttribute(shown, locale);
    if (attribute) lang[field] = attribute;
    delete out[`${field}_fr`];
  }
  delete out.french_missing;
  // The words of its photos (a listing's images, a post's featured image) in the page's language too.
  if (Array.isArray(out.images))
    out.images = (out.images as ListingImage[]).map((image) => localizeImage(image, locale));
  if (out.featured_image_meta && typeof out.featured_image_meta === 'object') {
    out.featured_image_meta = localizeImage(out.featured_image_meta as Partial<ListingImage>, locale);
  }
  out.lang = lang;
  return out as Localized<Row, Field>;
}

/** A post's address in a language: its French slug on the French site when it has one. */
export function localizedSlug(post: { slug: string; slug_fr?: string | null }, locale: Locale): string {
  return locale === 'fr' && post.slug_fr ? post.slug_fr : post.slug;
}

/** Rows of content (cards) in the page's language. */
export function localizeRows<Row extends { [Key in Field]: string }, Field extends string>(
  rows: readonly Row[],
  fields: readonly Field[],
  locale: Locale,
): Localized<Row, Field>[] {
  return rows.map((row) => localizeRow(row, fields, locale));
}

/**
 * A listing's page in a language: title and description (with their fallbacks in `lang`), and each amenity
 * in the vocabulary's words (app/domain/listings/amenities.ts) with the `lang` it needs.
 */
export function localizeListing<Row extends { title: string; description: string; amenities: readonly string[] }>(
  row: Row,
  locale: Locale,
): Omit<Localized<Row, 'title' | 'description'>, 'amenities'> & { amenities: { text: string; lang?: Locale }[] } {
  const localized = localizeRow<Row, 'title' | 'description'>(row, ['title', 'description'], locale);
  return { ...localized, amenities: localizeAmenities(row.amenities, locale) };
}
