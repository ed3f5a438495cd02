import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { FeaturedCourses } from '../../features/courses/components/featured-courses';
import { SearchPanel } from '../../features/courses/components/search-panel';

const FEATURED_SECTION_ID = 'featured-courses';

/** The signed-in home: hero, search panel and featured courses (mystery deals join in their issue). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className="flex-1">
      <section className="relative overflow-hidden bg-fairway-950 text-white">
        <img src="/hero.svg" alt="" className="absolute inset-0 h-full w-full object-cover opacity-50" />
        <div className="absolute inset-0 bg-gradient-to-r from-fairway-950/90 to-fairway-950/30" aria-hidden="true" />
        <div className="relative mx-auto max-w-7xl px-4 pb-24 pt-12 sm:px-6 sm:pb-28 sm:pt-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-deal-600 px-3 py-1 text-sm font-bold">
            <BadgePercent className="h-4 w-4" aria-hidden="true" />
            {t('home.hero.badge')}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-fairway-50">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/courses" className={buttonVariants({ variant: 'deal', size: 'lg' })}>{t('home.hero.findTeeTimes')}</Link>
            <Button variant="outline" size="lg" className="border-white/40 bg-white/10 text-white hover:bg-white/20" onClick={() => document.getElementById(FEATURED_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })}>
              {t('home.hero.featured')}
            </Button>
          </div>
        </div>
      </section>
      <div className="mx-auto -mt-14 max-w-7xl px-4 sm:px-6">
        <SearchPanel className="relative shadow-lg" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <FeaturedCourses id={FEATURED_SECTION_ID} />
      </div>
    </main>
  );
}
