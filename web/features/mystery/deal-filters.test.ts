import { describe, expect, it } from 'vitest';
import type { MysteryDeal } from '../../../contract/mystery';
import { chooseDate, chooseRegion, datesIn, dealsOn, surpriseDeal } from './deal-filters';

const deal = (id: string, region: string, date: string, start: string, savings = 40): MysteryDeal => ({
  id,
  region,
  date,
  savings,
  timeWindow: { start, end: start },
  possibleClubs: [],
  hole_count: 18,
  price: 60,
  originalPrice: 100,
  slotsAvailable: 4,
  imageUrl: '/images/mystery.svg',
  cancellation: { free: true, freeUntil: { date, time: start } },
});

const deals = [deal('a', 'Ticino', '2026-11-24', '10:00'), deal('b', 'Ticino', '2026-11-23', '14:00', 45), deal('c', 'Ticino', '2026-11-23', '09:00'), deal('d', 'Bern', '2026-11-25', '08:00', 50)];

describe('mystery filters', () => {
  it('offers the dates of the region in order, and its deals of a day by window', () => {
    expect(datesIn(deals, 'Ticino')).toEqual(['2026-11-23', '2026-11-24']);
    expect(dealsOn(deals, 'Ticino', '2026-11-23').map((item) => item.id)).toEqual(['c', 'b']);
  });

  it('keeps deals of one window in the same order, however they arrive', () => {
    const sameWindow = [deal('z', 'Bern', '2026-11-25', '09:00'), { ...deal('y', 'Bern', '2026-11-25', '09:00'), hole_count: 9 }, deal('x', 'Bern', '2026-11-25', '09:00')];
    const order = dealsOn(sameWindow, 'Bern', '2026-11-25').map((item) => item.id);
    expect(order).toEqual(['y', 'x', 'z']);
    expect(dealsOn([...sameWindow].reverse(), 'Bern', '2026-11-25').map((item) => item.id)).toEqual(order);
  });

  it('clears date and deal when the region changes', () => {
    expect(chooseRegion('Bern')).toEqual({ region: 'Bern', date: '', dealId: '' });
  });

  it('picks the deal when it is the only one that day, and leaves the choice to the golfer otherwise', () => {
    const inTicino = chooseRegion('Ticino');
    expect(chooseDate(deals, inTicino, '2026-11-24').dealId).toBe('a');
    expect(chooseDate(deals, { ...inTicino, dealId: 'a' }, '2026-11-23').dealId).toBe('');
  });

  it('surprises with the best saving, on the wished date when there is a deal that day', () => {
    expect(surpriseDeal(deals, '2026-11-23')!.id).toBe('b');
    expect(surpriseDeal(deals, '2026-12-01')!.id).toBe('d');
    expect(surpriseDeal([], null)).toBeNull();
  });
});
