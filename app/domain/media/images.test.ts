import { describe, expect, it } from 'vitest';
import { imageTextLang, isResizableImage, resizedImageUrl, srcSet, widthsFor } from './images';

describe('responsive images', () => {
  it('resizes only local images under /images/', () => {
    expect(isResizableImage('/images/demo/villa-01.webp')).toBe(true);
    expect(isResizableImage('/images/../server.ts')).toBe(false);
    expect(isResizableImage('https://cdn.example.com/a.jpg')).toBe(false);
    expect(isResizableImage('/images/demo/a.svg')).toBe(false);
  });
  it('offers widths up to twice the displayed size', () => {
    expect(widthsFor(400)).toEqual([320, 480, 640, 800, 960]);
    expect(widthsFor(2000)).toEqual([320, 480, 640, 800, 960, 1280, 1920]);
  });
  it('builds srcset entries for the resizer', () => {
    expect(resizedImageUrl('/images/a.webp', 640, 'avif')).toBe('/_img?src=%2Fimages%2Fa.webp&w=640&f=avif');
    expect(srcSet('/images/a.webp', [320, 640], 'webp')).toBe(
      '/_img?src=%2Fimages%2Fa.webp&w=320&f=webp 320w, /_img?src=%2Fimages%2Fa.webp&w=640&f=webp 640w',
    );
  });
});

describe('imageTextLang', () => {
  it('marks staff’s own (English) alt text on a French page, and nothing on an English one', () => {
    expect(imageTextLang('The pool at dusk', 'fr')).toBe('en');
    expect(imageTextLang('The pool at dusk', 'en')).toBeUndefined();
  });

  it('without an own text, follows the title it falls back to', () => {
    expect(imageTextLang('  ', 'fr', 'en')).toBe('en');
    expect(imageTextLang(undefined, 'fr')).toBeUndefined();
    expect(imageTextLang(null, 'fr', undefined)).toBeUndefined();
  });
});
