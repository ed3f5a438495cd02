import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { GolfSwingLoader } from './ui/golf-swing-loader';

export const ELAPSED_COUNTER_AFTER_MS = 3_000;
export const SLOW_LOAD_HINT_AFTER_MS = 10_000;

/** Spinner; after 3 s the seconds so far; after 10 s hints and a Refresh button. Its texts are bundled (startup-texts.ts). */
export function FullLoadingScreen() {
  const { t } = useTranslation();
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsedMs(Date.now() - started), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="flex min-h-dvh animate-appear-late flex-col items-center justify-center gap-4 bg-sand-50 p-6 text-center">
      <GolfSwingLoader size="large" />
      {elapsedMs >= ELAPSED_COUNTER_AFTER_MS ? (
        <p className="text-sm text-slate-600">{t('loadingScreen.elapsed', { count: Math.floor(elapsedMs / 1000) })}</p>
      ) : null}
      {elapsedMs >= SLOW_LOAD_HINT_AFTER_MS ? (
        <div className="max-w-sm space-y-3">
          <p className="font-medium text-slate-800">{t('loadingScreen.slow')}</p>
          <ul className="list-disc space-y-1 pl-5 text-left text-sm text-slate-600">
            <li>{t('loadingScreen.hintConnection')}</li>
            <li>{t('loadingScreen.hintRefresh')}</li>
            <li>{t('loadingScreen.hintCache')}</li>
          </ul>
          <Button onClick={() => window.location.reload()}>{t('loadingScreen.refresh')}</Button>
        </div>
      ) : null}
    </div>
  );
}
