import { describe, expect, it } from 'vitest';
import { blogFormSchema, mergeImageDetails, propertyFormSchema, rentalFormSchema } from './forms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('propertyFormSchema', () => {
  const valid = {
    title: ' Villa ',
    price: '2500000',
    property_type: 'villa',
    location: 'Gustavia',
    island: 'Saint Barthélemy',
    bedrooms: '3',
    bathrooms: '2',
    area: '250',
    status: 'draft',
    address: '1 Rue',
    description: 'Nice',
    images: [
      { src: ' /images/a.webp ', alt: ' The pool ' },
      { src: '', alt: 'blank' },
      undefined,
      { src: 'https://cdn.example.com/b.jpg', caption: ' At dusk ' },
    ],
    amenities: ['Pool', ' ', 'Pool', ' Gym '],
  };
  it('trims, ignores blank images and amenities, and coerces numbers', () => {
    const parsed = propertyFormSchema.parse(valid);
    expect(parsed).toMatchObject({ title: 'Villa', price: 2_500_000, bedrooms: 3, featured: false });
    expect(parsed.images).toEqual([
      { src: '/images/a.webp', alt: 'The pool', caption: null },
      { src: 'https://cdn.example.com/b.jpg', alt: '', caption: 'At dusk' },
    ]);
    expect(parsed.amenities).toEqual(['Pool', 'Gym']);
  });
  it('uses the spec messages', () => {
    const result = propertyFormSchema.safeParse({
      ...valid,
      title: '',
      price: '-1',
      bedrooms: '-1',
      bathrooms: '-2',
      area: '-3',
      location: undefined,
      address: '',
      description: '',
    });
    expect(messages(result)).toEqual({
      title: 'Title is required',
      price: 'Price must be positive',
      bedrooms: 'Bedrooms must be positive',
      bathrooms: 'Bathrooms must be positive',
      area: 'Area must be positive',
      location: 'Location is required',
      address: 'Address is required',
      description: 'Description is required',
    });
  });
  it('refuses javascript: image URLs', () => {
    expect(propertyFormSchema.safeParse({ ...valid, images: [{ src: 'javascript:alert(1)' }] }).success).toBe(false);
  });
  it('keeps the discreet-location box as a boolean (an unticked box sends nothing)', () => {
    expect(propertyFormSchema.parse({ ...valid, approximate_location: 'on' }).approximate_location).toBe(true);
    expect(propertyFormSchema.parse(valid).approximate_location).toBe(false);
  });
  it('takes coordinates on or near the listing’s island, or none', () => {
    expect(propertyFormSchema.parse({ ...valid, latitude: '17.8962', longitude: '-62.8498' })).toMatchObject({
      latitude: 17.8962,
      longitude: -62.8498,
    });
    expect(propertyFormSchema.parse(valid)).not.toHaveProperty('latitude');
  });
  it('refuses coordinates off both islands, on the other island, or only one of the two, next to the field', () => {
    const refusal = (fields: Record<string, string>) => messages(propertyFormSchema.safeParse({ ...valid, ...fields }));
    expect(refusal({ latitude: '18.2206', longitude: '-63.0686' })).toEqual({
      latitude: 'These coordinates are not on or near Saint Barthélemy or Sint Maarten',
    });
    expect(refusal({ latitude: '-62.8498', longitude: '17.8962' })).toEqual({
      latitude: 'These coordinates are not on or near Saint Barthélemy or Sint Maarten',
    });
    expect(refusal({ latitude: '18.0418', longitude: '-63.118' })).toEqual({
      latitude: 'These coordinates are on Sint Maarten, not Saint Barthélemy',
    });
    expect(refusal({ latitude: '17.8962' })).toEqual({ longitude: 'Enter both latitude and longitude, or neither' });
    expect(refusal({ longitude: '-62.8498' })).toEqual({ latitude: 'Enter both latitude and longitude, or neither' });
    // Checked beside the other fields' messages, not only once they are fixed.
    expect(refusal({ title: '', latitude: '0', longitude: '0' })).toMatchObject({
      title: 'Title is required',
      latitude: 'These coordinates are not on or near Saint Barthélemy or Sint Maarten',
    });
  });
});

describe('rentalFormSchema', () => {
  it('checks a rental’s coordinates against its island too', () => {
    const rental = {
      title: 'R',
      island: 'Sint Maarten',
      location: 'Maho',
      address: 'x',
      description: 'd',
      status: 'draft',
      daily_rate: '500',
      bedrooms: '1',
      bathrooms: '1',
      area: '80',
      min_stay_days: '3',
      max_guests: '2',
    };
    expect(
      rentalFormSchema.parse({ ...rental, latitude: '18.0418', longitude: '-63.118', approximate_location: 'on' }),
    ).toMatchObject({
      latitude: 18.0418,
      approximate_location: true,
    });
    expect(messages(rentalFormSchema.safeParse({ ...rental, latitude: '17.8962', longitude: '-62.8498' }))).toEqual({
      latitude: 'These coordinates are on Saint Barthélemy, not Sint Maarten',
    });
  });
  it('uses the spec messages for stays and guests', () => {
    const result = rentalFormSchema.safeParse({
      title: 'R',
      island: 'Sint Maarten',
      location: 'Maho',
      address: 'x',
      description: 'd',
      status: 'draft',
      daily_rate: '-5',
      bedrooms: '1',
      bathrooms: '1',
      area: '-1',
      min_stay_days: '0',
      max_guests: '0',
    });
    expect(messages(result)).toEqual({
      daily_rate: 'Price cannot be negative',
      area: 'Area cannot be negative',
      min_stay_days: 'Minimum stay must be at least 1 day',
      max_guests: 'Maximum guests must be at least 1',
    });
  });
});

describe('blogFormSchema', () => {
  it('requires the featured image and advises on the slug', () => {
    const result = blogFormSchema.safeParse({ title: 'T', slug: 'Bad Slug', status: 'draft', content: 'c' });
    expect(messages(result)).toEqual({
      slug: 'Slug should contain only lowercase letters, numbers and hyphens',
      featured_image: 'Featured image URL is required',
    });
  });
});

describe('mergeImageDetails', () => {
  it('takes the words from the form and keeps what the form never carries: size, variants, the French alt text', () => {
    const stored = [
      { src: '/images/a.webp', alt: 'Old', alt_fr: 'La piscine', width: 1200, height: 800, placeholder: 'data:x' },
    ];
    expect(mergeImageDetails([{ src: '/images/a.webp', alt: 'The pool', caption: null }], stored)).toEqual([
      {
        src: '/images/a.webp',
        alt: 'The pool',
        caption: null,
        alt_fr: 'La piscine',
        width: 1200,
        height: 800,
        placeholder: 'data:x',
      },
    ]);
    expect(mergeImageDetails([{ src: '/images/b.webp', alt: '', caption: null }], stored)).toEqual([
      { src: '/images/b.webp', alt: '', caption: null },
    ]);
  });
});
