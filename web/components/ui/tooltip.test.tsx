import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('names an icon-only button and shows its tip when the keyboard reaches it', async () => {
    render(
      <Tooltip label="Delete 07:30">
        <Button size="icon">
          <svg aria-hidden="true" />
        </Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Delete 07:30' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Delete 07:30');
  });
});
