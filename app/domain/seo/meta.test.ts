import { describe, expect, it } from 'vitest';
import { DEFAULT_OG_IMAGE, pageMeta, rootOrigin } from './meta';

describe('pageMeta', () => {
  it('gives link previews absolute page and image addresses on the site’s origin', () => {
    const tags = pageMeta({
      title: 'T',
      description: 'D',
      path: '/fr/blog/x',
      origin: 'https://islandestates.example',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://islandestates.example/fr/blog/x' });
    expect(tags).toContainEqual({ property: 'og:image', content: `https://islandestates.example${DEFAULT_OG_IMAGE}` });
    // An image elsewhere keeps its own address.
    const elsewhere = pageMeta({
      title: 'T',
      description: 'D',
      path: '/',
      origin: 'https://a.example',
      image: 'https://cdn.example/p.jpg',
    });
    expect(elsewhere).toContainEqual({ property: 'og:image', content: 'https://cdn.example/p.jpg' });
  });

  it('reads the origin the root loader names', () => {
    expect(
      rootOrigin([
        { id: 'root', loaderData: { origin: 'https://islandestates.example' } },
        { id: 'routes/public/home' },
      ]),
    ).toBe('https://islandestates.example');
    expect(rootOrigin([undefined])).toBe('');
  });
});
