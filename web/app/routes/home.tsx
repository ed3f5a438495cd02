import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hero, heroSecondaryButton } from '../../components/hero';
import { Button, buttonVariants } from '../../components/ui/button';
import { FeaturedCourses } from '../../features/courses/components/featured-courses';
import { SearchPanel } from '../../features/courses/components/search-panel';
import { DebugPanel } from '../../features/debug/components/debug-panel';
import { MysterySection } from '../../features/mystery/components/mystery-section';

const FEATURED_SECTION_ID = 'featured-courses';

/** The signed-in home: hero, search panel, featured courses and mystery tee times. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className="flex-1">
      <Hero badge={t('home.hero.badge')} title={t('home.hero.title')} subtitle={t('home.hero.subtitle')} className="pb-24 pt-12 sm:pb-28 sm:pt-16">
        <Link to="/courses" className={buttonVariants({ variant: 'deal', size: 'lg' })}>{t('home.hero.findTeeTimes')}</Link>
        <Button variant="outline" size="lg" className={heroSecondaryButton} onClick={() => document.getElementById(FEATURED_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })}>
          {t('home.hero.featured')}
        </Button>
      </Hero>
      <div className="mx-auto -mt-14 max-w-7xl px-4 sm:px-6">
        <SearchPanel className="relative shadow-lg" />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <FeaturedCourses id={FEATURED_SECTION_ID} />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <MysterySection />
      </div>
      <DebugPanel />
    </main>
  );
}
