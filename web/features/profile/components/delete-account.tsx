import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** Deleting the account, asked in a dialog; what goes and what the clubs keep is said before. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deleteAccount } = useAuth();
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await deleteAccount();
      navigate('/', { replace: true });
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status === 409 ? t('profile.delete.blocked') : t('profile.delete.error'),
      );
      setDeleting(false);
    }
  };

  return (
    <Card className="mt-8 border-red-200 p-6 sm:p-8">
      <h2 className="text-lg font-bold text-red-900">{t('profile.delete.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">{t('profile.delete.body')}</p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        title={t('profile.delete.confirmQuestion')}
        description={t('profile.delete.body')}
        confirmLabel={t('profile.delete.confirm')}
        cancelLabel={t('profile.delete.keep')}
        onConfirm={() => void confirm()}
      >
        <Button variant="outline" className="mt-4 border-red-300 text-red-800 hover:bg-red-50" disabled={deleting}>
          {deleting ? <Spinner /> : <Trash2 className="h-4 w-4" aria-hidden="true" />}
          {t('profile.delete.button')}
        </Button>
      </ConfirmDialog>
    </Card>
  );
}
