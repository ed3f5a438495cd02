import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('passes its props to the box, and a class given to it wins over its own of the same kind', () => {
    render(
      <Card role="region" aria-label="Golfclub Test" className="rounded-none">
        18 holes
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Golfclub Test' });
    expect(card.textContent).toBe('18 holes');
    const classes = card.className.split(' ');
    expect(classes).toContain('rounded-none');
    expect(classes).not.toContain('rounded-2xl');
    expect(classes).toContain('border');
  });
});
