import { describe, expect, it } from 'vitest';
import { majorUnits } from './payment-export';
import { cashExpectedHref, parsePaymentListState, paymentListSearch } from './payment-list';
import type { CalendarDate } from '#app/domain/booking/dates';

const RENTAL = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the payments list state', () => {
  it('reads every filter from the URL and writes it back the same', () => {
    const params = new URLSearchParams(
      `status=overdue&rental=${RENTAL}&from=2027-01-01&to=2027-03-31&currency=EUR&page=3`,
    );
    const state = parsePaymentListState(params);
    expect(state).toEqual({
      status: 'overdue',
      rental: RENTAL,
      from: '2027-01-01',
      to: '2027-03-31',
      currency: 'EUR',
      page: 3,
    });
    expect(paymentListSearch(state)).toBe(`?${params.toString()}`);
    expect(paymentListSearch(state, { page: 1 })).not.toContain('page=');
  });

  it('falls back to "all" for what it cannot read, and to no search at all', () => {
    const state = parsePaymentListState(
      new URLSearchParams('status=late&rental=villa&from=2027-02-30&to=soon&currency=GBP&page=-2'),
    );
    expect(state).toEqual({ status: 'all', page: 1 });
    expect(paymentListSearch(state)).toBe('');
  });

  it('links the dashboard to the next 90 days', () => {
    expect(cashExpectedHref('2026-12-01' as CalendarDate)).toBe('/admin/payments?from=2026-12-01&to=2027-03-01');
  });
});

describe('majorUnits', () => {
  it('writes minor units as whole units to the cent, without grouping or floating point', () => {
    expect(majorUnits(1_235_000, 'USD')).toBe('12350.00');
    expect(majorUnits(864_150, 'EUR')).toBe('8641.50');
    expect(majorUnits(5, 'USD')).toBe('0.05');
    expect(majorUnits(0, 'EUR')).toBe('0.00');
    expect(majorUnits(-50_000, 'USD')).toBe('-500.00');
    expect(majorUnits(null, 'USD')).toBeNull();
  });
});
