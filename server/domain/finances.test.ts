import { describe, expect, it } from 'vitest';
import { isQrIban, isValidIban, isValidSwissVat, monthRange, shiftMonth } from '../../contract/finances';
import { monthlyStatement } from './finances';

describe("a month of a club's money", () => {
  it('takes 10% of the revenue after refunds, from the online money', () => {
    expect(monthlyStatement({ onlineRevenue: 1000, atClubRevenue: 500, refunds: 100 })).toEqual({
      onlineRevenue: 1000,
      atClubRevenue: 500,
      revenue: 1500,
      refunds: 100,
      commissionPercent: 10,
      commission: 140,
      netPayout: 760,
    });
  });

  it('leaves a negative payout when the club took the money itself', () => {
    expect(monthlyStatement({ onlineRevenue: 0, atClubRevenue: 250, refunds: 0 }).netPayout).toBe(-25);
  });

  it('counts in Rappen, so no binary fraction reaches an amount', () => {
    const statement = monthlyStatement({ onlineRevenue: 0.1 + 0.2, atClubRevenue: 0, refunds: 0 });
    expect(statement.revenue).toBe(0.3);
    expect(statement.commission).toBe(0.03);
    expect(statement.netPayout).toBe(0.27);
  });

  it('knows the days of a month and the month before', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -1)).toBe('2026-10');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });
});

describe('bank and VAT details', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', true],
    ['ch9300762011623852957', true],
    ['LI21 0881 0000 2324 013A A', true],
    ['CH93 0076 2011 6238 5295 8', false],
    ['DE89 3704 0044 0532 0130 00', false],
    ['CH93 0076 2011 6238 5295', false],
    ['', false],
  ])('IBAN %s is %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));

  it.each([
    ['CH44 3199 9123 0008 8901 2', true],
    ['CH21 3080 8001 2345 6782 7', true],
    ['CH93 0076 2011 6238 5295 7', false],
    ['CH44 3199 9123 0008 8901 3', false],
  ])('%s is a QR-IBAN, which a bank refuses for a plain transfer: %s', (iban, qr) => expect(isQrIban(iban)).toBe(qr));

  it.each([
    ['CHE-116.281.710', true],
    ['CHE-116.281.710 MWST', true],
    ['CHE-109.322.551 TVA', true],
    ['CHE-116.281.711', false],
    ['CHE116281710', false],
    ['CHE-123.456.789', false],
    ['DE-116.281.710', false],
  ])('VAT number %s is %s', (vat, valid) => expect(isValidSwissVat(vat)).toBe(valid));
});
