import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

/** Shown when the app could not start; its texts are bundled (startup-texts.ts), as no text may have come from the server. */
export function StartupFailure({ error }: { error?: string }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-sand-50 p-6">
      <div className="max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">{t('startup.title')}</h1>
        <p className="mt-2 text-slate-600">{t('startup.description')}</p>
        {error ? <p className="mt-2 text-sm text-slate-500">{error}</p> : null}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{t('startup.refresh')}</Button>
          <Button
            variant="outline"
            onClick={() => {
              localStorage.clear();
              window.location.reload();
            }}
          >
            {t('startup.reset')}
          </Button>
        </div>
      </div>
    </main>
  );
}
