import { describe, expect, it } from 'vitest';
import {
  agreementInForce,
  commissionOn,
  parsePercent,
  percentOf,
  percentText,
  termsOf,
  type AgreementTerms,
} from './agreements';
import type { ManagementAgreementRow } from './rows';

const terms = (percent: number, overrides: Partial<AgreementTerms> = {}): AgreementTerms => ({
  commissionHundredths: percent,
  commissionBase: 'accommodation',
  servicesTreatment: 'agency-revenue',
  ...overrides,
});

describe('percentages', () => {
  it('reads 0–100 with at most two decimals, as the database prints them or a form sends them', () => {
    expect(parsePercent('18.50')).toBe(1850);
    expect(parsePercent('18.5')).toBe(1850);
    expect(parsePercent(18.5)).toBe(1850);
    expect(parsePercent('20')).toBe(2000);
    expect(parsePercent('0.05')).toBe(5);
    expect(parsePercent('100.00')).toBe(10_000);
    expect(parsePercent('100.000')).toBe(10_000);
    for (const bad of ['100.01', '-1', '18.505', '1e2', '', 'abc', '18,5', null, undefined]) {
      expect(parsePercent(bad), String(bad)).toBeNull();
    }
    expect(percentText(1850)).toBe('18.50');
    expect(percentText(5)).toBe('0.05');
  });

  it('takes a percentage of minor units in integers, half away from zero', () => {
    expect(percentOf(100_000, 2000)).toBe(20_000);
    expect(percentOf(333, 1850)).toBe(62); // 61.605
    expect(percentOf(1, 5000)).toBe(1); // 0.5 rounds up
    expect(percentOf(-1, 5000)).toBe(-1); // a refund, symmetric
    expect(percentOf(12_345_678_901, 1234)).toBe(1_523_456_776); // 1 523 456 776.38…
    expect(() => percentOf(1.5, 100)).toThrow();
  });
});

describe('the agreement in force', () => {
  const rows = [
    { id: 'b', effective_from: '2026-07-15' },
    { id: 'a', effective_from: '2026-01-01' },
    { id: 'c', effective_from: '2027-01-01' },
  ];
  it('is the latest that began on or before the day; none before the first', () => {
    expect(agreementInForce(rows, '2025-12-31')).toBeNull();
    expect(agreementInForce(rows, '2026-01-01')?.id).toBe('a');
    expect(agreementInForce(rows, '2026-07-14')?.id).toBe('a');
    expect(agreementInForce(rows, '2026-07-15')?.id).toBe('b');
    expect(agreementInForce(rows, '2026-12-31')?.id).toBe('b');
    expect(agreementInForce(rows, '2030-01-01')?.id).toBe('c');
    expect(agreementInForce([], '2026-01-01')).toBeNull();
  });
});

describe('the commission on a stay', () => {
  const amounts = { accommodation: 1_000_000, services: 200_000 };
  it('is taken on the accommodation only by default; services stay the agency’s', () => {
    expect(commissionOn(amounts, terms(2000))).toEqual({
      base: 1_000_000,
      commission: 200_000,
      agencyServices: 200_000,
      homeowner: 800_000,
    });
  });
  it('is taken on the services too when the base says so', () => {
    expect(commissionOn(amounts, terms(2000, { commissionBase: 'accommodation-and-services' }))).toEqual({
      base: 1_200_000,
      commission: 240_000,
      agencyServices: 200_000,
      homeowner: 760_000,
    });
  });
  it('passes the services on to the homeowner when the agreement says so', () => {
    expect(
      commissionOn(
        amounts,
        terms(1850, { commissionBase: 'accommodation-and-services', servicesTreatment: 'passed-to-homeowner' }),
      ),
    ).toEqual({ base: 1_200_000, commission: 222_000, agencyServices: 0, homeowner: 978_000 });
    expect(commissionOn(amounts, terms(1850, { servicesTreatment: 'passed-to-homeowner' }))).toEqual({
      base: 1_000_000,
      commission: 185_000,
      agencyServices: 0,
      homeowner: 1_015_000,
    });
  });
  it('reads a row’s terms, and refuses an unreadable one', () => {
    const row = {
      commission_percent: '22.75',
      commission_base: 'accommodation',
      services_treatment: 'agency-revenue',
    } as ManagementAgreementRow;
    expect(termsOf(row)).toEqual(terms(2275));
    expect(() => termsOf({ ...row, commission_percent: '101' })).toThrow();
  });
});
