import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LastMinuteDeal } from '../../../../contract/last-minute';
import { addDays } from '../../../../contract/zurich-time';
import { renderInApp, testQueryClient } from '../../../test/render-in-app';
import { lastMinuteDealsQuery } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';
import { LastMinuteDeals } from './last-minute-deals';

const today = todayInZurich();

const deal = (id: string, date: string, time: string, percent: number): LastMinuteDeal => ({
  teeTime: {
    id,
    date,
    time,
    hole_count: 9,
    discounted_price: 100 - percent,
    original_price: 100,
    openSlots: 3,
  },
  discountPercent: percent,
  club: { id: `club-${id}`, name: `Club ${id}`, city: 'Zug', canton: 'Zug', image_url: null },
});

function renderDeals(deals?: LastMinuteDeal[]) {
  const queryClient = testQueryClient();
  if (deals) queryClient.setQueryData(lastMinuteDealsQuery().queryKey, { deals });
  renderInApp(<LastMinuteDeals />, { queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('the last-minute deals on the home', () => {
  it("says each deal's day, time, price against the list price and discount, and links to its booking", () => {
    renderDeals([deal('a', today, '17:30', 40), deal('b', addDays(today, 1), '08:10', 25)]);
    const [first, second] = screen.getAllByTestId('last-minute-deal');
    // Its name is its text: the club, the discount, the day and time, holes and places, the price instead of the list price.
    for (const part of ['Club a', '−40%', 'Today, 17:30', '9 holes', '3 places', 'CHF 60.00instead ofCHF 100.00'])
      expect(first!.textContent).toContain(part);
    expect(first!.getAttribute('aria-label')).toBeNull();
    expect(first!.getAttribute('href')).toBe('/booking/club-a/a?players=1');
    expect(second!.textContent).toContain('Tomorrow, 08:10');
  });

  it('shows where to look when today and tomorrow have no deal left', () => {
    renderDeals([]);
    screen.getByText(/No discounted tee times are left for today or tomorrow/);
    expect(screen.getByRole('link', { name: 'See all tee times' }).getAttribute('href')).toBe('/courses');
  });

  it('shows placeholders while loading, and says when the deals could not be loaded', async () => {
    let fail: (answer: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (fail = resolve)));
    renderDeals();
    expect(screen.getAllByTestId('last-minute-loading').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Last-minute deals' }).getAttribute('aria-busy')).toBe('true');
    fail(Response.json({ error: { code: 'internal', message: 'down' } }, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toBe('The last-minute deals could not be loaded');
  });
});
