import { describe, expect, it } from 'vitest';
import { blogFormSchema, propertyFormSchema, rentalFormSchema } from './admin-forms';

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
    images: [{ src: ' /images/a.webp ', alt: ' The pool ' }, { src: '', alt: 'blank' }, undefined, { src: 'https://cdn.example.com/b.jpg', caption: ' At dusk ' }],
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
    const result = propertyFormSchema.safeParse({ ...valid, title: '', price: '-1', bedrooms: '-1', bathrooms: '-2', area: '-3', location: undefined, address: '', description: '' });
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
});

describe('rentalFormSchema', () => {
  it('uses the spec messages for stays and guests', () => {
    const result = rentalFormSchema.safeParse({
      title: 'R', island: 'Sint Maarten', location: 'Maho', address: 'x', description: 'd', status: 'draft',
      daily_rate: '-5', bedrooms: '1', bathrooms: '1', area: '-1', min_stay_days: '0', max_guests: '0',
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
