import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currencySettingsTexts } from '#app/domain/currency/form';
import { usdBand } from '#app/domain/currency/currency';
import * as currencySettings from '#app/routes/admin/currency-settings';
import * as propertiesRoute from '#app/routes/public/properties';
import * as rentalsRoute from '#app/routes/public/rentals';
import { upsertStaffAccount } from '#app/server/auth/staff-accounts.server';
import { createBackend } from '#tests/helpers/backend';
import { ANONYMOUS, sqlExecutor } from '#app/server/backend/sql-executor.server';
import { clearCounts } from '#app/server/backend/count-cache.server';
import { clearRateCache } from '#app/server/currency/rate-cache.server';
import { visitorCurrencyContext } from '#app/server/currency/visitor.server';
import { createUser, ENGINES, useTestDatabase } from '#tests/helpers/databases';
import {
  get,
  insertProperty,
  insertRental,
  postForm,
  requestContext,
  signInRequest,
  unwrap,
} from '#tests/helpers/fixtures';
import { signInWithSecondFactor } from '#tests/helpers/second-factor';

/**
 * Prices in dollars or euros (supabase/migrations/…_currency.sql): the database keeps every listing's
 * normalised dollar amount in step with its price, its currency and the rate; a price band asked for in
 * euros returns exactly the listings of the same band in dollars; only staff set the rate.
 */
type Args = never;

