import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { publicConfigQuery } from '../../lib/auth/api';
import { ForgotPasswordPage, ResetPasswordPage } from './password-reset';
import { described, renderInApp, testQueryClient } from '../../test/render-in-app';

const authClient = vi.hoisted(() => ({ requestPasswordReset: vi.fn(), resetPassword: vi.fn() }));
vi.mock('../../lib/auth/session', () => ({ loadAuthClient: () => Promise.resolve(authClient) }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

beforeEach(() => {
  authClient.requestPasswordReset.mockReset().mockResolvedValue({ error: null });
  authClient.resetPassword.mockReset().mockResolvedValue({ error: null });
});

function renderAt(path: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, {
    googleEnabled: false,
    betaMode: 'off',
    devOutbox: false,
    payments: 'club',
  });
  renderInApp(
    <Routes>
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth" element={<p>Sign-in page</p>} />
    </Routes>,
    { queryClient, path },
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ResetPasswordPage', () => {
  it('a password that is too short is refused under its field, and nothing is sent', async () => {
    renderAt('/auth/reset-password?token=abc');
    fill('New password', 'short');
    fill('Repeat the new password', 'short');
    save();
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(described(password)).toEqual(['The password needs at least 8 characters']);
    expect(screen.getByLabelText('Repeat the new password').getAttribute('aria-invalid')).toBeNull();
    expect(authClient.resetPassword).not.toHaveBeenCalled();
  });

  it('two passwords that differ are refused under the repeated one, and nothing is sent', async () => {
    renderAt('/auth/reset-password?token=abc');
    fill('New password', 'second-password-2');
    fill('Repeat the new password', 'something-else');
    save();
    const repeated = screen.getByLabelText('Repeat the new password');
    await waitFor(() => expect(described(repeated)).toEqual(['The two passwords are not the same']));
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBeNull();
    expect(authClient.resetPassword).not.toHaveBeenCalled();
  });

  it('sends the new password with the link’s token and goes to the sign-in page', async () => {
    renderAt('/auth/reset-password?token=abc');
    fill('New password', 'second-password-2');
    fill('Repeat the new password', 'second-password-2');
    save();
    await screen.findByText('Sign-in page');
    expect(authClient.resetPassword).toHaveBeenCalledWith({ newPassword: 'second-password-2', token: 'abc' });
  });

  it('a used link says so instead of the form', async () => {
    authClient.resetPassword.mockResolvedValue({ error: { code: 'INVALID_TOKEN' } });
    renderAt('/auth/reset-password?token=abc');
    fill('New password', 'second-password-2');
    fill('Repeat the new password', 'second-password-2');
    save();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy();
  });
});

describe('ForgotPasswordPage', () => {
  it('an address that is not one is refused under its field, and nothing is sent', async () => {
    renderAt('/auth/forgot-password');
    fill('E-mail', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(described(screen.getByLabelText('E-mail'))).toEqual(['Please enter a valid e-mail address']),
    );
    expect(authClient.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the link to the address and says where it went', async () => {
    renderAt('/auth/forgot-password');
    fill('E-mail', 'golfer@example.ch');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If there is an account for golfer@example\.ch/)).toBeTruthy();
    expect(authClient.requestPasswordReset).toHaveBeenCalledWith({
      email: 'golfer@example.ch',
      redirectTo: '/auth/reset-password',
    });
  });
});
