import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LastMinuteDeal } from '../../../../contract/last-minute';
import { addDays } from '../../../../contract/zurich-time';
import { renderInApp, testQueryClient } from '../../../test/render-in-app';
import { lastMinuteDealsQuery } from '../api';
import { todayInZurich } from '../use-date-options';
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
    expect(first!.getAttribute('aria-label')).toBe(
      'Club a, Today 17:30, CHF 60.00 instead of CHF 100.00 (40% off), 9 holes, 3 places open',
    );
    expect(first!.getAttribute('href')).toBe('/booking/club-a/a?players=1');
    within(first!).getByText('−40%');
    within(second!).getByText(/Tomorrow/);
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
