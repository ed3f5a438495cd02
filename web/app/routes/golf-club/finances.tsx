import { ChevronLeft, ChevronRight, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shiftMonth, type ClubFinances, type PayoutAccount } from '../../../../contract/finances';
import { zurichDate } from '../../../../contract/zurich-time';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatChf, formatDay, formatInstantDay, formatMonth } from '../../../lib/format';
import { useClubFinances, usePayoutAccount } from '../../../features/club-admin/hooks';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';

/** /golf-club/finances: the money of a month's rounds, the payouts, and the CSV for the club's accounting. */
export function FinancesPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.finances.title')}>{(clubId) => <Finances clubId={clubId} />}</ClubPage>;
}

function Finances({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation();
  const thisMonth = zurichDate(new Date()).slice(0, 7);
  const [month, setMonth] = useState(thisMonth);
  const finances = useClubFinances(clubId, month);
  const account = usePayoutAccount(clubId);
  const monthLabel = formatMonth(month, i18n.language);
  return (
    <div className="space-y-4">
      {account.data !== undefined ? <PayoutAccountBanner account={account.data} /> : null}
      <Card className="flex flex-wrap items-center justify-between gap-3 p-3">
        <div className="flex items-center gap-1" role="group" aria-label={t('clubAdmin.finances.month')}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('clubAdmin.finances.previousMonth')}
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
          <p className="min-w-40 text-center text-lg font-bold capitalize" aria-live="polite">
            {monthLabel}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('clubAdmin.finances.nextMonth')}
            disabled={month >= shiftMonth(thisMonth, 12)}
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        <a href={finances.csvUrl} download className={buttonVariants({ variant: 'outline' })}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('clubAdmin.finances.csv')}
        </a>
      </Card>
      <QueryState query={finances}>
        {(data) => (
          <>
            {data.invoiceDue !== null ? (
              <InvoiceDue
                amount={data.invoiceDue}
                monthLabel={monthLabel}
                invoiceOn={data.invoiceOn}
                invoiceUrl={finances.invoiceUrl}
              />
            ) : null}
            <Statement finances={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function PayoutAccountBanner({ account }: { account: PayoutAccount | null }) {
  const { t } = useTranslation();
  if (account?.status === 'verified') return null;
  const message = !account
    ? 'clubAdmin.finances.addBankDetails'
    : account.status === 'rejected'
      ? 'clubAdmin.finances.bankDetailsRejected'
      : 'clubAdmin.finances.bankDetailsPending';
  return (
    <Card className="flex flex-col gap-3 border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-amber-950">{t(message)}</p>
      <Link to="/golf-club/finanzen-onboarding" className={buttonVariants({ variant: 'outline' })}>
        {t('clubAdmin.finances.bankDetails')}
      </Link>
    </Card>
  );
}

/**
 * Under pay-at-club the club owes us the commission when it exceeds the online money: the invoice with its
 * QR-bill once the month is over (its amount can change until then, so it is said as owed so far).
 */
export function InvoiceDue({
  amount,
  monthLabel,
  invoiceOn,
  invoiceUrl,
}: {
  amount: number;
  monthLabel: string;
  invoiceOn: string;
  invoiceUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const ready = zurichDate(new Date()) >= invoiceOn;
  return (
    <Card className="flex flex-col gap-4 border-fairway-700 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex gap-3">
        <FileText className="mt-0.5 h-6 w-6 shrink-0 text-fairway-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-fairway-950">
            {t(ready ? 'clubAdmin.finances.invoiceDue' : 'clubAdmin.finances.owedSoFar', {
              amount: formatChf(amount),
              month: monthLabel,
            })}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {ready
              ? t('clubAdmin.finances.invoiceTerms')
              : t('clubAdmin.finances.invoiceComes', { date: formatDay(invoiceOn, i18n.language, 'long') })}
          </p>
        </div>
      </div>
      {ready ? (
        <a href={invoiceUrl} download className={cn(buttonVariants(), 'shrink-0')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('clubAdmin.finances.downloadInvoice')}
        </a>
      ) : null}
    </Card>
  );
}

function Statement({ finances }: { finances: ClubFinances }) {
  const { t, i18n } = useTranslation();
  const chf = (amount: number) => formatChf(amount);
  const owed = finances.netPayout < 0;
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label={t('clubAdmin.finances.revenue')}
          value={chf(finances.revenue)}
          note={t('clubAdmin.finances.revenueSplit', {
            online: chf(finances.onlineRevenue),
            atClub: chf(finances.atClubRevenue),
          })}
        />
        <Figure
          label={t('clubAdmin.finances.refunds')}
          value={chf(finances.refunds)}
          note={t('clubAdmin.finances.bookings', { count: finances.bookings })}
        />
        <Figure
          label={t('clubAdmin.finances.commission', { percent: finances.commissionPercent })}
          value={chf(finances.commission)}
          note={t('clubAdmin.finances.commissionNote')}
        />
        <Figure
          label={t(owed ? 'clubAdmin.finances.owed' : 'clubAdmin.finances.netPayout')}
          value={chf(Math.abs(finances.netPayout))}
          note={t(owed ? 'clubAdmin.finances.owedNote' : 'clubAdmin.finances.netPayoutNote')}
          strong
        />
      </dl>
      <Card>
        <h2 className="border-b border-slate-100 p-4 text-lg font-bold">{t('clubAdmin.finances.payouts')}</h2>
        {finances.payouts.length === 0 ? (
          <p className="p-6 text-center text-slate-600">{t('clubAdmin.finances.noPayouts')}</p>
        ) : (
          <Table label={t('clubAdmin.finances.payouts')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('clubAdmin.finances.month')}</TableHead>
                <TableHead className="text-right">{t('clubAdmin.finances.amount')}</TableHead>
                <TableHead>{t('clubAdmin.finances.payoutStatus')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {finances.payouts.map((payout) => (
                <TableRow key={payout.id}>
                  <TableCell className="py-3 capitalize">{formatMonth(payout.month, i18n.language)}</TableCell>
                  <TableCell className="py-3 text-right font-semibold tabular-nums">{chf(payout.amount)}</TableCell>
                  <TableCell className="py-3">
                    {payout.paidAt
                      ? t('clubAdmin.finances.paidOn', { date: formatInstantDay(payout.paidAt) })
                      : t('clubAdmin.finances.scheduled')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </>
  );
}

function Figure({
  label,
  value,
  note,
  strong = false,
}: {
  label: string;
  value: string;
  note: string;
  strong?: boolean;
}) {
  return (
    <Card className={strong ? 'border-fairway-700 bg-fairway-50 p-4' : 'p-4'}>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums text-fairway-950">{value}</dd>
      <dd className="mt-1 text-sm text-slate-600">{note}</dd>
    </Card>
  );
}
