import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** The error boundary of every route: a crash in one screen never blanks the app. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <AlertTriangle className="h-12 w-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{t('common.error')}</h1>
      <p className="mt-2 max-w-md text-slate-600">{t('common.errorBody')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('loadingScreen.refresh')}
      </Button>
    </main>
  );
}
