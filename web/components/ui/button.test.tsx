import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild (Slot)', () => {
  it('makes a link look like a button: both click handlers run and the classes are joined', async () => {
    const fromButton = vi.fn();
    const fromLink = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Button asChild onClick={fromButton}>
        <a href="/bookings" className="w-full" onClick={fromLink}>
          My bookings
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'My bookings' });
    await userEvent.setup().click(link);
    expect(fromLink).toHaveBeenCalledOnce();
    expect(fromButton).toHaveBeenCalledOnce();
    expect(link.className.split(' ')).toEqual(expect.arrayContaining(['inline-flex', 'rounded-xl', 'w-full']));
  });

  it('lets a class given to the button replace the variant’s own', () => {
    render(<Button className="h-9">Save</Button>);
    const classes = screen.getByRole('button', { name: 'Save' }).className.split(' ');
    expect(classes).toContain('h-9');
    expect(classes).not.toContain('h-11');
  });
});
