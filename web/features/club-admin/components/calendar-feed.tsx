import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CALENDAR_EVENT_LIMIT,
  CALENDAR_HORIZON_DAYS,
  CALENDAR_REFRESH_MINUTES,
  calendarFeedInputSchema,
  type CalendarEvent,
  type CalendarFeed,
  type CalendarFeedInput,
  type CalendarRead,
} from '../../../../contract/calendar-feeds';
import { QueryState } from '../../../components/query-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Form, FormField } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { Refusal } from '../../../components/ui/refusal';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/format';
import { swissDate } from '../../../lib/swiss-date-time';
import { toast } from '../../../lib/toast';
import {
  useClubCalendar,
  usePreviewCalendar,
  useReadCalendarNow,
  useSubscribeCalendar,
  useUnsubscribeCalendar,
} from '../hooks';
import { clubRefusal } from './club-refusal';

type T = ReturnType<typeof useTranslation>['t'];

/** Why a calendar cannot be read, in the admin's language, for the codes the server names. */
function calendarProblem(t: T, error: Error): string {
  if (!(error instanceof ApiError)) return clubRefusal(t, error);
  if (error.code === 'invalid_input') return t('clubAdmin.calendar.errors.address');
  if (
    error.code === 'calendar_unreachable' ||
    error.code === 'calendar_unreadable' ||
    error.code === 'calendar_too_large'
  )
    return problemText(t, error.code);
  return clubRefusal(t, error);
}

const problemText = (t: T, code: NonNullable<CalendarFeed['problem']>['code']) =>
  code === 'calendar_too_large'
    ? t('clubAdmin.calendar.errors.calendar_too_large', { count: CALENDAR_EVENT_LIMIT, days: CALENDAR_HORIZON_DAYS })
    : t(`clubAdmin.calendar.errors.${code}`);

/**
 * The club's calendar of blocked times: an iCalendar address previewed (what it would block, leave open for
 * bookings, reopen), then subscribed to; once subscribed, its last read, why a read failed, and the way out.
 */
