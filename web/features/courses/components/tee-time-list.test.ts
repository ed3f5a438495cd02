import { describe, expect, it } from 'vitest';
import type { TeeTime } from '../../../../contract/clubs';
import { visibleTeeTimes } from './tee-time-list';

const times: TeeTime[] = ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50'].map((time, index) => ({
  id: `t${index}`,
  date: '2026-11-22',
  time,
  hole_count: 18,
  discounted_price: 80,
  original_price: 100,
  openSlots: 4,
  flames: 0,
}));

describe('visibleTeeTimes', () => {
  it('shows the first four', () => {
    expect(visibleTeeTimes(times, false, null).map((teeTime) => teeTime.time)).toEqual([
      '08:00',
      '08:10',
      '08:20',
      '08:30',
    ]);
  });
  it('shows a selected time beyond the fourth as a fifth', () => {
    expect(visibleTeeTimes(times, false, 't5').map((teeTime) => teeTime.time)).toEqual([
      '08:00',
      '08:10',
      '08:20',
      '08:30',
      '08:50',
    ]);
  });
  it('does not repeat a selected time among the first four', () => {
    expect(visibleTeeTimes(times, false, 't1')).toHaveLength(4);
  });
  it('shows all when expanded', () => {
    expect(visibleTeeTimes(times, true, null)).toHaveLength(6);
  });
});
