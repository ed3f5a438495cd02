import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubAssociationsView } from '../../../../contract/club-profile';
import type { AuthContextValue } from '../../../lib/auth/auth-context';
import { inviteClubAdmin, pendingInvitationsQuery } from '../../../features/club-admin/invitations-api';
import { clubAdminsQuery, clubAssociationsQuery, saveClubAssociations } from '../../../features/club-admin/profile-api';
import { described, renderInApp, testQueryClient } from '../../../test/render-in-app';
import { ClubManagementPage } from './management';

vi.mock('../../../features/club-admin/invitations-api', async (original) => ({
  ...(await original<typeof import('../../../features/club-admin/invitations-api')>()),
  inviteClubAdmin: vi.fn(),
}));
vi.mock('../../../features/club-admin/profile-api', async (original) => ({
  ...(await original<typeof import('../../../features/club-admin/profile-api')>()),
  saveClubAssociations: vi.fn(),
}));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const clubId = 'club-1';
const lucerne = '6f1c2a52-7d0e-4c1b-9a55-0d4c3b7f2e11';
const associations: ClubAssociationsView = {
  region: null,
  associatedClubIds: [],
  otherClubs: [{ id: lucerne, name: 'Golf Club Lucerne', canton: 'Luzern' }],
};

/** The lists the page asks for again after a change; they come back empty. */
const fetchMock = vi.fn(async () => ({ ok: true, status: 200, json: async () => [] }));

beforeEach(() => {
  vi.mocked(inviteClubAdmin).mockReset();
  vi.mocked(saveClubAssociations).mockReset();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The page as the club's admin sees it; what it reads is in the cache, so nothing is fetched. */
function renderPage() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(clubAdminsQuery(clubId).queryKey, [
    { userId: 'admin-1', name: 'Anna Admin', email: 'anna@example.ch', since: '2025-01-01T00:00:00Z' },
  ]);
  queryClient.setQueryData(pendingInvitationsQuery(clubId).queryKey, []);
  queryClient.setQueryData(clubAssociationsQuery(clubId).queryKey, associations);
  renderInApp(<ClubManagementPage />, {
    queryClient,
    auth: {
      isLoading: false,
      isProfileLoading: false,
      rolesError: false,
      golfClubAdmin: { clubId, clubName: 'Golfclub Test' },
      profile: { id: 'admin-1' } as AuthContextValue['profile'],
    },
  });
}

describe('ClubManagementPage, invitation', () => {
  const invite = () => fireEvent.click(screen.getByRole('button', { name: 'Invite' }));

  it('refuses an address that is none under its field, and sends nothing', async () => {
    renderPage();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'not an address' } });
    invite();
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(described(email)).toEqual(['Please enter a valid e-mail address']);
    expect(inviteClubAdmin).not.toHaveBeenCalled();
  });

  it('sends the address as the schema gives it, trimmed, empties the field and asks for the open invitations again', async () => {
    vi.mocked(inviteClubAdmin).mockResolvedValue({ status: 'invited', email: 'new.admin@example.ch' });
    renderPage();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: ' new.admin@example.ch ' } });
    invite();
    await waitFor(() => expect(inviteClubAdmin).toHaveBeenCalledWith(clubId, { email: 'new.admin@example.ch' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe(''));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(`/api/clubs/${clubId}/admin/invitations`, expect.anything()),
    );
  });
});

describe('ClubManagementPage, region and associated clubs', () => {
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save associations' }));

  it('refuses an empty region under its field, and sends nothing', async () => {
    renderPage();
    save();
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(region.getAttribute('aria-invalid')).toBe('true'));
    expect(described(region)).toEqual(['This field is required']);
    expect(saveClubAssociations).not.toHaveBeenCalled();
  });

  it('sends the trimmed region and the chosen clubs', async () => {
    vi.mocked(saveClubAssociations).mockResolvedValue({ ...associations, region: 'Lake Lucerne' });
    renderPage();
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: ' Lake Lucerne ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Golf Club Lucerne/ }));
    expect(screen.getByRole('button', { name: 'Remove Golf Club Lucerne' })).toBeTruthy();
    save();
    await waitFor(() =>
      expect(saveClubAssociations).toHaveBeenCalledWith(clubId, {
        region: 'Lake Lucerne',
        associatedClubIds: [lucerne],
      }),
    );
  });
});
