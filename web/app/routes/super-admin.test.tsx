import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminClub, AuditEntry } from '../../../contract/super-admin';
import {
  adminClubsQuery,
  auditQuery,
  clubAdminsQuery,
  createClub,
  inviteClubAdmin,
  overviewQuery,
  payoutsQuery,
  waitlistQuery,
} from '../../features/super-admin/api';
import { createMysteryRegion, mysteryRegionsQuery } from '../../features/super-admin/mystery-regions-api';
import { toast } from '../../lib/toast';
import { described, renderInApp, testQueryClient } from '../../test/render-in-app';
import { SuperAdminPage } from './super-admin';

vi.mock('../../features/super-admin/api', async (original) => ({
  ...(await original<typeof import('../../features/super-admin/api')>()),
  createClub: vi.fn(),
  inviteClubAdmin: vi.fn(),
}));
vi.mock('../../features/super-admin/mystery-regions-api', async (original) => ({
  ...(await original<typeof import('../../features/super-admin/mystery-regions-api')>()),
  createMysteryRegion: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const club: AdminClub = {
  id: 'club-1',
  name: 'Golf Club Lucerne',
  city: 'Lucerne',
  canton: 'Lucerne',
  isFeatured: false,
  admins: 1,
  bankDetails: 'verified',
};

beforeEach(() => {
  vi.mocked(createClub).mockReset();
  vi.mocked(inviteClubAdmin).mockReset();
  vi.mocked(createMysteryRegion).mockReset();
  // What the page asks for again after a change stays on its way: the cached answers stay shown.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page as a super admin sees it; what it reads is in the cache, so nothing is fetched. */
function renderPage(audit: AuditEntry[] = []) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(overviewQuery().queryKey, {
    clubs: 1,
    featuredClubs: 0,
    golfers: 10,
    bookingsThisMonth: 3,
    revenueThisMonth: 240,
    waitlist: 0,
    bankDetailsToCheck: 0,
  });
  queryClient.setQueryData(adminClubsQuery('', 200).queryKey, [club]);
  queryClient.setQueryData(clubAdminsQuery(club.id).queryKey, [
    { userId: 'admin-1', name: 'Anna Admin', email: 'anna@example.ch', since: '2025-01-01T00:00:00Z' },
  ]);
  queryClient.setQueryData(payoutsQuery().queryKey, []);
  queryClient.setQueryData(waitlistQuery().queryKey, []);
  queryClient.setQueryData(auditQuery().queryKey, audit);
  queryClient.setQueryData(mysteryRegionsQuery().queryKey, [
    {
      id: 'region-1',
      key: 'Ticino',
      names: { en: 'Ticino', de: 'Tessin', fr: 'Tessin', it: 'Ticino' },
      clubs: 2,
    },
    {
      id: 'region-2',
      key: 'jura',
      names: { en: 'Jura', de: 'Jura', fr: 'Jura', it: 'Giura' },
      clubs: 0,
    },
  ]);
  renderInApp(<SuperAdminPage />, { queryClient, auth: { isSuperAdmin: true } });
}

describe('SuperAdminPage, figures', () => {
  it('shows each figure under its name, the clubs with how many of them are featured on a line of its own', () => {
    renderPage();
    const figures = screen.getByText('Golfers').closest('dl')!;
    const clubs = within(figures).getByText('Clubs').parentElement!;
    expect([...clubs.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['1', '0 of them featured']);
    expect(within(figures).getByText('Golfers').nextElementSibling?.textContent).toBe('10');
    expect(within(figures).getByText('Revenue this month').nextElementSibling?.textContent).toMatch(/^CHF\s240/);
  });
});

describe('SuperAdminPage, recent changes', () => {
  const entry = (values: Partial<AuditEntry>): AuditEntry => ({
    id: values.action ?? 'entry',
    at: '2026-11-28T10:42:00Z',
    actor: null,
    club: 'Golf Club Lucerne',
    action: 'update',
    entity: 'tee_time',
    entityId: null,
    details: {},
    ...values,
  });

  it('names each change and who made it in the reader’s words: a person, a key of the club’s software, its calendar', () => {
    renderPage([
      entry({ action: 'calendar_read', details: { calendar: 'calendar.google.com', blocked: 3 } }),
      entry({ action: 'partner_upsert', details: { partnerKey: { id: 'key-1', name: 'PC CADDIE' } } }),
      entry({ action: 'subscribe', entity: 'calendar_feed', actor: 'anna@example.ch' }),
      entry({ action: 'retired', entity: 'something_old', actor: 'anna@example.ch' }),
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(rows.map((row) => cells(row).slice(1))).toEqual([
      ['The club’s calendar', 'Golf Club Lucerne', 'Tee times blocked or reopened by the club’s calendar'],
      ['Key “PC CADDIE” (software)', 'Golf Club Lucerne', 'Tee times sent by the club’s software'],
      ['anna@example.ch', 'Golf Club Lucerne', 'Calendar of blocked times subscribed'],
      // An entry of a change no longer recorded keeps its codes.
      ['anna@example.ch', 'Golf Club Lucerne', 'retired something_old'],
    ]);
  });
});

describe('SuperAdminPage, new club', () => {
  const openForm = () => {
    fireEvent.click(screen.getByRole('button', { name: 'New club' }));
    return screen.getByRole('form', { name: 'New club' });
  };
  const create = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Create club' }));

  it('refuses each value the schema refuses under its field, and sends nothing', async () => {
    renderPage();
    const form = openForm();
    fireEvent.change(within(form).getByLabelText('Weekday green fee (CHF)'), { target: { value: '0' } });
    fireEvent.change(within(form).getByLabelText('Weekday discount (%)'), { target: { value: '' } });
    create(form);
    const name = within(form).getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(described(name)).toEqual(['This field is required']);
    expect(described(within(form).getByLabelText('City'))).toEqual(['This field is required']);
    expect(described(within(form).getByLabelText('Weekday green fee (CHF)'))).toEqual([
      'Enter a number from 0.05 to 10000',
    ]);
    expect(described(within(form).getByLabelText('Weekday discount (%)'))).toEqual(['This field is required']);
    expect(createClub).not.toHaveBeenCalled();
  });

  it('sends the schema’s output: trimmed names, numbers, and no address', async () => {
    vi.mocked(createClub).mockResolvedValue({ ...club, id: 'club-2', name: 'Golfclub Aare' });
    renderPage();
    const form = openForm();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: ' Golfclub Aare ' } });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Bern ' } });
    fireEvent.change(within(form).getByLabelText('Canton'), { target: { value: 'Bern' } });
    fireEvent.change(within(form).getByLabelText('Weekday green fee (CHF)'), { target: { value: '120.5' } });
    fireEvent.change(within(form).getByLabelText('Weekday discount (%)'), { target: { value: '15' } });
    create(form);
    await waitFor(() => expect(createClub).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createClub).mock.calls[0]![0]).toEqual({
      name: 'Golfclub Aare',
      city: 'Bern',
      canton: 'Bern',
      address: null,
      weekdayStandardPrice: 120.5,
      weekdayDiscount: 15,
    });
  });
});

describe('SuperAdminPage, a club’s admins', () => {
  const openAdmins = () => {
    const row = screen.getByRole('listitem', { name: club.name });
    fireEvent.click(within(row).getByRole('button', { name: 'Admins' }));
    return row;
  };

  it('refuses an address that is none under its field, and sends nothing', async () => {
    renderPage();
    const row = openAdmins();
    const email = within(row).getByLabelText('E-mail of the new admin');
    fireEvent.change(email, { target: { value: 'anna.example.ch' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Invite admin' }));
    await waitFor(() => expect(described(email)).toEqual(['Please enter a valid e-mail address']));
    expect(inviteClubAdmin).not.toHaveBeenCalled();
  });

  it('invites the trimmed address and empties the field', async () => {
    vi.mocked(inviteClubAdmin).mockResolvedValue({ status: 'invited', email: 'ben@example.ch' });
    renderPage();
    const row = openAdmins();
    const email = within(row).getByLabelText<HTMLInputElement>('E-mail of the new admin');
    fireEvent.change(email, { target: { value: ' ben@example.ch' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Invite admin' }));
    await waitFor(() => expect(inviteClubAdmin).toHaveBeenCalledWith(club.id, 'ben@example.ch'));
    await waitFor(() => expect(email.value).toBe(''));
  });
});

describe('SuperAdminPage, mystery regions', () => {
  it('retires only a region no club is in, and says why one in use cannot be', () => {
    renderPage();
    const regions = screen.getByRole('list', { name: 'Mystery regions' });
    const ticino = within(regions).getByRole('listitem', { name: 'Ticino' });
    expect(within(ticino).getByText('2 clubs in this region')).toBeTruthy();
    const retireTicino = within(ticino).getByRole<HTMLButtonElement>('button', { name: 'Retire Ticino' });
    expect(retireTicino.disabled).toBe(true);
    expect(described(retireTicino)).toEqual(['2 clubs in this region']);
    expect(
      within(ticino).getByText('A region with clubs cannot be retired: they must choose another region first.'),
    ).toBeTruthy();
    const jura = within(regions).getByRole('listitem', { name: 'Jura' });
    expect(within(jura).getByRole<HTMLButtonElement>('button', { name: 'Retire Jura' }).disabled).toBe(false);
  });

  it('adds a region with its names in every language, refusing a missing one under its field', async () => {
    vi.mocked(createMysteryRegion).mockResolvedValue({
      id: 'region-3',
      key: 'lake-constance',
      names: { en: 'Lake Constance', de: 'Bodensee', fr: 'Lac de Constance', it: 'Lago di Costanza' },
      clubs: 0,
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add a region' }));
    const form = screen.getByRole('form', { name: 'Add a region' });
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: ' Lake Constance ' } });
    fireEvent.change(within(form).getByLabelText('Name in French'), { target: { value: 'Lac de Constance' } });
    fireEvent.change(within(form).getByLabelText('Name in Italian'), { target: { value: 'Lago di Costanza' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add region' }));
    const german = within(form).getByLabelText('Name in German');
    await waitFor(() => expect(described(german)).toEqual(['This field is required']));
    expect(createMysteryRegion).not.toHaveBeenCalled();
    fireEvent.change(german, { target: { value: 'Bodensee' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add region' }));
    await waitFor(() =>
      expect(createMysteryRegion).toHaveBeenCalledWith({
        names: { en: 'Lake Constance', de: 'Bodensee', fr: 'Lac de Constance', it: 'Lago di Costanza' },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Region added'));
  });
});
