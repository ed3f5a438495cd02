import { describe, expect, it } from 'vitest';
import type { MysteryDeal, MysteryRegion } from '../../../contract/mystery';
import {
  anyDeals,
  bestDeal,
  byDay,
  byWindow,
  chooseDate,
  chooseDeal,
  chooseRegion,
  chosenDeal,
  currentChoice,
  datesIn,
  noChoice,
  regionOptions,
} from './deal-filters';

const deal = (id: string, region: string, date: string, start: string, savings = 40): MysteryDeal => ({
  id,
  region,
  date,
  savings,
  timeWindow: { start, end: start },
  possibleClubs: [],
  hole_count: 18,
  price: 60,
  usualPriceFrom: 100,
  slotsAvailable: 4,
  maxPlayers: 4,
  imageUrl: '/images/mystery.svg',
  cancellation: { free: true, freeUntil: { date, time: start } },
  playerRules: { handicapLimit: null, proof: 'none' },
});

const deals = [
  deal('a', 'Ticino', '2026-11-24', '10:00'),
  deal('b', 'Ticino', '2026-11-23', '14:00', 45),
  deal('c', 'Ticino', '2026-11-23', '09:00'),
  deal('d', 'Bern', '2026-11-25', '08:00', 50),
];
const regions: MysteryRegion[] = [
  { region: 'Bern & Mittelland', dates: ['2026-11-25'] },
  { region: 'Ticino', dates: ['2026-11-24', '2026-11-23'] },
  { region: 'Valais', dates: [] },
];

describe('mystery regions and days', () => {
  it('offers every region by its name in the language, those without deal days disabled', () => {
    const german: Record<string, string> = {
      'Bern & Mittelland': 'Bern & Mittelland',
      Ticino: 'Tessin',
      Valais: 'Wallis',
    };
    expect(regionOptions(regions, (region) => german[region]!)).toEqual([
      { region: 'Bern & Mittelland', name: 'Bern & Mittelland', disabled: false },
      { region: 'Ticino', name: 'Tessin', disabled: false },
      { region: 'Valais', name: 'Wallis', disabled: true },
    ]);
  });

  it('offers the days of the chosen region in order, and none for an unknown region', () => {
    expect(datesIn(regions, 'Ticino')).toEqual(['2026-11-23', '2026-11-24']);
    expect(datesIn(regions, 'Valais')).toEqual([]);
    expect(datesIn(regions, 'Jura')).toEqual([]);
  });

  it('knows there is nothing to choose when no region has a deal day', () => {
    expect(anyDeals(regions)).toBe(true);
    expect(anyDeals([{ region: 'Valais', dates: [] }])).toBe(false);
    expect(anyDeals([])).toBe(false);
  });
});

describe('mystery filters', () => {
  it('clears date and deal when the region changes, and the deal when the date changes', () => {
    expect(chooseRegion('Ticino')).toEqual({ region: 'Ticino', date: '', dealId: '' });
    expect(chooseDate({ region: 'Ticino', date: '2026-11-23', dealId: 'b' }, '2026-11-24')).toEqual({
      region: 'Ticino',
      date: '2026-11-24',
      dealId: '',
    });
    expect(chooseDeal(chooseDate(chooseRegion('Ticino'), '2026-11-23'), 'c')).toEqual({
      region: 'Ticino',
      date: '2026-11-23',
      dealId: 'c',
    });
  });

  it('picks the deal when it is the only one that day, and leaves the choice to the golfer otherwise', () => {
    expect(chosenDeal([deals[0]!], '')!.id).toBe('a');
    expect(chosenDeal([deals[1]!, deals[2]!], '')).toBeNull();
    expect(chosenDeal([deals[1]!, deals[2]!], 'c')!.id).toBe('c');
  });

  it('drops a picked deal that is no longer there, and shows the one left', () => {
    expect(chosenDeal([deals[1]!, deals[2]!], 'gone')).toBeNull();
    expect(chosenDeal([deals[1]!], 'c')!.id).toBe('b');
    expect(chosenDeal([], 'c')).toBeNull();
  });

  it('forgets a date the region no longer has deals on, and a region that is gone', () => {
    const choice = { region: 'Ticino', date: '2026-11-23', dealId: 'c' };
    expect(currentChoice(regions, choice)).toBe(choice);
    expect(currentChoice([{ region: 'Ticino', dates: ['2026-11-24'] }], choice)).toEqual({
      region: 'Ticino',
      date: '',
      dealId: '',
    });
    expect(currentChoice([{ region: 'Bern', dates: ['2026-11-23'] }], choice)).toEqual(noChoice);
    expect(currentChoice(regions, noChoice)).toEqual(noChoice);
  });
});

describe('mystery deal order', () => {
  it('orders deals by day and window', () => {
    expect(byWindow(deals).map((item) => item.id)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('keeps deals of one window in the same order, however they arrive', () => {
    const sameWindow = [
      deal('z', 'Bern', '2026-11-25', '09:00'),
      { ...deal('y', 'Bern', '2026-11-25', '09:00'), hole_count: 9 },
      deal('x', 'Bern', '2026-11-25', '09:00'),
    ];
    const order = byWindow(sameWindow).map((item) => item.id);
    expect(order).toEqual(['y', 'x', 'z']);
    expect(byWindow([...sameWindow].reverse()).map((item) => item.id)).toEqual(order);
  });

  it('groups deals by day', () => {
    expect(
      byDay(deals.filter((item) => item.region === 'Ticino')).map(({ date, deals: ofDay }) => [
        date,
        ofDay.map((item) => item.id),
      ]),
    ).toEqual([
      ['2026-11-23', ['c', 'b']],
      ['2026-11-24', ['a']],
    ]);
    expect(byDay([])).toEqual([]);
  });
});

describe('bestDeal', () => {
  it('surprises with the highest saving, then the soonest', () => {
    expect(bestDeal(deals)!.id).toBe('d');
    expect(bestDeal(deals.filter((item) => item.date === '2026-11-23'))!.id).toBe('b');
    expect(
      bestDeal([
        deal('late', 'Bern', '2026-11-25', '08:00'),
        deal('early', 'Bern', '2026-11-24', '15:00'),
        deal('earlier', 'Bern', '2026-11-24', '09:00'),
      ])!.id,
    ).toBe('earlier');
    expect(bestDeal([])).toBeNull();
  });
});
