import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';
import { GolfSwingLoader } from './ui/golf-swing-loader';

/** The loading, error (with retry) and empty states a screen shows around its data. */
export function QueryState<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  empty?: { when: (data: T) => boolean; text: string };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className="flex justify-center p-10">
        <GolfSwingLoader size="small" />
      </div>
    );
  if (query.isError) {
    return (
      <div className="p-6 text-center">
        <p role="alert" className="text-red-800">
          {t('common.loadError')}
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('notifications.retry')}
        </Button>
      </div>
    );
  }
  if (empty?.when(query.data)) return <p className="p-8 text-center text-slate-600">{empty.text}</p>;
  return <>{children(query.data)}</>;
}