export function CalendarFeedCard({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const calendar = useClubCalendar(clubId);
  const [changing, setChanging] = useState(false);
  return (
    <Card className="xl:col-span-2">
      <div className="p-5 pb-2 sm:p-6 sm:pb-2">
        <h2 id="calendar-title" className="text-lg font-bold text-fairway-950">
          {t('clubAdmin.calendar.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('clubAdmin.calendar.hint', { minutes: CALENDAR_REFRESH_MINUTES })}
        </p>
      </div>
      <QueryState query={calendar}>
        {({ feed }) =>
          feed && !changing ? (
            <Subscription clubId={clubId} feed={feed} onChange={() => setChanging(true)} />
          ) : (
            <NewCalendar
              clubId={clubId}
              current={feed?.url ?? null}
              onDone={() => setChanging(false)}
              onCancel={feed ? () => setChanging(false) : null}
            />
          )
        }
      </QueryState>
    </Card>
  );
}

/** An address first previewed, then subscribed to (replacing the club's calendar, if it has one). */
function NewCalendar({
  clubId,
  current,
  onDone,
  onCancel,
}: {
  clubId: string;
  current: string | null;
  onDone: () => void;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<{ url: string; read: CalendarRead } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CalendarFeedInput>({
    resolver: zodResolver(calendarFeedInputSchema),
    defaultValues: { url: current ?? '' },
  });
  const refused = (error: Error) => setProblem(calendarProblem(t, error));
  const previewing = usePreviewCalendar(clubId, {
    onPreview: (read) => setPreview({ url: form.getValues('url'), read }),
    onRefused: refused,
  });
  const subscribe = useSubscribeCalendar(clubId, {
    onDone: () => {
      toast.success(t('clubAdmin.calendar.subscribed'));
      onDone();
    },
    onRefused: refused,
  });
  return (
    <>
      <Form
        form={form}
        className="space-y-3 p-5 pt-3 sm:p-6 sm:pt-3"
        aria-label={t('clubAdmin.calendar.previewAction')}
        onSubmit={(input) => {
          setProblem(null);
          setPreview(null);
          previewing.mutate(input);
        }}
      >
        <FormField<CalendarFeedInput> name="url" id="calendar-url" label={t('clubAdmin.calendar.url')} kind="text">
          {(control) => (
            <Input
              type="text"
              inputMode="url"
              autoComplete="off"
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              {...control}
            />
          )}
        </FormField>
        <p className="text-xs text-slate-500">{t('clubAdmin.calendar.where')}</p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={preview ? 'outline' : 'primary'} disabled={previewing.isPending}>
            {previewing.isPending ? <Spinner /> : <CalendarClock className="h-4 w-4" aria-hidden="true" />}
            {t('clubAdmin.calendar.previewAction')}
          </Button>
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('clubAdmin.calendar.cancelChange')}
            </Button>
          ) : null}
        </div>
        {problem ? <Refusal>{problem}</Refusal> : null}
      </Form>
      {preview ? (
        <section aria-labelledby="calendar-preview-title" className="border-t border-slate-100">
          <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:p-6">
            <h3 id="calendar-preview-title" className="min-w-0 flex-1 font-semibold text-slate-900" role="status">
              {t('clubAdmin.calendar.previewSummary', {
                blocks: preview.read.totals.blocks,
                withBookings: preview.read.totals.withBookings,
                lifted: preview.read.totals.lifted,
              })}
            </h3>
            <Button disabled={subscribe.isPending} onClick={() => subscribe.mutate({ url: preview.url })}>
              {subscribe.isPending ? <Spinner /> : null}
              {t('clubAdmin.calendar.subscribe')}
            </Button>
          </div>
          <ReadList read={preview.read} />
        </section>
      ) : null}
    </>
  );
}

function Subscription({ clubId, feed, onChange }: { clubId: string; feed: CalendarFeed; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatInstant(iso, i18n.language);
  const readNow = useReadCalendarNow(clubId, {
    onDone: () => undefined,
    onRefused: (error) => toast.error(calendarProblem(t, error)),
  });
  const end = useUnsubscribeCalendar(clubId, {
    onDone: ({ reopened }) => toast.success(t('clubAdmin.calendar.ended', { count: reopened })),
    onRefused: (error) => toast.error(clubRefusal(t, error)),
  });
  const last = feed.lastRead;
  return (
    <>
      <div className="space-y-3 px-5 pb-5 sm:px-6 sm:pb-6">
        <p className="font-mono text-sm break-all text-slate-900">{feed.url}</p>
        <p className="text-sm text-slate-600" role="status">
          {[
            feed.attemptedAt ? t('clubAdmin.calendar.attemptedAt', { date: when(feed.attemptedAt) }) : null,
            t('clubAdmin.calendar.nextRead', { date: when(feed.nextReadAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {feed.problem ? (
          <Refusal>
            <p>{problemText(t, feed.problem.code)}</p>
            <p className="mt-1 text-xs">
              {t('clubAdmin.calendar.problemDetail')} <code className="break-all">{feed.problem.message}</code>
            </p>
            <p className="mt-1">{t('clubAdmin.calendar.blocksKept')}</p>
          </Refusal>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={readNow.isPending} onClick={() => readNow.mutate(undefined)}>
            {readNow.isPending ? <Spinner /> : <RotateCw className="h-4 w-4" aria-hidden="true" />}
            {t('clubAdmin.calendar.readNow')}
          </Button>
          <Button variant="outline" onClick={onChange}>
            {t('clubAdmin.calendar.change')}
          </Button>
          <ConfirmDialog
            title={t('clubAdmin.calendar.endTitle')}
            description={t('clubAdmin.calendar.endText')}
            confirmLabel={t('clubAdmin.calendar.end')}
            cancelLabel={t('clubAdmin.connections.keep')}
            onConfirm={() => end.mutate(undefined)}
          >
            <Button variant="outline" disabled={end.isPending}>
              {end.isPending ? <Spinner /> : null}
              {t('clubAdmin.calendar.end')}
            </Button>
          </ConfirmDialog>
        </div>
      </div>
      {last ? (
        <section aria-labelledby="calendar-last-title" className="border-t border-slate-100">
          <h3 id="calendar-last-title" className="p-5 pb-0 font-semibold text-slate-900 sm:p-6 sm:pb-0">
            {t('clubAdmin.calendar.lastSummary', {
              date: when(last.readAt),
              blocked: last.totals.blocks + last.totals.blocked,
              withBookings: last.totals.withBookings,
              lifted: last.totals.lifted,
            })}
          </h3>
          <ReadList read={last} />
        </section>
      ) : null}
    </>
  );
}

/** A read's events in order, with what each did to the tee sheet, and the times it reopened. */
function ReadList({ read }: { read: CalendarRead }) {
  const { t } = useTranslation();
  return (
    <div className="pb-2">
      {read.events.length === 0 ? (
        <p className="px-5 py-3 text-sm text-slate-600 sm:px-6">
          {t('clubAdmin.calendar.noEvents', { days: CALENDAR_HORIZON_DAYS })}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.calendar.eventsLabel')}>
          {read.events.map((event) => (
            <EventRow key={`${event.date} ${event.from} ${event.summary}`} event={event} preview={read.preview} />
          ))}
        </ul>
      )}
      {read.totals.withBookings > 0 ? (
        <p className="px-5 py-2 text-sm text-slate-700 sm:px-6">{t('clubAdmin.calendar.bookedHint')}</p>
      ) : null}
      {read.unlisted > 0 ? (
        <p className="px-5 py-2 text-xs text-slate-500 sm:px-6">
          {t('clubAdmin.calendar.unlisted', { count: read.unlisted })}
        </p>
      ) : null}
      {read.lifted.length > 0 ? (
        <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
          <h4 className="text-sm font-semibold text-slate-900">
            {t(read.preview ? 'clubAdmin.calendar.toReopen' : 'clubAdmin.calendar.reopenedTitle', {
              count: read.lifted.length,
            })}
          </h4>
          <ul className="mt-1 text-sm text-slate-700 tabular-nums">
            {read.lifted.map((time) => (
              <li key={`${time.date} ${time.time}`}>
                {swissDate(time.date)} {time.time} · {time.summary}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function EventRow({ event, preview }: { event: CalendarEvent; preview: boolean }) {
  const { t } = useTranslation();
  const blocked = event.blocks + event.blocked;
  const span =
    event.from === '00:00' && event.to === '24:00' ? t('clubAdmin.calendar.allDay') : `${event.from}–${event.to}`;
  return (
    <li
      className="flex flex-col gap-1 px-5 py-2.5 sm:flex-row sm:items-baseline sm:gap-3 sm:px-6"
      data-testid="calendar-event"
    >
      <span className="shrink-0 text-sm whitespace-nowrap text-slate-700 tabular-nums sm:w-56">
        {swissDate(event.date)} · {span}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="font-medium text-slate-900">{event.summary || t('clubAdmin.calendar.untitled')}</span>{' '}
        <Badge tone={blocked > 0 ? 'warning' : 'neutral'} className="ml-1">
          {blocked + event.reopened + event.withBookings.length === 0
            ? t('clubAdmin.calendar.noTimes')
            : t(preview ? 'clubAdmin.calendar.toBlockCount' : 'clubAdmin.calendar.blockedCount', { count: blocked })}
        </Badge>
        {event.reopened > 0 ? (
          <span className="block text-slate-600">
            {t('clubAdmin.calendar.reopenedByYou', { count: event.reopened })}
          </span>
        ) : null}
        {event.withBookings.length > 0 ? (
          <span className="block text-red-800">
            {t('clubAdmin.calendar.keptOpen', {
              count: event.withBookings.length,
              times: event.withBookings.map((open) => `${open.time} (${open.references.join(', ')})`).join(', '),
            })}
          </span>
        ) : null}
      </span>
    </li>
  );
}
