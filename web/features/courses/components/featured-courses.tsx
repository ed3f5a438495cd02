import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBuiltInBackgroundFor } from '../../../lib/use-built-in-background';
import { useSeen } from '../../../lib/use-seen';
import { useOneByOne } from '../use-one-by-one';
import { featuredClubsQuery } from '../api';
import { todayInZurich } from '../../../lib/zurich-today';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { NoTeeTimes } from './no-tee-times';
import { DaySelect } from './day-select';

/**
 * Featured clubs for a date, all in one request, as a carousel of 1, 2 or 3 cards by width: a row that
 * scrolls and snaps to the cards (a swipe on phones), with arrows from medium screens on.
 */
export function FeaturedCourses({ id }: { id?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [date, setDate] = useState(todayInZurich);
  const featured = useQuery(featuredClubsQuery(date, Boolean(user)));
  // The cards are built one at a time, so that the page answers taps while they come; below the first screen
  // (a phone shows the home's hero and search there), the first card only, and the rest once the golfer
  // scrolls to the row. The first too is built in the background (an answer of TanStack Query renders at once and
  // whole), while a refetched day's row stays.
  const row = useSeen<HTMLElement>();
  const cards = useOneByOne(useBuiltInBackgroundFor(date, featured.data), row.seen ? Infinity : 1);
  const { track, canScroll, scrollByCard } = useCardRow(cards);
  useEffect(() => {
    if (featured.isError) toast.error(t('featured.errorLoading'));
  }, [featured.isError, t]);

  return (
    <section ref={row.ref} id={id} aria-labelledby="featured-title" className="scroll-mt-20">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-fairway-950 sm:text-3xl">
            {t('featured.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('featured.subtitle')}</p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="featured-date" className="sr-only">
            {t('search.date')}
          </label>
          <DaySelect id="featured-date" value={date} onChange={setDate} className="w-auto" />
          <button
            type="button"
            aria-label={t('featured.previous')}
            disabled={!canScroll.prev}
            onClick={() => scrollByCard(-1)}
            className="hidden h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-slate-300 bg-white disabled:opacity-40 md:inline-flex"
          >
            <ChevronLeft className="h-5 w-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={t('featured.next')}
            disabled={!canScroll.next}
            onClick={() => scrollByCard(1)}
            className="hidden h-11 w-11 cursor-pointer items-center justify-center rounded-full border border-slate-300 bg-white disabled:opacity-40 md:inline-flex"
          >
            <ChevronRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="mt-6">
        {cards === undefined && !featured.isError ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="featured-loading">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className={index > 0 ? 'hidden md:block' : undefined}>
                <CourseCardSkeleton />
              </div>
            ))}
          </div>
        ) : cards === undefined ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
            {t('featured.errorLoading')}
          </p>
        ) : featured.data?.every((club) => club.openTeeTimeCount === 0) ? (
          <NoTeeTimes
            className="rounded-2xl p-8 text-base"
            date={date}
            message={t('featured.emptyDay')}
            onChooseDate={setDate}
          />
        ) : (
          // A new date builds a new row, which starts at its first card. Positioned, so that the cards'
          // screen-reader labels (placed absolutely) stay inside the row instead of widening the page.
          <div
            key={date}
            ref={track}
            className="relative -ml-4 flex snap-x snap-mandatory overflow-x-auto pb-1 [scrollbar-width:none]"
          >
            {cards.map((club) => (
              <div
                key={club.id}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start pl-4 md:basis-1/2 lg:basis-1/3"
              >
                <CourseCard club={club} date={date} />
              </div>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * The scrolling row of cards: whether it can scroll back or on (the first or the last card is not wholly
 * in view, as the browser reports without a forced layout), and a scroll to the previous or next card.
 */
function useCardRow(cards: readonly unknown[] | undefined) {
  const track = useRef<HTMLDivElement>(null);
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });
  useEffect(() => {
    const row = track.current;
    const first = row?.firstElementChild;
    const last = row?.lastElementChild;
    if (!row || !first || !last) return;
    const cut = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const hidden = entry.intersectionRatio < 0.98;
          // Unchanged, the same state: no render for a report that changes nothing.
          if (entry.target === first)
            setCanScroll((current) => (current.prev === hidden ? current : { ...current, prev: hidden }));
          if (entry.target === last)
            setCanScroll((current) => (current.next === hidden ? current : { ...current, next: hidden }));
        }
      },
      { root: row, threshold: [0.98] },
    );
    cut.observe(first);
    cut.observe(last);
    return () => cut.disconnect();
  }, [cards]);
  // Where the arrows last sent the row: a second click while it still glides goes on from there.
  const aimedAt = useRef<number | null>(null);
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    const forget = () => {
      aimedAt.current = null;
    };
    const events = ['scrollend', 'pointerdown', 'wheel'] as const;
    for (const event of events) row.addEventListener(event, forget, { passive: true });
    return () => {
      for (const event of events) row.removeEventListener(event, forget);
    };
  }, [cards]);
  const scrollByCard = useCallback((direction: 1 | -1) => {
    const row = track.current;
    const card = row?.firstElementChild;
    if (!row || !(card instanceof HTMLElement)) return;
    const from = aimedAt.current ?? row.scrollLeft;
    const left = Math.min(
      Math.max(0, (Math.round(from / card.offsetWidth) + direction) * card.offsetWidth),
      row.scrollWidth - row.clientWidth,
    );
    aimedAt.current = left;
    row.scrollTo({ left, behavior: 'smooth' });
  }, []);
  return { track, canScroll, scrollByCard };
}
