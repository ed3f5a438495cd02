import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <Flag className="h-14 w-14 text-deal-500" aria-hidden="true" />
      <p className="mt-4 text-sm font-bold uppercase tracking-widest text-fairway-700">404</p>
      <h1 className="mt-2 text-3xl font-extrabold text-fairway-950">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.body')}</p>
      <Link to="/" className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
