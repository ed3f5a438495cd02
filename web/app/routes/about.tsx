import {
  ArrowRight,
  BadgePercent,
  CalendarCheck,
  Check,
  Flag,
  Handshake,
  Heart,
  Mail,
  MapPin,
  Mountain,
  Search,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

const CONTACT_EMAIL = 'info@swissteetimes.ch';

const facts = ['cantons', 'languages', 'currency', 'window'] as const;

const storyParagraphs = ['p1', 'p2', 'p3'] as const;

const steps: readonly { id: 's1' | 's2' | 's3'; icon: LucideIcon }[] = [
  { id: 's1', icon: Search },
  { id: 's2', icon: CalendarCheck },
  { id: 's3', icon: Flag },
];

const mysteryItems = ['i1', 'i2', 'i3'] as const;

const values: readonly {
  id: 'fair' | 'partnership' | 'accessible' | 'local';
  icon: LucideIcon;
}[] = [
  { id: 'fair', icon: BadgePercent },
  { id: 'partnership', icon: Handshake },
  { id: 'accessible', icon: Heart },
  { id: 'local', icon: Mountain },
];

export function AboutPage() {
  const { t } = useTranslation();

  return (
    <main className="flex-1">
      {/* Hero */}
      <section aria-labelledby="about-title" className="bg-fairway-900 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:py-24">
          <p className="text-sm font-semibold tracking-wide text-fairway-200 uppercase">{t('pages.about.eyebrow')}</p>
          <h1 id="about-title" className="mt-3 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {t('pages.about.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-fairway-100">{t('pages.about.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              <Search className="h-5 w-5" aria-hidden="true" />
              {t('pages.about.cta.search')}
            </Link>
            <Link
              to="/partner"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-fairway-400 px-6 text-base font-semibold text-white transition-colors hover:bg-fairway-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('pages.about.cta.clubs')}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>

      {/* Facts */}
      <div className="border-b border-sand-100 bg-white">
        <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:px-6 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm leading-snug text-slate-600">{t(`pages.about.facts.${fact}.label`)}</dt>
              <dd className="text-2xl font-bold text-fairway-800 sm:text-3xl">
                {t(`pages.about.facts.${fact}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      {/* Story & mission */}
      <section aria-labelledby="about-story-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
          <div className="max-w-3xl">
            <h2 id="about-story-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
              {t('pages.about.story.title')}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {storyParagraphs.map((paragraph) => (
                <p key={paragraph}>{t(`pages.about.story.${paragraph}`)}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="about-mission-title"
            className="self-start rounded-2xl border border-fairway-200 bg-fairway-50 p-6"
          >
            <Target className="h-8 w-8 text-fairway-700" aria-hidden="true" />
            <h2 id="about-mission-title" className="mt-4 text-lg font-semibold text-fairway-900">
              {t('pages.about.mission.title')}
            </h2>
            <p className="mt-2 text-lg leading-relaxed font-medium text-fairway-950">{t('pages.about.mission.body')}</p>
          </aside>
        </div>
      </section>

      {/* How it works */}
      <section aria-labelledby="about-how-title" className="border-y border-sand-100 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="about-how-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
            {t('pages.about.how.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('pages.about.how.lead')}</p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-3">
            {steps.map(({ id, icon: Icon }, index) => (
              <li key={id} className="relative rounded-2xl border border-slate-200 bg-sand-50 p-6">
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-fairway-900 text-white">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <span className="text-sm font-semibold text-fairway-700 tabular-nums">
                    {index + 1} / {steps.length}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`pages.about.how.${id}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{t(`pages.about.how.${id}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Mystery tee times */}
      <section aria-labelledby="about-mystery-title" className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <div className="overflow-hidden rounded-3xl border border-deal-500/30 bg-deal-50 p-6 sm:p-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-deal-600 ring-1 ring-deal-500/30">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('pages.about.mystery.badge')}
          </p>
          <h2 id="about-mystery-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('pages.about.mystery.title')}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{t('pages.about.mystery.body')}</p>
          <ul className="mt-6 max-w-3xl space-y-3">
            {mysteryItems.map((item) => (
              <li key={item} className="flex gap-3 text-slate-800">
                <Check className="mt-0.5 h-5 w-5 shrink-0 text-deal-600" aria-hidden="true" />
                <span className="leading-relaxed">{t(`pages.about.mystery.${item}`)}</span>
              </li>
            ))}
          </ul>
          <Link to="/terms" className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'mt-6 px-0')}>
            {t('pages.about.mystery.link')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      {/* Values */}
      <section aria-labelledby="about-values-title" className="mx-auto max-w-5xl px-4 pb-14 sm:px-6 sm:pb-20">
        <h2 id="about-values-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
          {t('pages.about.values.title')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {values.map(({ id, icon: Icon }) => (
            <li key={id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-fairway-100 text-fairway-800">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`pages.about.values.${id}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{t(`pages.about.values.${id}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* For clubs */}
      <section aria-labelledby="about-clubs-title" className="bg-fairway-50">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-3xl">
            <h2 id="about-clubs-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
              {t('pages.about.clubs.title')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-slate-700">{t('pages.about.clubs.body')}</p>
          </div>
          <Link
            to="/partner"
            className={cn(buttonVariants({ variant: 'primary', size: 'lg' }), 'shrink-0 self-start lg:self-auto')}
          >
            {t('pages.about.clubs.link')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
        </div>
      </section>

      {/* Team & contact */}
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <section aria-labelledby="about-team-title" className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
          <MapPin className="h-7 w-7 text-fairway-700" aria-hidden="true" />
          <h2 id="about-team-title" className="mt-4 text-xl font-bold text-fairway-950">
            {t('pages.about.team.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t('pages.about.team.body')}</p>
        </section>
        <section
          aria-labelledby="about-contact-title"
          className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8"
        >
          <Mail className="h-7 w-7 text-fairway-700" aria-hidden="true" />
          <h2 id="about-contact-title" className="mt-4 text-xl font-bold text-fairway-950">
            {t('pages.about.contact.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t('pages.about.contact.body')}</p>
          <dl className="mt-5 space-y-4 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{t('pages.about.contact.emailLabel')}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${CONTACT_EMAIL}`}
                  className="font-medium text-fairway-700 underline underline-offset-4 hover:text-fairway-900"
                >
                  {CONTACT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('pages.about.contact.addressLabel')}</dt>
              <dd className="mt-1 text-slate-700">
                <address className="not-italic">
                  {t('pages.about.contact.company')}
                  <br />
                  {t('pages.about.contact.street')}
                  <br />
                  {t('pages.about.contact.city')}
                  <br />
                  {t('pages.about.contact.country')}
                </address>
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </main>
  );
}
