import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { PageLoading, PageProblem } from '../../../components/page-state';
import { buttonVariants } from '../../../components/ui/button';
import { mysteryDealsQuery } from '../api';
import { surpriseDeal } from '../deal-filters';

/** /surprise: the Surprise button opens the best mystery deal, on the searched date when there is one. */
export function SurprisePage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const deals = useQuery(mysteryDealsQuery);
  if (deals.isPending) return <PageLoading />;
  const best = deals.data ? surpriseDeal(deals.data, query.get('date')) : null;
  if (best) return <Navigate to={`/surprise/details/${best.id}`} replace />;
  return (
    <PageProblem title={deals.isError ? t('mystery.fetchFailed') : t('mystery.empty')}>
      <Link to="/courses" className={buttonVariants()}>{t('home.hero.findTeeTimes')}</Link>
    </PageProblem>
  );
}

/** /surprise/{dealId}: the same deal page as /surprise/details/{dealId}. */
export function SurpriseDealRedirect() {
  const { dealId = '' } = useParams();
  return <Navigate to={`/surprise/details/${dealId}`} replace />;
}
