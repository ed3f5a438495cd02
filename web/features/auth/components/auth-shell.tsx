import { useQuery } from '@tanstack/react-query';
import { MailCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { publicConfigQuery } from '../../../lib/auth/api';

/** The card the sign-in, sign-up and password pages sit in. */
export function AuthShell({ children }: { children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
    </main>
  );
}

/** A page's outcome in that card: an icon, a title, what happened and what to do next. */
export function AuthNotice({
  icon: Icon,
  iconClassName,
  title,
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <AuthShell>
      <div className="space-y-4 text-center">
        <Icon className={`mx-auto h-12 w-12 ${iconClassName}`} aria-hidden="true" />
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </AuthShell>
  );
}

/** "Check your inbox" (or another title) after a mail was sent, with the way back; on a development server, where the mail is. */
export function CheckInbox({ title, message, action }: { title?: string; message: string; action: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(publicConfigQuery);
  return (
    <AuthNotice icon={MailCheck} iconClassName="text-fairway-700" title={title ?? t('auth.checkInbox.title')}>
      <p className="text-slate-600">{message}</p>
      {config.data?.devOutbox ? (
        <p className="text-sm text-slate-500">
          {t('auth.checkInbox.devOutbox')}{' '}
          <Link className="font-medium text-fairway-700 underline" to="/dev/outbox">
            /dev/outbox
          </Link>
        </p>
      ) : null}
      {action}
    </AuthNotice>
  );
}

/** The end of an auth form: what went wrong, if anything, and the submit button, busy while it works. */
export function AuthFormEnd({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  return (
    <>
      <FormMessage tone="problem">{error}</FormMessage>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? <Spinner /> : null}
        {label}
      </Button>
    </>
  );
}
