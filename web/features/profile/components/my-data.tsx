import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** A copy of everything we keep about the golfer, as a JSON file (their right of access); the browser downloads it. */
export function MyData() {
  const { t } = useTranslation();
  return (
    <Card className="mt-8 p-6 sm:p-8">
      <h2 className="text-lg font-bold text-fairway-950">{t('profile.export.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">{t('profile.export.body')}</p>
      <a href="/api/me/data-export" download className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
        <Download className="h-4 w-4" aria-hidden="true" />
        {t('profile.export.download')}
      </a>
    </Card>
  );
}
