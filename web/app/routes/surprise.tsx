import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageLoading, PageProblem } from '../../components/page-state';
import { buttonVariants } from '../../components/ui/button';
import { isoDateSchema } from '../../../contract/common';
import { useSurpriseDeal } from '../../features/mystery/hooks';

/**
 * /surprise: the Surprise button opens the best mystery deal (highest saving, then soonest): of the `?date=`
 * day when it has one, else of all deals.
 */
export function SurprisePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const wished = query.get('date');
  const date = wished && isoDateSchema.safeParse(wished).success ? wished : null;
  const { best, isError } = useSurpriseDeal(date);
  if (best) return <Navigate to={`/surprise/details/${best.id}`} replace />;
  if (best === undefined) return <PageLoading />;
  return (
    <PageProblem title={isError ? t('mystery.fetchFailed') : t('mystery.empty')}>
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
