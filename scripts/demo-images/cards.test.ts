import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoContent } from '#app/server/seed/demo-content';
import { ALIKE, alikePairs, distance, likenessHash } from './likeness';

/**
 * Issue 26, item 22: the demo cards are pictures of their own. On a list page no two cards look alike, by
 * their perceptual hashes (likeness.ts says why the threshold is where it is), and no picture of a
 * listing's gallery appears in another's.
 */
const { properties, rentals, blogPosts } = demoContent;
const file = (src: string) => path.join('public', src);
const lists = {
  properties: properties.map((p) => ({ name: p.title, file: file(p.images[0]!.src) })),
  rentals: rentals.map((r) => ({ name: r.title, file: file(r.images[0]!.src) })),
  posts: blogPosts.map((p) => ({ name: p.title, file: file(p.featured_image!) })),
};

describe('demo pictures: every card its own', () => {
  for (const [list, cards] of Object.entries(lists)) {
    it(`shows no two ${list} cards that look alike`, async () => {
      const alike = await alikePairs(cards);
      expect(alike.map(({ a, b, bits }) => `${a} ~ ${b}: ${bits} of 128 bits differ`)).toEqual([]);
    });
  }

  it('gives every listing a gallery of its own: no picture in two listings', () => {
    const owner = new Map<string, string>();
    for (const listing of [...properties, ...rentals])
      for (const image of listing.images) {
        expect(owner.get(image.src), `${image.src} in ${listing.title}`).toBeUndefined();
        owner.set(image.src, listing.title);
      }
  });
});

describe('demo pictures: the likeness hash', () => {
  const card = file(properties[0]!.images[0]!.src);

  it('finds a picture like itself however it is resized or re-encoded', async () => {
    const small = await sharp(card).resize(480).jpeg({ quality: 40 }).toBuffer();
    expect(distance(await likenessHash(card), await likenessHash(small))).toBeLessThanOrEqual(4);
  });

  it('finds a picture unlike its mirror image', async () => {
    const mirror = await sharp(card).flop().png().toBuffer();
    expect(distance(await likenessHash(card), await likenessHash(mirror))).toBeGreaterThan(ALIKE);
  });
});
