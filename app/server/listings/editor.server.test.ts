import { describe, expect, it } from 'vitest';
import { applyListDrafts } from './editor.server';

const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  return formData;
};

describe('applyListDrafts', () => {
  it('turns Add into Conform’s insert intent with the typed text', () => {
    const formData = form({
      'images[0].src': '/a.webp',
      'images-draft': ' /b.webp ',
      'list-add': 'images',
      'amenities-draft': 'Pool',
    });
    expect(applyListDrafts(formData)).toEqual({ fieldErrors: {}, drafts: {} });
    expect(JSON.parse(String(formData.get('__intent__')))).toEqual({
      type: 'insert',
      payload: { name: 'images', defaultValue: { src: '/b.webp', alt: '' } },
    });
    expect(formData.has('images-draft') || formData.has('amenities-draft') || formData.has('list-add')).toBe(false);
  });
  it('refuses a malformed image URL, keeping the text to correct', () => {
    const formData = form({ 'images-draft': 'ftp://x', 'list-add': 'images' });
    expect(applyListDrafts(formData)).toEqual({
      fieldErrors: { images: [expect.stringMatching(/must start with/)] },
      drafts: { images: 'ftp://x' },
    });
    expect(JSON.parse(String(formData.get('__intent__')))).toEqual({ type: 'validate', payload: { name: 'images' } });
  });
  it('ignores a blank or duplicate Add', () => {
    const duplicate = form({ 'amenities[0]': 'Pool', 'amenities-draft': 'Pool', 'list-add': 'amenities' });
    applyListDrafts(duplicate);
    expect(JSON.parse(String(duplicate.get('__intent__'))).type).toBe('validate');
    const sameImage = form({
      'images[0].src': '/a.webp',
      'images[0].alt': 'A',
      'images-draft': '/a.webp',
      'list-add': 'images',
    });
    applyListDrafts(sameImage);
    expect(JSON.parse(String(sameImage.get('__intent__'))).type).toBe('validate');
  });
  it('keeps text typed but never added when saving', () => {
    const formData = form({
      'amenities[0]': 'Pool',
      'amenities[3]': 'Gym',
      'amenities-draft': ' Chef ',
      'images-draft': '',
    });
    applyListDrafts(formData);
    expect(formData.get('amenities[4]')).toBe('Chef');
    expect(formData.has('__intent__')).toBe(false);
  });
});
