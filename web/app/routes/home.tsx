import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterPaint } from '../../components/after-paint';
import { Hero, heroSecondaryButton } from '../../components/hero';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FEATURED_SECTION_ID } from './home-sections-id';

// The hero paints first, with the app's own code; the search panel, last-minute deals, featured courses and
// mystery tee times are asked for once it is on the screen.
const HomeSections = lazy(async () => ({ default: (await import('./home-sections')).HomeSections }));

/** The signed-in home: hero, search panel, featured courses and mystery tee times. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main className="flex-1">
      <Hero title={t('home.hero.title')} subtitle={t('home.hero.subtitle')} className="pb-24 pt-12 sm:pb-28 sm:pt-16">
        <Link to="/courses" className={buttonVariants({ variant: 'deal', size: 'lg' })}>
          {t('home.hero.findTeeTimes')}
        </Link>
        <Button
          variant="outline"
          size="lg"
          className={heroSecondaryButton}
          onClick={() => document.getElementById(FEATURED_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })}
        >
          {t('home.hero.featured')}
        </Button>
      </Hero>
      <AfterPaint fallback={<HomeSectionsLoading />}>
        <Suspense fallback={<HomeSectionsLoading />}>
          <HomeSections />
        </Suspense>
      </AfterPaint>
    </main>
  );
}

/** The search panel's place while its code loads. */
function HomeSectionsLoading() {
  return (
    <div className="mx-auto -mt-14 max-w-7xl px-4 sm:px-6" aria-hidden="true">
      <Card className="relative h-[26rem] animate-pulse p-5 shadow-lg md:h-64 lg:h-28" />
    </div>
  );
}
