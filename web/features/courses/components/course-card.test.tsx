import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClubSummary, TeeTime } from '../../../../contract/clubs';
import { searchDateOptions } from '../../../../contract/search-options';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { favoritesQuery } from '../../../lib/auth/api';
import { clubDayQuery } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';
import { CourseCard, CourseCardSkeleton } from './course-card';

const today = todayInZurich();
const [, tomorrow] = searchDateOptions(today);

const teeTime = (id: string, time: string, openSlots: number): TeeTime => ({
  id,
  date: today,
  time,
  hole_count: 18,
  discounted_price: 80,
  original_price: 100,
  openSlots,
  flames: 0,
});

const club = (teeTimes: TeeTime[] | null): ClubSummary => ({
  id: 'club-1',
  name: 'Golfclub Test',
  city: 'Zürich',
  canton: 'Zürich',
  image_url: null,
  is_featured: false,
  weekday_standard_price: 100,
  weekday_discount: 20,
  maxDiscountPercent: 20,
  teeTimes,
  openTeeTimeCount: teeTimes?.length ?? 3,
  location: null,
});

/**
 * The card as the search shows it, to a signed-in golfer or (user null) a visitor; nothing is fetched. The
 * club's day lists, for one player, are in `otherDays` by date.
 */
function renderCard(shown: ClubSummary, { signedIn = true, otherDays = {} as Record<string, ClubSummary> } = {}) {
  // What the card reads is in the cache and stays fresh: a request would be a bug here.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(favoritesQuery(true).queryKey, []);
  for (const [date, day] of Object.entries(otherDays))
    queryClient.setQueryData(clubDayQuery(shown.id, date, signedIn, { players: 1 }).queryKey, day);
  const auth = { user: signedIn ? { id: 'golfer-1', email: 'golfer@example.ch', name: 'Golfer' } : null };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth as AuthContextValue}>
        <MemoryRouter>
          <CourseCard club={shown} date={today} />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const timeButton = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time},`) });
const bookNow = () => screen.queryByRole('link', { name: 'Book Now' });

describe('the course card', () => {
  it('books nothing until a time is picked, then books that time for the players chosen; picking it again lets go', async () => {
    const user = renderCard(club([teeTime('t-0800', '08:00', 4), teeTime('t-0810', '08:10', 4)]));
    expect(bookNow()).toBeNull();
    expect((screen.getByRole('button', { name: 'Book Now' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(timeButton('08:10'));
    expect(timeButton('08:10').getAttribute('aria-pressed')).toBe('true');
    expect(bookNow()!.getAttribute('href')).toBe('/booking/club-1/t-0810?players=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
    await user.click(timeButton('08:00'));
    expect(timeButton('08:10').getAttribute('aria-pressed')).toBe('false');
    expect(bookNow()!.getAttribute('href')).toBe('/booking/club-1/t-0800?players=3');

    await user.click(timeButton('08:00'));
    expect(bookNow()).toBeNull();
  });

  it('offers only times with room for the players coming, lets go of a time without room, and says when none has room', async () => {
    const user = renderCard(
      club([teeTime('t-0800', '08:00', 3), teeTime('t-0810', '08:10', 1), teeTime('t-0820', '08:20', 2)]),
    );
    await user.click(timeButton('08:10'));
    expect(bookNow()).not.toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '2');
    const list = screen.getByRole('list', { name: 'Tee times' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent?.slice(0, 5)),
    ).toEqual(['08:00', '08:20']);
    expect(bookNow()).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '4');
    expect(screen.queryByRole('list', { name: 'Tee times' })).toBeNull();
    expect(screen.getByText('No tee time on this date has room for 4 players')).toBeTruthy();
  });

  it("lets go of the time when another date is chosen, and shows that date's times", async () => {
    const nextDay = { ...club([teeTime('t-next-0900', '09:00', 4)]) };
    const user = renderCard(club([teeTime('t-0800', '08:00', 4)]), { otherDays: { [tomorrow!]: nextDay } });
    await user.click(timeButton('08:00'));
    expect(bookNow()).not.toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Date' }), tomorrow!);
    expect(screen.queryByRole('button', { name: /^08:00,/ })).toBeNull();
    expect(timeButton('09:00').getAttribute('aria-pressed')).toBe('false');
    expect(bookNow()).toBeNull();
  });

  it('shows the first times the list gave and how many the day has; all of them come from the day list', async () => {
    const day = Array.from({ length: 9 }, (_, index) => teeTime(`t-${index}`, `1${index}:00`, 4));
    const user = renderCard(
      { ...club(day.slice(0, 4)), openTeeTimeCount: 9 },
      { otherDays: { [today]: { ...club(day), openTeeTimeCount: 9 } } },
    );
    const times = () =>
      within(screen.getByRole('list', { name: 'Tee times' }))
        .getAllByRole('button')
        .map((button) => button.textContent?.slice(0, 5));
    expect(times()).toEqual(['10:00', '11:00', '12:00', '13:00']);
    await user.click(screen.getByRole('button', { name: 'View all tee times (9)' }));
    expect(times()).toEqual(day.map((one) => one.time));
  });

  it('shows a visitor who is not signed in no times and no Book Now, and asks them to log in', () => {
    renderCard(club(null), { signedIn: false });
    expect(screen.queryByRole('list', { name: 'Tee times' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in to see detailed availability' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('while it loads, pulses as one: each animated element is an animation and a start event of its own', () => {
    const { container } = render(<CourseCardSkeleton />);
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(1);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