describe.each(ENGINES)('currencies on %s', (engine) => {
  const database = useTestDatabase(engine, { seedDemo: false });
  const q = async <T>(sql: string, params: unknown[] = []) => (await database().db.query<T>(sql, params)).rows;
  let staffId = '';
  let cookie = '';

  beforeAll(async () => {
    const { db } = database();
    staffId = await createUser(db, { staff: true });
    const email = `rates-${engine}@example.com`;
    await upsertStaffAccount(db, email, 'correct-horse-battery-staple');
    const result = await signInWithSecondFactor(
      signInRequest(`192.0.2.${engine === 'pglite' ? 60 : 61}`),
      email,
      'correct-horse-battery-staple',
    );
    if (!result.ok) throw new Error(result.message);
    cookie = result.headers.get('Set-Cookie')!.split(';')[0]!;
  });

  beforeEach(() => {
    clearRateCache();
    clearCounts();
  });

  const staff = () =>
    createBackend(sqlExecutor(database().db, { role: 'authenticated', aal: 'aal2', userId: staffId }));
  const setRate = (rate: number) => q(`update public.currency_settings set eur_usd_rate = $1`, [rate]);
  const usdOf = async (table: 'properties' | 'rentals', id: string) =>
    (
      await q<{ usd: number }>(
        `select ${table === 'properties' ? 'price_usd' : 'daily_rate_usd'}::float8 as usd from public.${table} where id = $1`,
        [id],
      )
    )[0]!.usd;

  it('starts at the default rate, and existing listings in dollars normalise to their own price', async () => {
    expect(await q('select eur_usd_rate::float8 as rate from public.currency_settings')).toEqual([{ rate: 1.08 }]);
    const id = await insertProperty(database().db, { price: 2_345_678 });
    expect(
      await q('select price_currency, price_usd::float8 as usd from public.properties where id = $1', [id]),
    ).toEqual([{ price_currency: 'USD', usd: 2_345_678 }]);
  });

  it('keeps the normalised amount in step with the price and the currency, whatever the client sends', async () => {
    await setRate(1.08);
    const { db } = database();
    const property = await insertProperty(db, { price: 1_000_000, price_currency: 'EUR', price_usd: 5 });
    expect(await usdOf('properties', property)).toBe(1_080_000);
    const backend = staff();
    await backend.saveProperty(property, { price: 2_500_001 });
    expect(await usdOf('properties', property)).toBe(2_700_001); // 2,700,001.08
    await backend.saveProperty(property, { price_currency: 'USD' });
    expect(await usdOf('properties', property)).toBe(2_500_001);
    await q('update public.properties set price_usd = 1 where id = $1', [property]);
    expect(await usdOf('properties', property)).toBe(2_500_001);

    const rental = await insertRental(db, { daily_rate: 463, price_currency: 'EUR' });
    expect(await usdOf('rentals', rental)).toBe(500); // 500.04
    await backend.saveRental(rental, { daily_rate: 1000 });
    expect(await usdOf('rentals', rental)).toBe(1080);
    await expect(q(`update public.rentals set price_currency = 'GBP' where id = $1`, [rental])).rejects.toThrow();
  });

  it('re-normalises every euro listing (drafts too) when staff change the rate, records who and when, leaves updated_at', async () => {
    await setRate(1.08);
    const { db } = database();
    const euro = await insertProperty(db, { price: 3_000_000, price_currency: 'EUR' });
    const draft = await insertRental(db, { daily_rate: 2000, price_currency: 'EUR', status: 'draft' });
    const dollar = await insertProperty(db, { price: 3_000_000 });
    const before = await q<{ updated_at: string }>('select updated_at::text from public.properties where id = $1', [
      euro,
    ]);

    expect(await staff().saveExchangeRate(1.123457)).toBe(true);
    expect(await usdOf('properties', euro)).toBe(3_370_371); // 3,370,371
    expect(await usdOf('rentals', draft)).toBe(2247); // 2,246.914
    expect(await usdOf('properties', dollar)).toBe(3_000_000);
    expect(await q('select updated_at::text from public.properties where id = $1', [euro])).toEqual(before);

    const setting = await staff().getExchangeRate();
    expect(setting).toMatchObject({ eurUsd: 1.123457, setBy: staffId });
    expect(Date.now() - Date.parse(setting!.setAt)).toBeLessThan(60_000);
    const [change] = await staff().listExchangeRateChanges(1);
    expect(change).toMatchObject({ eur_usd_rate: 1.123457, previous_rate: 1.08, set_by: staffId });
    expect(change!.actor).not.toBe('System');
  });

  it('lets everyone read the rate and only staff change it', async () => {
    await setRate(1.08);
    const { db } = database();
    const visitor = createBackend(sqlExecutor(db, ANONYMOUS));
    expect((await visitor.getExchangeRate())?.eurUsd).toBe(1.08);
    await expect(visitor.saveExchangeRate(2)).rejects.toThrow();
    const member = createBackend(
      sqlExecutor(db, { role: 'authenticated', aal: 'aal2', userId: await createUser(db, { staff: false }) }),
    );
    expect(await member.saveExchangeRate(2)).toBe(false);
    expect(await member.listExchangeRateChanges()).toEqual([]);
    await expect(q(`update public.currency_settings set eur_usd_rate = 0`)).rejects.toThrow();
    expect((await visitor.getExchangeRate())?.eurUsd).toBe(1.08);
  });

  describe('price bands in the visitor currency', () => {
    const listIds = async (route: 'properties' | 'rentals', search: string, currency: 'USD' | 'EUR') => {
      const context = requestContext(database().db);
      context.set(visitorCurrencyContext, currency);
      const request = get(`/${route}${search}`);
      const loader = (route === 'properties' ? propertiesRoute.loader : rentalsRoute.loader) as (
        args: unknown,
      ) => Promise<{ results: { rows: { id: string }[] } }>;
      const result = await loader({ request, context, params: {} });
      return result.results.rows.map((row) => row.id).sort();
    };

    it('returns exactly the listings of the equivalent dollar band, bounds included', async () => {
      await setRate(1.08);
      const { db } = database();
      await q('delete from public.properties');
      await q('delete from public.rentals');
      const inBand = [
        await insertProperty(db, { price: 1_000_000, price_currency: 'EUR' }), // $1,080,000: the lower bound
        await insertProperty(db, { price: 1_080_000 }),
        await insertProperty(db, { price: 3_000_000, price_currency: 'EUR' }), // $3,240,000: the upper bound
        await insertProperty(db, { price: 3_240_000 }),
      ].sort();
      await insertProperty(db, { price: 1_079_999 });
      await insertProperty(db, { price: 999_999, price_currency: 'EUR' });
      await insertProperty(db, { price: 3_240_001 });
      await insertProperty(db, { price: 3_000_001, price_currency: 'EUR' });

      const band = usdBand({ min: 1_000_000, max: 3_000_000 }, 'EUR', { eurUsd: 1.08, setAt: '' });
      expect(band).toEqual({ min: 1_080_000, max: 3_240_000 });
      const euros = await listIds('properties', '?price=1000000-3000000', 'EUR');
      expect(euros).toEqual(inBand);
      expect(await listIds('properties', `?price=${band.min}-${band.max}`, 'USD')).toEqual(euros);
      // The same link in dollars is another band.
      expect(await listIds('properties', '?price=1000000-3000000', 'USD')).not.toEqual(euros);

      const nightly = [
        await insertRental(db, { daily_rate: 463, price_currency: 'EUR' }), // $500
        await insertRental(db, { daily_rate: 1080 }),
      ].sort();
      await insertRental(db, { daily_rate: 499 });
      await insertRental(db, { daily_rate: 1001, price_currency: 'EUR' });
      expect(await listIds('rentals', '?price=463-1000', 'EUR')).toEqual(nightly);
      expect(await listIds('rentals', '?price=500-1080', 'USD')).toEqual(nightly);

      // A new rate moves the euro listings and the euro band together.
      await staff().saveExchangeRate(1.2);
      expect(await listIds('properties', '?price=1000000-3000000', 'EUR')).toEqual(
        await listIds('properties', '?price=1200000-3600000', 'USD'),
      );
      // Sorting by price mixes currencies by their dollar value.
      const sorted = await (
        propertiesRoute.loader as (
          args: unknown,
        ) => Promise<{ results: { rows: { price: number; price_currency: string }[] } }>
      )({
        request: get('/properties?sort=price-asc'),
        context: requestContext(db),
        params: {},
      });
      const dollars = sorted.results.rows.map((row) => (row.price_currency === 'EUR' ? row.price * 1.2 : row.price));
      expect(dollars).toEqual([...dollars].sort((a, b) => a - b));
    });
  });

  describe('the rate settings action', () => {
    const post = async (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) => {
      try {
        return await currencySettings.action({
          request: postForm('/admin/settings/currency', fields, headers),
          params: {},
          context: requestContext(database().db),
        } as Args);
      } catch (thrown) {
        return thrown;
      }
    };

    it('sends anyone not signed in to the login page and changes nothing', async () => {
      await setRate(1.08);
      const result = await post({ eurUsdRate: '1.5' }, {});
      expect(result).toBeInstanceOf(Response);
      expect((result as Response).headers.get('Location')).toMatch(/^\/login/);
      expect(await q('select eur_usd_rate::float8 as rate from public.currency_settings')).toEqual([{ rate: 1.08 }]);
    });

    it.each([
      ['', currencySettingsTexts.required],
      ['abc', currencySettingsTexts.required],
      ['0', currencySettingsTexts.range],
      ['-1', currencySettingsTexts.range],
      ['100', currencySettingsTexts.range],
      ['1.0812345', currencySettingsTexts.decimals],
    ])('refuses %j with a field message', async (value, message) => {
      const result = unwrap<{ result: { error: Record<string, string[]> } }>(await post({ eurUsdRate: value }));
      expect(result.status).toBe(400);
      expect(result.data.result.error.eurUsdRate).toEqual([message]);
    });

    it('saves a valid rate for staff and comes back with done=saved', async () => {
      const result = await post({ eurUsdRate: '1.0925' });
      expect((result as Response).headers.get('Location')).toBe('/admin/settings/currency?done=saved');
      expect(await q('select eur_usd_rate::float8 as rate from public.currency_settings')).toEqual([{ rate: 1.0925 }]);
    });
  });
});
