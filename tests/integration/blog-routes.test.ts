/**
 * The blog's loaders under /fr (issue 14): the same posts, a page past the last one sends the visitor to the
 * last page in their own language, and an unknown post is a 404 in both languages. The pages' French texts
 * are checked rendered in tests/e2e/i18n-pages.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as blogPostRoute from '#app/routes/public/blog-post';
import * as blogRoute from '#app/routes/public/blog';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertPost, requestContext, thrownStatus } from '#tests/helpers/fixtures';

type Args = never;

describe.each(ENGINES)('the blog in both languages on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });

  beforeAll(async () => {
    await insertPost(database().db, { slug: 'a-french-reader', title: 'A French Reader', status: 'published' });
  });

  const list = (path: string) =>
    blogRoute.loader({ request: get(path), params: {}, context: requestContext(database().db) } as Args);

  it('lists the same posts under /fr', async () => {
    const [english, french] = await Promise.all([list('/blog'), list('/fr/blog')]);
    // The same posts; a post without French shows its English, which the French page marks as English.
    const withoutLang = (posts: typeof english.posts) => posts.map(({ lang: _lang, ...post }) => post);
    expect(withoutLang(french.posts)).toEqual(withoutLang(english.posts));
    expect([french.page, french.pageCount]).toEqual([english.page, english.pageCount]);
    // The meta description in the page's language, given by the loader.
    expect(english.description).toMatch(/^The Island Journal: /);
    expect(french.description).toMatch(/^Le Journal des îles\u00a0: /);
    expect(english.posts.every((post) => Object.keys(post.lang).length === 0)).toBe(true);
    expect(french.posts.every((post) => post.lang.title === 'en' && post.lang.content === 'en')).toBe(true);
    expect(french.posts.map((post) => post.slug)).toContain('a-french-reader');
  });

  it('sends a page past the last one to the last page, in the same language', async () => {
    for (const [path, target] of [
      ['/fr/blog?page=40', '/fr/blog'],
      ['/blog?page=40', '/blog'],
    ] as const) {
      try {
        await list(path);
        expect.unreachable(`${path} should redirect`);
      } catch (error) {
        expect(error).toBeInstanceOf(Response);
        expect((error as Response).status).toBe(302);
        expect((error as Response).headers.get('Location')).toBe(target);
      }
    }
  });

  it('answers 404 for an unknown post in either language', async () => {
    for (const path of ['/blog/no-such-post', '/fr/blog/no-such-post']) {
      const status = await thrownStatus(() =>
        blogPostRoute.loader({
          request: get(path),
          params: { slug: 'no-such-post' },
          context: requestContext(database().db),
        } as Args),
      );
      expect(status).toBe(404);
    }
  });
});
