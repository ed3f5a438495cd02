import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageLoading, PageProblem } from '../../components/page-state';
import { buttonVariants } from '../../components/ui/button';
import { isoDateSchema } from '../../../contract/common';
import { mysteryDealsQuery } from '../../features/mystery/api';
import { bestDeal } from '../../features/mystery/deal-filters';

/**
 * /surprise: the Surprise button opens the best mystery deal (highest saving, then soonest): of the `?date=`
 * day when it has one, else of all deals.
 */
export function SurprisePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const wished = query.get('date');
  const date = wished && isoDateSchema.safeParse(wished).success ? wished : null;
  const ofDay = useQuery({ ...mysteryDealsQuery({ date: date ?? undefined }), enabled: date !== null });
  const dayBest = ofDay.data ? bestDeal(ofDay.data) : null;
  // Every deal only when there is no day, or nothing on it (or it could not be fetched).
  const all = useQuery({
    ...mysteryDealsQuery(),
    enabled: date === null || ofDay.isError || (ofDay.data !== undefined && dayBest === null),
  });
  if (date !== null && ofDay.data === undefined && !ofDay.isError) return <PageLoading />;
  const best = dayBest ?? (all.data ? bestDeal(all.data) : null);
  if (best) return <Navigate to={`/surprise/details/${best.id}`} replace />;
  if (all.isPending) return <PageLoading />;
  return (
    <PageProblem title={all.isError ? t('mystery.fetchFailed') : t('mystery.empty')}>
      <Link to="/courses" className={buttonVariants()}>
        {t('home.hero.findTeeTimes')}
      </Link>
    </PageProblem>
  );
}

/** /surprise/{dealId}: the same deal page as /surprise/details/{dealId}. */
export function SurpriseDealRedirect() {
  const { dealId = '' } = useParams();
  return <Navigate to={`/surprise/details/${dealId}`} replace />;
}
