import { screen } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClubFinances, PayoutAccount } from '../../../../contract/finances';
import { zurichDate } from '../../../../contract/zurich-time';
import { financesQuery, payoutAccountQuery } from '../../../features/club-admin/finances-api';
import { calendarDay } from '../../../lib/format';
import { renderInApp, testQueryClient } from '../../../test/render-in-app';
import { FinancesPage } from './finances';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => vi.unstubAllGlobals());

const clubId = 'club-1';
const month = zurichDate(new Date()).slice(0, 7);
const monthLabel = format(calendarDay(`${month}-01`), 'LLLL yyyy');
const account = { status: 'verified' } as PayoutAccount;
const statement = (values: Partial<ClubFinances>): ClubFinances => ({
  month,
  bookings: 2,
  onlineRevenue: 40,
  atClubRevenue: 520,
  revenue: 560,
  refunds: 0,
  commissionPercent: 10,
  commission: 56,
  netPayout: -16,
  invoiceDue: 16,
  invoiceOn: `${month}-01`,
  payouts: [],
  ...values,
});

function renderFinances(finances: ClubFinances) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(financesQuery(clubId, month).queryKey, finances);
  queryClient.setQueryData(payoutAccountQuery(clubId).queryKey, account);
  renderInApp(<FinancesPage />, {
    queryClient,
    auth: {
      isLoading: false,
      isProfileLoading: false,
      rolesError: false,
      golfClubAdmin: { clubId, clubName: 'Golfclub Test' },
    },
  });
}

describe('the invoice on the finances page', () => {
  it('says what the club owes for the month and links the invoice in the admin language', () => {
    renderFinances(statement({}));
    expect(
      screen.getByText(
        `You owe Swiss Tee Times CHF 16.00 for ${monthLabel}: commission on green fees paid at the club.`,
      ),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download invoice (PDF)' });
    expect(link.getAttribute('href')).toBe(
      `/api/clubs/${clubId}/admin/finances/invoice.pdf?month=${month}&language=en`,
    );
  });

  it('says what is owed so far while the month runs, and when its invoice comes, without an invoice to download', () => {
    renderFinances(statement({ invoiceOn: '2999-01-01' }));
    expect(
      screen.getByText(
        `So far you owe Swiss Tee Times CHF 16.00 for ${monthLabel}: commission on green fees paid at the club.`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The invoice comes on Tuesday, 1 January 2999, once the month is over.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download invoice (PDF)' })).toBeNull();
  });

  it('shows no invoice when our payout covers the commission', () => {
    renderFinances(statement({ onlineRevenue: 400, revenue: 920, commission: 92, netPayout: 308, invoiceDue: null }));
    expect(screen.queryByRole('link', { name: 'Download invoice (PDF)' })).toBeNull();
    expect(screen.queryByText(/You owe/)).toBeNull();
  });
});
