import { isSCORReferenceValid } from 'swissqrbill/utils';
import { describe, expect, it } from 'vitest';
import { creditorReference, invoiceDates, invoiceNumber, postalAddress } from './invoice';

const clubId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('invoice number and reference', () => {
  it('are the same for a club and month whenever the invoice is made, and the reference passes the ISO 11649 check', () => {
    expect(invoiceNumber(clubId, '2026-11')).toBe('STT-202611-1A2B3C4D');
    expect(creditorReference(clubId, '2026-11')).toBe(creditorReference(clubId, '2026-11'));
    expect(creditorReference(clubId, '2026-11')).toMatch(/^RF\d{2}STT2026111A2B3C4D$/);
    for (const month of ['2026-01', '2026-11', '2099-12'])
      expect(isSCORReferenceValid(creditorReference(clubId, month)), month).toBe(true);
    expect(creditorReference(clubId, '2026-12')).not.toBe(creditorReference(clubId, '2026-11'));
  });
});

describe('invoiceDates', () => {
  it.each([
    ['November', '2026-11', '2026-12-01', '2026-12-31'],
    ['a February', '2026-02', '2026-03-01', '2026-03-31'],
    ['December, into the next year', '2026-12', '2027-01-01', '2027-01-31'],
  ])('dates the invoice of %s the day after it, due 30 days later', (_, month, date, dueDate) => {
    expect(invoiceDates(month)).toEqual({ date, dueDate });
  });
});

describe('postalAddress', () => {
  it.each([
    ['Seestrasse 1, 8002 Zürich', { street: 'Seestrasse 1', postcode: '8002', city: 'Zürich', country: 'CH' }],
    ['Golfpark\nWeid 9\nCH-8126 Zumikon', { street: 'Weid 9', postcode: '8126', city: 'Zumikon', country: 'CH' }],
    ['Im Riet 2, 9494 Schaan', { street: 'Im Riet 2', postcode: '9494', city: 'Schaan', country: 'LI' }],
  ])('reads %j', (text, address) => {
    expect(postalAddress('Golfclub', text)).toEqual({ name: 'Golfclub', ...address });
  });

  it.each(['Zumikon', '8126 Zumikon', 'Weid 9, Zumikon'])('gives up on %j (no street, or no postcode)', (text) => {
    expect(postalAddress('Golfclub', text)).toBeNull();
  });
});
