import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentListPage } from '#app/domain/payments/payment-list';
import { clearPaymentListCache, throughPaymentListCache } from './list-cache.server';

const page = (total: number): PaymentListPage => ({ rows: [], total, totals: [] });

describe('the payments list kept between writes', () => {
  beforeEach(() => clearPaymentListCache());

  it('computes a page once per version of the database, and again once the version moved', async () => {
    const read = vi.fn(async () => page(read.mock.calls.length));
    expect((await throughPaymentListCache('t/1/7', 'all', read)).total).toBe(1);
    expect((await throughPaymentListCache('t/1/7', 'all', read)).total).toBe(1);
    expect(read).toHaveBeenCalledTimes(1);
    // Another filter, or the same after a write: computed.
    expect((await throughPaymentListCache('t/1/7', 'overdue', read)).total).toBe(2);
    expect((await throughPaymentListCache('t/1/8', 'all', read)).total).toBe(3);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares one computation between requests that arrive together', async () => {
    let finish!: (value: PaymentListPage) => void;
    const read = vi.fn(() => new Promise<PaymentListPage>((resolve) => (finish = resolve)));
    const first = throughPaymentListCache('t/1/1', 'all', read);
    const second = throughPaymentListCache('t/1/1', 'all', read);
    finish(page(20_000));
    expect(await Promise.all([first, second])).toEqual([page(20_000), page(20_000)]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next request asks the database again', async () => {
    const failing = vi.fn(async (): Promise<PaymentListPage> => {
      throw new Error('database away');
    });
    await expect(throughPaymentListCache('t/1/1', 'all', failing)).rejects.toThrow('database away');
    const read = vi.fn(async () => page(5));
    expect((await throughPaymentListCache('t/1/1', 'all', read)).total).toBe(5);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
