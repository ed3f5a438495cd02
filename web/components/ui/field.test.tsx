import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { described } from '../../test/render-in-app';
import { Field, fieldDescription } from './field';
import { Input } from './input';

function EmailField({ hint, error }: { hint?: string; error?: string }) {
  return (
    <Field label="E-mail" id="email" hint={hint} error={error}>
      <Input id="email" aria-invalid={Boolean(error)} aria-describedby={fieldDescription('email', { hint, error })} />
    </Field>
  );
}

describe('Field', () => {
  it('names its control by the label, and describes it with the hint and the error, which is announced', () => {
    render(<EmailField hint="We send the confirmation there" error="Enter a valid e-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(described(input)).toEqual(['We send the confirmation there', 'Enter a valid e-mail address']);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('without an error shows no alert and describes the control by its hint alone; without either, by nothing', () => {
    const { unmount } = render(<EmailField hint="We send the confirmation there" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(described(screen.getByRole('textbox', { name: 'E-mail' }))).toEqual(['We send the confirmation there']);
    unmount();
    render(<EmailField />);
    expect(screen.getByRole('textbox', { name: 'E-mail' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
