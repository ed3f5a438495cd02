import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { SearchResultsFrame } from './search-results-frame';

const golfer = { id: 'golfer', email: 'golfer@example.ch', name: 'Golfer' };

const app = (auth: Partial<AuthContextValue>) => (
  <AuthContext.Provider value={auth as AuthContextValue}>
    <MemoryRouter initialEntries={['/courses']}>
      <Routes>
        <Route element={<SearchResultsFrame />}>
          <Route path="/courses" element={auth.user ? <p>the results</p> : <p>waiting</p>} />
        </Route>
      </Routes>
    </MemoryRouter>
  </AuthContext.Provider>
);

const heading = () => screen.queryByRole('heading', { level: 1, name: 'Find tee times' });

describe('the results page’s heading', () => {
  it('is painted before the session is known, and stays the same element once the golfer is known', () => {
    const { rerender } = render(app({ user: null, isLoading: true }));
    const first = heading();
    expect(first).not.toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();

    rerender(app({ user: golfer, isLoading: false }));
    expect(screen.getByText('the results')).toBeTruthy();
    // One element, kept: the page does not draw a heading of its own.
    expect(heading()).toBe(first);
  });

  it('is not shown to a visitor known to be signed out, whom the page sends home', () => {
    render(app({ user: null, isLoading: false }));
    expect(heading()).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
