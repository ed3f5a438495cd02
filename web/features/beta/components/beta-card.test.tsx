import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../contract/me';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { joinWaitlist, unlockBeta } from '../api';
import { BetaCard, type GateMode } from './beta-card';
import { described, renderInApp } from '../../../test/render-in-app';

vi.mock('../api', () => ({ unlockBeta: vi.fn(), joinWaitlist: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const guest: Me = {
  id: 'guest-1',
  email: 'guest@guests.invalid',
  first_name: 'Guest',
  last_name: null,
  profile_image_url: null,
  preferred_language: null,
  roles: { golfClubAdmin: null, superAdmin: false },
  debugPanel: false,
  isGuest: true,
  handicap_index: null,
  swiss_golf_number: null,
};

beforeEach(() => {
  vi.mocked(unlockBeta).mockReset();
  vi.mocked(joinWaitlist).mockReset();
  vi.mocked(toast.success).mockReset();
});

function renderCard(mode: GateMode) {
  renderInApp(<BetaCard mode={mode} languageSwitcher={null} />);
}

describe('BetaCard, early access', () => {
  const unlock = () => fireEvent.click(screen.getByRole('button', { name: 'Get early access' }));

  it('an empty password is refused under its field, after its hint, and nothing is sent', async () => {
    renderCard('password');
    unlock();
    const password = screen.getByLabelText('Early-access password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(described(password)).toEqual(['You will find it in your beta invitation.', 'This field is required']);
    expect(unlockBeta).not.toHaveBeenCalled();
  });

  it('a wrong password is refused under its field', async () => {
    vi.mocked(unlockBeta).mockRejectedValue(new ApiError(403, 'wrong_password', 'Wrong password'));
    renderCard('password');
    fireEvent.change(screen.getByLabelText('Early-access password'), { target: { value: 'fairway-early-2025' } });
    unlock();
    const password = screen.getByLabelText('Early-access password');
    await waitFor(() =>
      expect(described(password)).toEqual([
        'You will find it in your beta invitation.',
        'Wrong password. Please check your invitation and try again.',
      ]),
    );
    expect(unlockBeta).toHaveBeenCalledWith({ password: 'fairway-early-2025' });
  });

  it('the right password lets the visitor in', async () => {
    vi.mocked(unlockBeta).mockResolvedValue(guest);
    renderCard('password');
    fireEvent.change(screen.getByLabelText('Early-access password'), { target: { value: 'the-password' } });
    unlock();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome to the beta!', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('BetaCard, waitlist', () => {
  const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));

  it('an address with a space is refused under its field, and nothing is sent', async () => {
    renderCard('waitlist');
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'early bird@example.ch' } });
    join();
    const email = screen.getByLabelText('Your e-mail address');
    await waitFor(() =>
      expect(described(email)).toEqual([
        'We only use it to tell you when the beta opens.',
        'Please enter a valid e-mail address',
      ]),
    );
    expect(joinWaitlist).not.toHaveBeenCalled();
  });

  it('sends the address trimmed, thanks the visitor and empties the field', async () => {
    vi.mocked(joinWaitlist).mockResolvedValue({ email: 'early-bird@example.ch' });
    renderCard('waitlist');
    const email = screen.getByLabelText<HTMLInputElement>('Your e-mail address');
    fireEvent.change(email, { target: { value: ' early-bird@example.ch ' } });
    join();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Thank you! We will e-mail you as soon as the beta opens.'),
    );
    expect(joinWaitlist).toHaveBeenCalledWith({ email: 'early-bird@example.ch' });
    expect(email.value).toBe('');
  });
});
