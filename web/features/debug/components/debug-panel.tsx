import { useQuery } from '@tanstack/react-query';
import { Bug, ChevronDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebugReport } from '../../../../contract/debug';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useAuth } from '../../../lib/auth/auth-context';
import { debugReportQuery, isAccessRefused } from '../api';

/** The home screen's debug panel: for super admins, or for every signed-in user when the server runs with DEBUG_PANEL (the server says so in /api/me). */
export function DebugPanel() {
  const { user, profile } = useAuth();
  if (!user || !profile?.debugPanel) return null;
  return <DebugCard userId={user.id} />;
}

/** Collapsed at first: the probe runs when the card is opened, and again on Refresh. */
function DebugCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const report = useQuery({ ...debugReportQuery(userId), enabled: open });
  return (
    <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-label={t('debug.title')}>
      <Card>
        <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary className="flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden gap-2 p-4 font-semibold text-slate-900">
            <Bug className="h-5 w-5 text-fairway-700" aria-hidden="true" />
            {t('debug.title')}
            <ChevronDown
              className="ml-auto h-5 w-5 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-4 border-t border-slate-200 p-4 text-sm">
            {report.isPending ? (
              <p className="flex items-center gap-2 text-slate-600" role="status">
                <Spinner />
                {t('debug.loading')}
              </p>
            ) : report.isError ? (
              isAccessRefused(report.error) ? (
                <p className="text-slate-700" role="status">
                  {t('debug.accessTest.refused')}
                </p>
              ) : (
                <p className="text-red-800" role="alert">
                  {t('debug.failed')}
                </p>
              )
            ) : (
              <ReportDetails report={report.data} />
            )}
            <Button variant="outline" size="sm" onClick={() => void report.refetch()} disabled={report.isFetching}>
              <RefreshCw className={cn('h-4 w-4', report.isFetching && 'animate-spin')} aria-hidden="true" />
              {t('debug.refresh')}
            </Button>
          </div>
        </details>
      </Card>
    </section>
  );
}

function ReportDetails({ report }: { report: DebugReport }) {
  const { t } = useTranslation();
  const failed = report.probes.filter((probe) => !probe.ok).length;
  const yesNo = (value: boolean) => (value ? t('debug.yes') : t('debug.no'));
  return (
    <>
      <p className="text-slate-700">
        {t('debug.userStatus', {
          id: report.user.id,
          superAdmin: yesNo(report.user.isSuperAdmin),
          club: report.user.golfClubAdmin?.clubId ?? t('debug.noClub'),
        })}
      </p>
      <p className="text-slate-700">{t('debug.accessTest.granted')}</p>
      <p className={failed ? 'text-red-800' : 'text-fairway-800'}>
        {failed ? t('debug.policyTest.failed', { failed, count: report.probes.length }) : t('debug.policyTest.passed')}
      </p>
      <Table>
        <TableHeader className="text-slate-500">
          <TableRow>
            <TableHead className="px-0 py-1 pr-4 font-medium">{t('debug.columns.table')}</TableHead>
            <TableHead className="px-0 py-1 pr-4 font-medium">{t('debug.columns.status')}</TableHead>
            <TableHead className="px-0 py-1 pr-4 text-right font-medium">{t('debug.columns.rows')}</TableHead>
            <TableHead className="px-0 py-1 text-right font-medium">{t('debug.columns.time')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.probes.map((probe) => (
            <TableRow key={probe.table}>
              <TableCell className="px-0 py-1 pr-4 font-mono">{probe.table}</TableCell>
              <TableCell className={cn('px-0 py-1 pr-4', probe.ok ? 'text-fairway-800' : 'text-red-800')}>
                {probe.ok ? t('debug.ok') : t('debug.probeFailed')}
                {probe.error ? <span className="block text-xs text-slate-600">{probe.error}</span> : null}
              </TableCell>
              <TableCell className="px-0 py-1 pr-4 text-right tabular-nums">{probe.rows}</TableCell>
              <TableCell className="px-0 py-1 text-right tabular-nums">{t('debug.ms', { ms: probe.ms })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
