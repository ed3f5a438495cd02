import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubAssociationsView } from '../../../../contract/club-profile';
import type { AuthContextValue } from '../../../lib/auth/auth-context';
import { inviteClubAdmin, pendingInvitationsQuery } from '../../../features/club-admin/invitations-api';
import {
  answerAssociation,
  clubAdminsQuery,
  clubAssociationsQuery,
  saveClubAssociations,
} from '../../../features/club-admin/profile-api';
import { toast } from '../../../lib/toast';
import { described, renderInApp, testQueryClient } from '../../../test/render-in-app';
import { ClubManagementPage } from './management';

vi.mock('../../../features/club-admin/invitations-api', async (original) => ({
  ...(await original<typeof import('../../../features/club-admin/invitations-api')>()),
  inviteClubAdmin: vi.fn(),
}));
vi.mock('../../../features/club-admin/profile-api', async (original) => ({
  ...(await original<typeof import('../../../features/club-admin/profile-api')>()),
  saveClubAssociations: vi.fn(),
  answerAssociation: vi.fn(),
}));
vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const clubId = 'club-1';
const lucerne = '6f1c2a52-7d0e-4c1b-9a55-0d4c3b7f2e11';
const zug = '0b8a7d1e-2c3f-4a5b-8c6d-7e8f9a0b1c2d';
const associations: ClubAssociationsView = {
  region: null,
  regions: [
    {
      key: 'Central Switzerland',
      names: { en: 'Central Switzerland', de: 'Zentralschweiz', fr: 'Suisse centrale', it: 'Svizzera centrale' },
    },
    { key: 'Ticino', names: { en: 'Ticino', de: 'Tessin', fr: 'Tessin', it: 'Ticino' } },
  ],
  associatedClubIds: [],
  named: [],
  requests: [],
  otherClubs: [
    { id: lucerne, name: 'Golf Club Lucerne', canton: 'Luzern' },
    { id: zug, name: 'Golf Club Zug', canton: 'Zug' },
  ],
};

/** The lists the page asks for again after a change; they come back empty. */
const fetchMock = vi.fn(async () => ({ ok: true, status: 200, json: async () => [] }));

beforeEach(() => {
  vi.mocked(inviteClubAdmin).mockReset();
  vi.mocked(saveClubAssociations).mockReset();
  vi.mocked(answerAssociation).mockReset();
  vi.mocked(toast.success).mockReset();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The page as the club's admin sees it; what it reads is in the cache, so nothing is fetched. */
function renderPage(view: ClubAssociationsView = associations) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(clubAdminsQuery(clubId).queryKey, [
    { userId: 'admin-1', name: 'Anna Admin', email: 'anna@example.ch', since: '2025-01-01T00:00:00Z' },
  ]);
  queryClient.setQueryData(pendingInvitationsQuery(clubId).queryKey, []);
  queryClient.setQueryData(clubAssociationsQuery(clubId).queryKey, view);
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

  it('refuses to save without a region under its field, and sends nothing', async () => {
    renderPage();
    save();
    const region = screen.getByLabelText('Region');
    await waitFor(() => expect(region.getAttribute('aria-invalid')).toBe('true'));
    expect(described(region)).toContain('This field is required');
    expect(saveClubAssociations).not.toHaveBeenCalled();
  });

  it('offers the regions of the list by name, and sends the chosen region and clubs', async () => {
    vi.mocked(saveClubAssociations).mockResolvedValue({ ...associations, region: 'Central Switzerland' });
    renderPage();
    const region = screen.getByLabelText<HTMLSelectElement>('Region');
    expect([...region.options].map((option) => option.text)).toEqual([
      'Choose a region',
      'Central Switzerland',
      'Ticino',
    ]);
    fireEvent.change(region, { target: { value: 'Central Switzerland' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Golf Club Lucerne/ }));
    expect(screen.getByRole('button', { name: 'Remove Golf Club Lucerne' })).toBeTruthy();
    save();
    await waitFor(() =>
      expect(saveClubAssociations).toHaveBeenCalledWith(clubId, {
        region: 'Central Switzerland',
        associatedClubIds: [lucerne],
      }),
    );
  });

  it('says where each named club stands, and lets the club answer a club that asks to name it', async () => {
    const requestedAt = '2026-11-20T09:00:00Z';
    vi.mocked(answerAssociation).mockResolvedValue({
      ...associations,
      requests: [{ id: zug, name: 'Golf Club Zug', canton: 'Zug', status: 'accepted', requestedAt }],
    });
    renderPage({
      ...associations,
      region: 'Ticino',
      associatedClubIds: [lucerne],
      named: [{ id: lucerne, name: 'Golf Club Lucerne', canton: 'Luzern', status: 'pending', requestedAt }],
      requests: [{ id: zug, name: 'Golf Club Zug', canton: 'Zug', status: 'pending', requestedAt }],
    });
    expect(screen.getByRole('list', { name: 'Chosen clubs' }).textContent).toContain('Awaiting answer');
    const requests = screen.getByRole('list', { name: 'Clubs asking to name yours' });
    fireEvent.click(within(requests).getByRole('button', { name: 'Agree that Golf Club Zug names your club' }));
    await waitFor(() => expect(answerAssociation).toHaveBeenCalledWith(clubId, zug, 'accept'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Golf Club Zug may now name your club in its mystery tee times'),
    );
    expect(
      within(screen.getByRole('list', { name: 'Clubs asking to name yours' })).getByRole('button', {
        name: 'Withdraw your consent to Golf Club Zug',
      }),
    ).toBeTruthy();
  });
});
