import { CircleAlert, CircleX, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/page-state';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatInstant } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAcceptInvitation, useDeclineInvitation, useInvitation } from '../../../features/club-admin/hooks';

/** Refusals the page explains in words; any other failure gets the generic text. */
const explained = [
  'not_found',
  'invitation_for_other_address',
  'invitation_used',
  'invitation_expired',
  'invitation_revoked',
  'conflict',
];

/**
 * /golf-club/invitations/:token, the link of an invitation mail: which club invites the signed-in user and who
 * sent it, with Accept and Decline. Signed out, the visitor signs in or up first and comes back here.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { refreshGolfClubAdmin } = useAuth();
  const invitation = useInvitation(token);
  const [declined, setDeclined] = useState(false);
  const accept = useAcceptInvitation(token, {
    onAccepted: async (accepted) => {
      await refreshGolfClubAdmin();
      toast.success(t('invitation.accepted', { club: accepted.clubName }));
      navigate('/golf-club/dashboard', { replace: true });
    },
  });
  const decline = useDeclineInvitation(token, { onDeclined: () => setDeclined(true) });

  if (declined) {
    return (
      <Notice icon={CircleX} iconClassName="text-slate-500" title={t('invitation.declinedTitle')}>
        <p className="text-slate-600">{t('invitation.declinedBody')}</p>
        <Link to="/" className={buttonVariants()}>
          {t('invitation.toHome')}
        </Link>
      </Notice>
    );
  }
  const failure = invitation.error ?? accept.error ?? decline.error;
  if (failure) return <InvitationProblem error={failure} />;
  if (!invitation.data) return <PageLoading />;

  const view = invitation.data;
  const busy = accept.isPending || decline.isPending;
  return (
    <Notice icon={ShieldCheck} iconClassName="text-fairway-700" title={t('invitation.title', { club: view.clubName })}>
      <p className="text-slate-700">
        {view.invitedBy
          ? t('invitation.body', { club: view.clubName, inviter: view.invitedBy })
          : t('invitation.bodyNoInviter', { club: view.clubName })}
      </p>
      <p className="text-sm break-words text-slate-600">
        {t('invitation.forAddress', { email: view.email, date: formatInstant(view.expiresAt, i18n.language) })}{' '}
        {t('invitation.oneClub')}
      </p>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-center">
        <Button variant="outline" disabled={busy} onClick={() => decline.mutate()}>
          {decline.isPending ? <Spinner /> : null}
          {t('invitation.decline')}
        </Button>
        <Button disabled={busy} onClick={() => accept.mutate()}>
          {accept.isPending ? <Spinner /> : null}
          {t('invitation.accept')}
        </Button>
      </div>
    </Notice>
  );
}

function Notice({
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
    <main className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-md space-y-4 p-6 text-center sm:p-8">
        <Icon className={`mx-auto h-12 w-12 ${iconClassName}`} aria-hidden="true" />
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        {children}
      </Card>
    </main>
  );
}

/** Why the invitation cannot be used, and the way on: someone signed in with another address signs out and comes back. */
function InvitationProblem({ error }: { error: Error }) {
  const { t } = useTranslation();
  const { signOut, golfClubAdmin } = useAuth();
  const code = error instanceof ApiError && explained.includes(error.code) ? error.code : 'generic';
  return (
    <Notice icon={CircleAlert} iconClassName="text-deal-600" title={t('invitation.problemTitle')}>
      <p role="alert" className="text-slate-600">
        {t(`invitation.errors.${code}`)}
      </p>
      {code === 'invitation_for_other_address' ? (
        // Signed out, the page's gate remembers the link for after the next sign-in.
        <Button onClick={() => void signOut()}>{t('invitation.signOut')}</Button>
      ) : golfClubAdmin ? (
        <Link to="/golf-club/dashboard" className={buttonVariants()}>
          {t('invitation.toDashboard')}
        </Link>
      ) : (
        <Link to="/" className={buttonVariants()}>
          {t('invitation.toHome')}
        </Link>
      )}
    </Notice>
  );
}
