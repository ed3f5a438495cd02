import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ClubPage, ClubSummary } from '../../../../contract/clubs';
import { AuthContext, type AuthContextValue } from '../../../lib/auth/auth-context';
import { favoritesQuery, featuredClubsQuery } from '../api';
import { todayInZurich } from '../use-date-options';
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

describe('the featured clubs on the home page', () => {
  it('builds each card once while the row grows a card at a time (each new card built them all again: 78 lists for 12 cards)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const clubs = Array.from({ length: 12 }, (_, index) => club(index));
    queryClient.setQueryData<ClubPage>(featuredClubsQuery(today, true).queryKey, {
      clubs,
      nextCursor: null,
      totalClubs: 12,
      totalTeeTimes: 12,
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
    await vi.waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(12));
    expect(built.lists).toBe(12);
  });
});
