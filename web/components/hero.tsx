import { queryOptions, useQuery } from '@tanstack/react-query';
import { BadgePercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { cn } from '../lib/cn';
import { HERO_PICTURE } from '../../contract/first-paint';
import { SAME_FOR_EVERYONE } from '../lib/query-client';

const bestDiscountQuery = queryOptions({
  queryKey: ['offers', 'best-discount'],
  meta: SAME_FOR_EVERYONE,
  queryFn: ({ signal }) => api<{ percent: number }>('/api/offers/best-discount', { signal }),
});

/** The badge promises only what can be booked now: the deepest discount on offer, never a fixed number. */
function DiscountBadge() {
  const { t } = useTranslation();
  const best = useQuery(bestDiscountQuery);
  const text =
    best.data === undefined
      ? null
      : best.data.percent > 0
        ? t('hero.upTo', { percent: best.data.percent })
        : t('hero.discounted');
  return (
    // The pill keeps its height while the figure loads, so nothing below it moves.
    <p
      className="inline-flex min-h-7 items-center gap-2 rounded-full bg-deal-600 px-3 py-1 text-sm font-bold"
      data-testid="hero-badge"
    >
      <BadgePercent className="h-4 w-4" aria-hidden="true" />
      {text}
    </p>
  );
}

/** The course picture with the discount badge, title, subtitle and actions, as on the landing and home screens. */
export function Hero({
  title,
  subtitle,
  imageAlt = '',
  children,
  className,
}: {
  title: string;
  subtitle: string;
  imageAlt?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className="relative overflow-hidden bg-fairway-950 text-white">
      <img
        src={HERO_PICTURE}
        alt={imageAlt}
        fetchPriority="high"
        className="absolute inset-0 h-full w-full object-cover opacity-55"
      />
      <div
        className="absolute inset-0 bg-linear-to-r from-fairway-950/90 via-fairway-950/60 to-fairway-950/30"
        aria-hidden="true"
      />
      <div className={cn('relative mx-auto max-w-7xl px-4 sm:px-6', className)}>
        <DiscountBadge />
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-fairway-50 sm:text-xl">{subtitle}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

export const heroSecondaryButton = 'border-white/40 bg-white/10 text-white hover:bg-white/20';
