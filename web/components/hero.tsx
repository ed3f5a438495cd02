import { BadgePercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The course picture with the discount badge, title, subtitle and actions, as on the landing and home screens. */
export function Hero({ badge, title, subtitle, imageAlt = '', children, className }: { badge: string; title: string; subtitle: string; imageAlt?: string; children: ReactNode; className?: string }) {
  return (
    <section className="relative overflow-hidden bg-fairway-950 text-white">
      <img src="/hero.svg" alt={imageAlt} fetchPriority="high" className="absolute inset-0 h-full w-full object-cover opacity-55" />
      <div className="absolute inset-0 bg-linear-to-r from-fairway-950/90 via-fairway-950/60 to-fairway-950/30" aria-hidden="true" />
      <div className={cn('relative mx-auto max-w-7xl px-4 sm:px-6', className)}>
        <p className="inline-flex items-center gap-2 rounded-full bg-deal-600 px-3 py-1 text-sm font-bold">
          <BadgePercent className="h-4 w-4" aria-hidden="true" />
          {badge}
        </p>
        <h1 className="mt-5 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-fairway-50 sm:text-xl">{subtitle}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}

export const heroSecondaryButton = 'border-white/40 bg-white/10 text-white hover:bg-white/20';
