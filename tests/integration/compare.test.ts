/**
 * Comparing saved properties (issue 31, item 5) through /saved's action and loader on both engines, as a browser
 * without JavaScript does it: each "Compare" is a POST that sets the comparison cookie and comes back; at most
 * four homes, a fifth replacing the one added first; only saved, published properties; columns in the order
 * they were added, with the amenities each home has.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as savedRoute from '#app/routes/public/saved';
import { favouritesCookie } from '#app/domain/listings/favourites';
import { ENGINES, useTestDatabase } from '#tests/helpers/databases';
import { get, insertProperty, postForm, requestContext, unwrap } from '#tests/helpers/fixtures';

type Args = never;
type Loaded = Awaited<ReturnType<typeof savedRoute.loader>>;

describe.each(ENGINES)('comparing saved properties (%s)', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const homes: string[] = [];
  let notSaved = '';

  beforeAll(async () => {
    const { db } = database();
    for (const [n, bedrooms] of [4, 4, 5, 6, 7].entries()) {
      homes.push(
        await insertProperty(db, {
          title: `Home ${n + 1}`,
          price: 2_000_000 + n * 1_000_000,
          bedrooms,
          area: 400,
          amenities: n === 0 ? ['Pool', 'Gym'] : ['Pool'],
          status: 'published',
        }),
      );
    }
    notSaved = await insertProperty(db, { title: 'Not saved', status: 'published' });
  });

  const favourites = () =>
    favouritesCookie(
      [...homes, notSaved].slice(0, 5).map((id) => ({ kind: 'property' as const, id })),
      false,
    ).split(';')[0]!;

  async function compare(
    cookie: string,
    intent: 'compare' | 'uncompare',
    id: string,
    path = '/saved',
  ): Promise<string> {
    const answer = (await savedRoute.action({
      request: postForm(path, { intent, id, redirectTo: `${path}?view=compare` }, { Cookie: cookie }),
      params: {},
      context: requestContext(database().db),
    } as Args)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`${path}?view=compare`);
    const set = answer.headers.get('Set-Cookie')!;
    expect(set).toMatch(/^compare=/);
    return `${cookie.split('; compare=')[0]}; ${set.split(';')[0]}`;
  }

  async function load(cookie: string, query = '?view=compare', path = '/saved') {
    return unwrap<Loaded extends { data: infer D } ? D : never>(
      await savedRoute.loader({
        request: get(`${path}${query}`, { headers: { Cookie: cookie } }),
        params: {},
        context: requestContext(database().db),
      } as Args),
    ).data;
  }

  it('keeps four homes, a fifth replacing the one added first, in the order they were added', async () => {
    let cookie = favourites();
    for (const id of homes) cookie = await compare(cookie, 'compare', id);
    const loaded = await load(cookie);
    expect(loaded.view).toBe('compare');
    expect(loaded.comparedHomes.map((home) => home.title)).toEqual(['Home 2', 'Home 3', 'Home 4', 'Home 5']);
    expect(loaded.comparedHomes[0]!.amenities).toEqual(['Pool']);

    const fewer = await load(await compare(cookie, 'uncompare', homes[2]!));
    expect(fewer.comparedHomes.map((home) => home.title)).toEqual(['Home 2', 'Home 4', 'Home 5']);
  });

  it('compares only saved, published properties', async () => {
    const { db } = database();
    let cookie = favourites();
    cookie = await compare(cookie, 'compare', homes[0]!);
    cookie = await compare(cookie, 'compare', notSaved);
    expect((await load(cookie)).comparedHomes.map((home) => home.title)).toEqual(['Home 1']);
    await db.query(`update public.properties set status = 'archived' where id = $1`, [homes[0]]);
    try {
      expect((await load(cookie)).comparedHomes).toEqual([]);
    } finally {
      await db.query(`update public.properties set status = 'published' where id = $1`, [homes[0]]);
    }
  });

  it('reads nothing more on the saved view, and comes back to the French page in French', async () => {
    let cookie = favourites();
    cookie = await compare(cookie, 'compare', homes[1]!, '/fr/saved');
    const saved = await load(cookie, '');
    expect(saved.view).toBe('saved');
    expect(saved.comparedHomes).toEqual([]);
    expect(saved.compared).toEqual([homes[1]]);
    expect((await load(cookie, '?view=compare&only=differences', '/fr/saved')).onlyDifferences).toBe(true);
  });
});
