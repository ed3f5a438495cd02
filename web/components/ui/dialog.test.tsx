import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './dialog';

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <ConfirmDialog
      title="Delete 07:30?"
      description="Golfers can no longer book it."
      confirmLabel="Delete"
      cancelLabel="Keep"
      onConfirm={onConfirm}
    >
      <Button>Delete 07:30</Button>
    </ConfirmDialog>,
  );
  return { onConfirm, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks first, and deletes only when confirmed', async () => {
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete 07:30' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 07:30?' });
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Golfers can no longer book it.'));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when cancelled or closed with Escape', async () => {
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete 07:30' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete 07:30' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps the keyboard inside while open and gives focus back to the button that opened it', async () => {
    const { user } = renderDialog();
    const opener = screen.getByRole('button', { name: 'Delete 07:30' });
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog');
    for (let press = 0; press < 4; press++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });
});
