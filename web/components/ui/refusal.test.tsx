import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Refusal } from './refusal';

describe('Refusal', () => {
  it('is announced to screen readers as it appears, in the refusal colours, and a class given to it wins', () => {
    render(<Refusal className="p-5">The price is above the regular price.</Refusal>);
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toBe('The price is above the regular price.');
    expect(refusal.className.split(' ')).toEqual(expect.arrayContaining(['bg-red-50', 'text-red-800', 'p-5']));
    expect(refusal.className.split(' ')).not.toContain('p-3');
  });
});
