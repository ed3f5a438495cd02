import {
  Ban,
  Banknote,
  CalendarClock,
  CalendarX,
  Check,
  ChevronDown,
  EyeOff,
  LogIn,
  Mail,
  Percent,
  ShieldCheck,
  SlidersHorizontal,
  Tag,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const PARTNER_EMAIL = 'partners@swissteetimes.ch';

const heroHighlights = ['h1', 'h2', 'h3'] as const;

type BenefitId = 'offPeak' | 'newGolfers' | 'noSetupFee' | 'commission' | 'payouts' | 'control' | 'mystery';
const benefits: readonly { id: BenefitId; icon: LucideIcon }[] = [
  { id: 'offPeak', icon: CalendarClock },
  { id: 'newGolfers', icon: Users },
  { id: 'noSetupFee', icon: Wallet },
  { id: 'commission', icon: Percent },
  { id: 'payouts', icon: Banknote },
  { id: 'control', icon: SlidersHorizontal },
  { id: 'mystery', icon: EyeOff },
];

const steps = ['s1', 's2', 's3', 's4'] as const;

type ControlId = 'prices' | 'discounts' | 'blocks' | 'cancellation' | 'requirements';
const controls: readonly { id: ControlId; icon: LucideIcon }[] = [
  { id: 'prices', icon: Tag },
  { id: 'discounts', icon: Percent },
  { id: 'blocks', icon: Ban },
  { id: 'cancellation', icon: CalendarX },
  { id: 'requirements', icon: ShieldCheck },
];

const faqs = ['q1', 'q2', 'q3', 'q4', 'q5'] as const;

export function PartnerPage() {
  const { t } = useTranslation();
  const mailto = `mailto:${PARTNER_EMAIL}?subject=${encodeURIComponent(t('pages.partner.cta.mailSubject'))}`;

  return (
    <main className="flex-1">
      {/* Hero */}
      <section aria-labelledby="partner-title" className="bg-linear-to-b from-fairway-50 to-sand-50">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-fairway-700 uppercase">{t('pages.partner.eyebrow')}</p>
          <h1
            id="partner-title"
            className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-fairway-950 sm:text-5xl"
          >
            {t('pages.partner.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{t('pages.partner.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={mailto} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('pages.partner.cta.contact')}
            </a>
            <Link to="/golf-club/login" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {t('pages.partner.cta.login')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm font-medium text-fairway-900 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {heroHighlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check className="h-4 w-4 shrink-0 text-fairway-600" aria-hidden="true" />
                {t(`pages.partner.hero.${item}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Why partner */}
      <section aria-labelledby="partner-why-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="partner-why-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
          {t('pages.partner.why.title')}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('pages.partner.why.lead')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ id, icon: Icon }) => (
            <li
              key={id}
              className={cn(
                'rounded-2xl border p-6',
                id === 'mystery' ? 'border-deal-500/30 bg-deal-50' : 'border-slate-200 bg-white',
              )}
            >
              <span
                className={cn(
                  'flex h-11 w-11 items-center justify-center rounded-xl',
                  id === 'mystery' ? 'bg-white text-deal-600' : 'bg-fairway-100 text-fairway-800',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{t(`pages.partner.why.${id}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{t(`pages.partner.why.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* How it works */}
      <section aria-labelledby="partner-steps-title" className="bg-fairway-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="partner-steps-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('pages.partner.steps.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-fairway-100">{t('pages.partner.steps.lead')}</p>
          <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
            {steps.map((id, index) => (
              <li key={id} className="border-t border-fairway-600 pt-5">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white text-sm font-bold text-fairway-900 tabular-nums">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(`pages.partner.steps.${id}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-fairway-100">{t(`pages.partner.steps.${id}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* What clubs control */}
      <section aria-labelledby="partner-control-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="max-w-3xl">
          <h2 id="partner-control-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
            {t('pages.partner.control.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('pages.partner.control.lead')}</p>
        </div>
        <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {controls.map(({ id, icon: Icon }) => (
            <div key={id} className="flex gap-4 p-5 sm:p-6">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-fairway-700" aria-hidden="true" />
              <div className="sm:grid sm:flex-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
                <dt className="font-semibold text-slate-900">{t(`pages.partner.control.${id}.title`)}</dt>
                <dd className="mt-1 leading-relaxed text-slate-700 sm:mt-0">{t(`pages.partner.control.${id}.body`)}</dd>
              </div>
            </div>
          ))}
        </dl>
      </section>

      {/* FAQ */}
      <section aria-labelledby="partner-faq-title" className="border-t border-sand-100 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="partner-faq-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
            {t('pages.partner.faq.title')}
          </h2>
          <div className="mt-8 divide-y divide-slate-200 border-y border-slate-200">
            {faqs.map((id) => (
              <details key={id} className="group py-1">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-semibold text-slate-900 hover:text-fairway-800 [&::-webkit-details-marker]:hidden">
                  <span>{t(`pages.partner.faq.${id}.question`)}</span>
                  <ChevronDown
                    className="h-5 w-5 shrink-0 text-fairway-700 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="pb-5 leading-relaxed text-slate-700">{t(`pages.partner.faq.${id}.answer`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      {/* Call to action */}
      <section aria-labelledby="partner-cta-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="rounded-3xl bg-fairway-900 p-6 text-white sm:p-10 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-2xl">
            <h2 id="partner-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('pages.partner.cta.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-fairway-100">{t('pages.partner.cta.body')}</p>
            <p className="mt-3 text-sm text-fairway-200">
              {t('pages.partner.cta.emailLabel')}{' '}
              <a href={mailto} className="font-semibold text-white underline underline-offset-4">
                {PARTNER_EMAIL}
              </a>
            </p>
          </div>
          <div className="mt-8 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0 lg:flex-col">
            <a href={mailto} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              {t('pages.partner.cta.contact')}
            </a>
            <Link
              to="/golf-club/login"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-fairway-400 px-6 text-base font-semibold text-white transition-colors hover:bg-fairway-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <LogIn className="h-5 w-5" aria-hidden="true" />
              {t('pages.partner.cta.login')}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
