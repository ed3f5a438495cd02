import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { publicConfigQuery } from '../../lib/auth/api';
import { described, renderInApp, testQueryClient } from '../../test/render-in-app';
import { AuthPage } from './auth';

function renderAt(path: string) {
  const signInWithGoogle = vi.fn().mockResolvedValue(undefined);
  const queryClient = testQueryClient();
  queryClient.setQueryData(publicConfigQuery.queryKey, {
    googleEnabled: true,
    betaMode: 'off',
    devOutbox: false,
    payments: 'club',
  });
  renderInApp(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
    </Routes>,
    { queryClient, path, auth: { user: null, isLoading: false, signInWithGoogle } },
  );
  return { signInWithGoogle };
}

const google = () => fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

describe('signing up with Google', () => {
  it('asks for the terms first: without the box ticked nothing goes to Google, and the box says why', async () => {
    const { signInWithGoogle } = renderAt('/auth?mode=signup');
    google();
    const box = screen.getByLabelText('I accept the Terms of Service and the privacy policy.');
    await waitFor(() =>
      expect(described(box)).toEqual(['Please accept the Terms of Service and the privacy policy to open an account.']),
    );
    expect(signInWithGoogle).not.toHaveBeenCalled();

    fireEvent.click(box);
    google();
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledWith({ signUp: true }));
  });

  it('signs in without the terms, asking Google for no new account', async () => {
    const { signInWithGoogle } = renderAt('/auth');
    google();
    await waitFor(() => expect(signInWithGoogle).toHaveBeenCalledWith({ signUp: false }));
  });

  it('says why Google came back without an account, on the sign-up form', () => {
    renderAt('/auth?error=signup_disabled');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect(
      screen.getByText(
        'There is no account for this Google address yet. To open one, accept the Terms of Service and the privacy policy below, then continue with Google again.',
      ),
    ).toBeTruthy();
  });
});
