import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

describe('Select', () => {
  it('is named by its label and tells the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select label="Holes" value="18" onChange={(event) => onChange(event.target.value)}>
        <option value="9">9 holes</option>
        <option value="18">18 holes</option>
      </Select>,
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Holes' }), '9 holes');
    expect(onChange).toHaveBeenCalledWith('9');
  });

  it('describes itself with its hint and its error, and is marked invalid while the error shows', () => {
    render(
      <Select label="Canton" hint="Where the club is" error="Please choose a canton" defaultValue="">
        <option value="">—</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Canton' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const description = select
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Where the club is', 'Please choose a canton']);
    expect(screen.getByRole('alert').textContent).toBe('Please choose a canton');
  });
});
