import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeTime } from '../../../../contract/clubs';
import { TeeTimeList } from './tee-time-list';

// A club's whole day, as the course page shows it: 66 times from 07:00, every ten minutes.
const day: TeeTime[] = Array.from({ length: 66 }, (_, index) => ({
  id: `t${index}`,
  date: '2026-11-30',
  time: `${String(7 + Math.floor(index / 6)).padStart(2, '0')}:${index % 6}0`,
  hole_count: index % 2 ? 9 : 18,
  discounted_price: 80,
  original_price: 100,
  openSlots: (index % 4) + 1,
  flames: 0,
}));

function CoursePageList() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <TeeTimeList teeTimes={day} selectedId={selectedId} onSelect={setSelectedId} expanded onExpand={() => {}} wide />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a day of tee times', () => {
  it('writes each count\'s "holes" and "places" once, not five texts for each of 66 times', () => {
    const texts = vi.spyOn(i18next, 't');
    render(<CoursePageList />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(66);
    expect(buttons[1]!.getAttribute('aria-label')).toBe('07:10, CHF 80.00, 9 holes, 2 places open');
    expect(buttons[1]!.textContent).toBe('07:10 CHF 80.00 9 holes 2 places');
    expect(buttons[4]!.getAttribute('aria-label')).toBe('07:40, CHF 80.00, 18 holes, 1 place open');
    const plurals = texts.mock.calls.filter(([, options]) => typeof options === 'object' && 'count' in options);
    // 2 hole counts, 4 place counts, written as places and as places open.
    expect(plurals).toHaveLength(2 + 4 + 4);
  });

  it('selects the time tapped, and lets it go at a second tap', async () => {
    render(<CoursePageList />);
    const time = screen.getByRole('button', { name: /^08:20,/ });
    await userEvent.click(time);
    expect(time.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^08:30,/ }));
    expect(time.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /^08:30,/ }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: /^08:30,/ }));
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });
});
