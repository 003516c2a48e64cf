import { describe, expect, it } from 'vitest';
import { langAttribute, localizedSlug, localizedText, localizeRow } from './content';
import { imageTextLang, type ListingImage } from '#app/domain/media/images';

describe('content in the page’s language', () => {
  it('shows the French on a French page when there is some, else the English', () => {
    expect(localizedText('Villa Les Ondes', 'Villa Les Ondes, face à l’océan', 'fr')).toEqual({
      text: 'Villa Les Ondes, face à l’océan',
      lang: 'fr',
    });
    expect(localizedText('Sea views', null, 'fr')).toEqual({ text: 'Sea views', lang: 'en' });
    expect(localizedText('Sea views', undefined, 'fr')).toEqual({ text: 'Sea views', lang: 'en' });
    expect(localizedText('Sea views', '  ', 'fr')).toEqual({ text: 'Sea views', lang: 'en' });
  });

  it('always shows the English on an English page', () => {
    expect(localizedText('Sea views', 'Vue sur la mer', 'en')).toEqual({ text: 'Sea views', lang: 'en' });
  });

  it('marks only text in another language than the page’s', () => {
    expect(langAttribute({ text: 'x', lang: 'en' }, 'fr')).toBe('en');
    expect(langAttribute({ text: 'x', lang: 'fr' }, 'fr')).toBeUndefined();
    expect(langAttribute({ text: 'x', lang: 'en' }, 'en')).toBeUndefined();
  });

  it('localises a row: one text per field, no French columns, the fallbacks named', () => {
    const row = {
      id: '1',
      title: 'Villa',
      title_fr: 'La villa',
      description: 'A villa.',
      description_fr: null,
      french_missing: true,
      price: 5,
    };
    expect(localizeRow(row, ['title', 'description'], 'fr')).toEqual({
      id: '1',
      title: 'La villa',
      description: 'A villa.',
      price: 5,
      lang: { description: 'en' },
    });
    expect(localizeRow(row, ['title', 'description'], 'en')).toEqual({
      id: '1',
      title: 'Villa',
      description: 'A villa.',
      price: 5,
      lang: {},
    });
  });

  it('gives a row’s photos their French words on a French page, the English (marked) where they have none', () => {
    const row = {
      title: 'Villa',
      title_fr: 'La villa',
      images: [
        { src: '/a.webp', alt: 'The pool', alt_fr: 'La piscine' },
        { src: '/b.webp', alt: 'The kitchen', alt_fr: null },
      ] as ListingImage[],
      featured_image_meta: { alt: 'A harbour', alt_fr: 'Un port' },
    };
    const fr = localizeRow(row, ['title'], 'fr');
    expect(fr.images).toEqual([
      { src: '/a.webp', alt: 'La piscine', altLang: 'fr' },
      { src: '/b.webp', alt: 'The kitchen' },
    ]);
    expect(fr.featured_image_meta).toEqual({ alt: 'Un port', altLang: 'fr' });
    expect(fr.images.map((image) => imageTextLang(image.alt, 'fr', undefined, image.altLang))).toEqual([
      undefined,
      'en',
    ]);
    const en = localizeRow(row, ['title'], 'en');
    expect(en.images).toEqual([
      { src: '/a.webp', alt: 'The pool' },
      { src: '/b.webp', alt: 'The kitchen' },
    ]);
    expect(en.featured_image_meta).toEqual({ alt: 'A harbour' });
  });

  it('gives a post its French address on the French site when it has one', () => {
    expect(localizedSlug({ slug: 'island-living', slug_fr: 'vivre-sur-l-ile' }, 'fr')).toBe('vivre-sur-l-ile');
    expect(localizedSlug({ slug: 'island-living', slug_fr: 'vivre-sur-l-ile' }, 'en')).toBe('island-living');
    expect(localizedSlug({ slug: 'island-living', slug_fr: null }, 'fr')).toBe('island-living');
  });
});
