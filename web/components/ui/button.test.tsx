import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from './button';

describe('Button', () => {
  it('lets a class given to the button replace the variant’s own', async () => {
    const onClick = vi.fn();
    render(
      <Button className="h-9" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    const classes = button.className.split(' ');
    expect(classes).toContain('h-9');
    expect(classes).not.toContain('h-11');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('gives a link the look of a button, with the link’s own width winning', () => {
    render(
      <a href="/courses" className={cn(buttonVariants({ variant: 'deal' }), 'w-full px-2')}>
        Book now
      </a>,
    );
    const classes = screen.getByRole('link', { name: 'Book now' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['inline-flex', 'bg-deal-600', 'w-full', 'px-2']));
    expect(classes).not.toContain('px-5');
  });
});
