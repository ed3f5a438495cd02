import { BadgePercent, CalendarCheck, Flag, MapPinned, Search, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hero, heroSecondaryButton } from '../../components/hero';
import { buttonVariants } from '../../components/ui/button';
import { SIGN_UP_PATH } from '../../lib/auth/auth-links';
import { SignInNeededNotice } from '../../features/landing/components/sign-in-needed-notice';

const steps = [
  { id: 'search', icon: Search },
  { id: 'book', icon: CalendarCheck },
  { id: 'play', icon: Flag },
] as const;

const benefits = [
  { id: 'discounts', icon: BadgePercent },
  { id: 'cantons', icon: MapPinned },
  { id: 'mystery', icon: Sparkles },
] as const;

/** What a signed-out visitor sees at / and /landing. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <main className="flex-1">
      <SignInNeededNotice />
      <Hero
        title={t('landing.title')}
        subtitle={t('landing.subtitle')}
        imageAlt={t('landing.heroImageAlt')}
        className="py-20 sm:py-28 lg:py-36"
      >
        <Link to={SIGN_UP_PATH} className={buttonVariants({ variant: 'deal', size: 'lg' })}>
          {t('landing.ctaSignup')}
        </Link>
        <Link
          to="/courses"
          className={buttonVariants({ variant: 'outline', size: 'lg', className: heroSecondaryButton })}
        >
          {t('landing.ctaBrowse')}
        </Link>
      </Hero>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6" aria-labelledby="landing-benefits">
        <h2 id="landing-benefits" className="text-3xl font-bold tracking-tight text-fairway-950">
          {t('landing.benefitsTitle')}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {benefits.map(({ id, icon: Icon }) => (
            <article key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="h-8 w-8 text-deal-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-bold">{t(`landing.benefits.${id}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`landing.benefits.${id}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-white" aria-labelledby="landing-steps">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="landing-steps" className="text-3xl font-bold tracking-tight text-fairway-950">
            {t('landing.stepsTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {steps.map(({ id, icon: Icon }, index) => (
              <li key={id} className="flex gap-4">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-fairway-900 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="flex items-center gap-2 text-lg font-bold">
                    <Icon className="h-5 w-5 text-fairway-700" aria-hidden="true" />
                    {t(`landing.steps.${id}.title`)}
                  </h3>
                  <p className="mt-1 text-slate-600">{t(`landing.steps.${id}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-fairway-900 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{t('landing.clubsTitle')}</h2>
            <p className="mt-2 max-w-2xl text-fairway-100">{t('landing.clubsBody')}</p>
          </div>
          <Link to="/partner" className={buttonVariants({ variant: 'outline', size: 'lg', className: 'shrink-0' })}>
            {t('landing.clubsCta')}
          </Link>
        </div>
      </section>
    </main>
  );
}
