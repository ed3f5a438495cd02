import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClubPage, ClubSummary } from '../../../../contract/clubs';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { favoritesQuery } from '../../../lib/auth/api';
import { featuredClubsQuery } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';
import { FeaturedCourses } from './featured-courses';

// Each time a card's list of tee times is built.
const built = vi.hoisted(() => ({ lists: 0 }));
vi.mock('./tee-time-list', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./tee-time-list')>();
  return {
    ...actual,
    TeeTimeList: (props: Parameters<typeof actual.TeeTimeList>[0]) => {
      built.lists += 1;
      return actual.TeeTimeList(props);
    },
  };
});

const today = todayInZurich();

const club = (index: number): ClubSummary => ({
  id: `club-${index}`,
  name: `Golfclub ${index}`,
  city: 'Zürich',
  canton: 'Zürich',
  image_url: null,
  is_featured: true,
  weekday_standard_price: 100,
  weekday_discount: 20,
  maxDiscountPercent: 20,
  teeTimes: [
    {
      id: `time-${index}`,
      date: today,
      time: '08:00',
      hole_count: 18,
      discounted_price: 80,
      original_price: 100,
      openSlots: 4,
      flames: 0,
    },
  ],
  openTeeTimeCount: 1,
  location: null,
});

function renderRow(clubs: ClubSummary[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData<ClubPage>(featuredClubsQuery(today, true).queryKey, {
    clubs,
    nextCursor: null,
    totalClubs: clubs.length,
    totalTeeTimes: clubs.length,
  });
  queryClient.setQueryData(favoritesQuery(true).queryKey, []);
  const auth = { user: { id: 'golfer-1', email: 'golfer@example.ch', name: 'Golfer' } };
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth as AuthContextValue}>
        <MemoryRouter>
          <FeaturedCourses />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * A browser's IntersectionObserver whose targets come into view when the test says. As a browser's, it reports
 * each target's first state (out of view) soon after `observe`, unless disconnected by then.
 */
function fakeViewport() {
  const watched: { target: Element; report: IntersectionObserverCallback }[] = [];
  const counts = { made: 0 };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private connected = true;
      constructor(private readonly report: IntersectionObserverCallback) {
        counts.made += 1;
      }
      observe(target: Element) {
        watched.push({ target, report: this.report });
        setTimeout(() => {
          if (this.connected)
            this.report(
              [{ target, isIntersecting: false, intersectionRatio: 0 } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        });
      }
      disconnect() {
        this.connected = false;
      }
    },
  );
  return {
    counts,
    scrollTo(target: Element) {
      for (const entry of watched.filter((watch) => watch.target === target))
        entry.report([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the featured clubs on the home page', () => {
  it('builds the first card only while the row is below the screen, and the others once the golfer scrolls to it', async () => {
    const viewport = fakeViewport();
    renderRow(Array.from({ length: 5 }, (_, index) => club(index)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByTestId('course-card')).toHaveLength(1);
    act(() => viewport.scrollTo(screen.getByRole('region', { name: 'Featured courses' })));
    await vi.waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(5));
  });

  it('says the day has no featured tee times left only when no club has one, not by the first card alone', async () => {
    fakeViewport();
    const [first, second] = [club(0), club(1)];
    renderRow([{ ...first, teeTimes: [], openTeeTimeCount: 0 }, second]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('No featured tee times left for this date.')).toBeNull();
    expect(screen.getAllByTestId('course-card')).toHaveLength(1);
  });

  it('goes quiet once its cards are built (the row watched its cards anew at each render, and each first report rendered it again, for as long as the page was open)', async () => {
    const viewport = fakeViewport();
    renderRow(Array.from({ length: 5 }, (_, index) => club(index)));
    act(() => viewport.scrollTo(screen.getByRole('region', { name: 'Featured courses' })));
    await vi.waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(5));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const made = viewport.counts.made;
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(viewport.counts.made).toBe(made);
  });

  it('builds each card once while the row grows a card at a time (each new card built them all again: 78 lists for 12 cards)', async () => {
    const viewport = fakeViewport();
    built.lists = 0;
    renderRow(Array.from({ length: 12 }, (_, index) => club(index)));
    act(() => viewport.scrollTo(screen.getByRole('region', { name: 'Featured courses' })));
    await vi.waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(12));
    expect(built.lists).toBe(12);
  });
});
