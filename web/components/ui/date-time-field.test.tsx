import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, TimeField } from './date-time-field';

function Controlled({
  kind,
  initial,
  onChange,
}: {
  kind: 'date' | 'time';
  initial: string;
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return (
    <>
      <label htmlFor="field">When</label>
      {kind === 'date' ? (
        <DateField id="field" value={value} onChange={change} />
      ) : (
        <TimeField id="field" value={value} onChange={change} />
      )}
    </>
  );
}

describe('DateField', () => {
  it('shows the day the Swiss way and takes one typed the Swiss way', async () => {
    const onChange = vi.fn();
    render(<Controlled kind="date" initial="2026-05-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;
    expect(field.value).toBe('01.05.2026');
    expect(field.placeholder).toBe('dd.mm.yyyy');

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '3.6.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-06-03');
    await user.tab();
    expect(field.value).toBe('03.06.2026');
  });

  it('refuses a day the calendar does not have, and steps a day with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Controlled kind="date" initial="2026-02-28" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '31.02.2026');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '28.02.2026{ArrowUp}');
    expect(field.value).toBe('01.03.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-01');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.value).toBe('27.02.2026');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('TimeField', () => {
  it('shows and takes 24-hour times, also typed without a colon', async () => {
    const onChange = vi.fn();
    render(<Controlled kind="time" initial="07:30" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;
    expect(field.value).toBe('07:30');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '1945');
    expect(onChange).toHaveBeenLastCalledWith('19:45');
    await user.tab();
    expect(field.value).toBe('19:45');

    await user.clear(field);
    await user.type(field, '24:00');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('steps five minutes with the arrow keys, round midnight', async () => {
    const onChange = vi.fn();
    render(<Controlled kind="time" initial="23:55" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'When' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect(field.value).toBe('00:00');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.value).toBe('23:50');
    expect(onChange).toHaveBeenLastCalledWith('23:50');
  });
});
