import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DaySelect } from './day-select';

// 00:30 in Zurich on Tuesday 1 December 2026, still Monday 30 November in UTC: the days are Zurich's.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

const optionTexts = () =>
  screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);

describe('DaySelect', () => {
  it("offers Zurich's today and the next 7 days, each named with its weekday and Swiss date", () => {
    render(<DaySelect aria-label="Day" value="2026-12-01" onChange={() => {}} />);
    expect(optionTexts()).toEqual([
      ['2026-12-01', 'Tuesday, 01.12.2026'],
      ['2026-12-02', 'Wednesday, 02.12.2026'],
      ['2026-12-03', 'Thursday, 03.12.2026'],
      ['2026-12-04', 'Friday, 04.12.2026'],
      ['2026-12-05', 'Saturday, 05.12.2026'],
      ['2026-12-06', 'Sunday, 06.12.2026'],
      ['2026-12-07', 'Monday, 07.12.2026'],
      ['2026-12-08', 'Tuesday, 08.12.2026'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveProperty('value', '2026-12-01');
  });

  it('keeps showing a day outside them (yesterday, from a page left open past midnight) instead of another, and answers the ISO day chosen', () => {
    const onChange = vi.fn();
    render(<DaySelect aria-label="Day" value="2026-11-30" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Day' });
    expect(select).toHaveProperty('value', '2026-11-30');
    expect(optionTexts()[0]).toEqual(['2026-11-30', '2026-11-30']);
    fireEvent.change(select, { target: { value: '2026-12-02' } });
    expect(onChange).toHaveBeenCalledWith('2026-12-02');
  });
});
