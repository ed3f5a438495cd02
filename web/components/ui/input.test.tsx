import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldError, Input } from './input';

describe('Input', () => {
  it('takes what is typed, and a class given to it wins over its own of the same kind', async () => {
    render(<Input aria-label="City" className="h-9 rounded-none" />);
    const input = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    await userEvent.setup().type(input, 'Zürich');
    expect(input.value).toBe('Zürich');
    const classes = input.className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['h-9', 'rounded-none']));
    expect(classes).not.toContain('h-11');
    expect(classes).not.toContain('rounded-xl');
  });

  it('cannot be typed in while disabled', async () => {
    render(<Input aria-label="City" disabled />);
    const input = screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement;
    await userEvent.setup().type(input, 'Bern');
    expect(input.value).toBe('');
  });
});

describe('FieldError', () => {
  it('shows nothing without a message, and announces one', () => {
    const { rerender } = render(<FieldError id="e" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FieldError id="e">Required</FieldError>);
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });
});
