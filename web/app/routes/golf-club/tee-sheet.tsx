import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, ChevronLeft, ChevronRight, CircleCheck, Pencil, Printer, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { updateTeeTimeSchema, type AdminTeeTime, type UpdateTeeTime } from '../../../../contract/club-admin';
import type { SheetBooking, SheetTeeTime } from '../../../../contract/desk';
import { addDays, zurichDate, zurichInstant } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateField } from '../../../components/ui/date-time-field';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { Form, FormField, numberRange } from '../../../components/ui/form';
import { Tooltip } from '../../../components/ui/tooltip';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatChf, formatDay } from '../../../lib/format';
import { messageKey } from '../../../lib/field-message';
import {
  useChangeTeeTime,
  useClubSettings,
  useDeleteTeeTime,
  useRestoreTeeTime,
  useTeeSheet,
} from '../../../features/club-admin/hooks';
import { ClubPage } from '../../../features/club-admin/components/club-layout';
import { QueryState } from '../../../components/query-state';
import { Field } from '../../../components/ui/field';
import { ScheduleForm } from '../../../features/club-admin/components/schedule-form';
import { BlockForm } from '../../../features/club-admin/components/block-form';
import { priceRange } from '../../../features/club-admin/components/tee-time-fields';
import { BookingPanel } from '../../../features/club-admin/components/booking-panel';
import { DeskBookingForm } from '../../../features/club-admin/components/desk-booking-form';
import { SheetPlaces } from '../../../features/club-admin/components/sheet-places';
import { WeekSheet } from '../../../features/club-admin/components/week-sheet';
import { clubRefusal } from '../../../features/club-admin/components/club-refusal';

/** /golf-club/tee-times: the desk's tee sheet of a day (or a week at a glance), and the tools to build it. */
export function TeeSheetPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.teeSheet.title')}>{(clubId) => <TeeSheet clubId={clubId} />}</ClubPage>;
}

type SheetView = 'day' | 'week';
type SheetFilter = 'all' | 'open' | 'booked' | 'blocked';
const filters: SheetFilter[] = ['all', 'open', 'booked', 'blocked'];
const shows: Record<SheetFilter, (time: SheetTeeTime) => boolean> = {
  all: () => true,
  open: (time) => !time.isBlocked && time.slotsAvailable > time.bookedPlayers,
  booked: (time) => time.bookings.length > 0,
  blocked: (time) => time.isBlocked,
};

/** What the sheet has open in its dialog: a desk booking of a time, or one booking's panel. */
type Opened = { kind: 'book'; teeTimeId: string } | { kind: 'booking'; teeTimeId: string; bookingId: string } | null;

function TeeSheet({ clubId }: { clubId: string }) {
  const { t, i18n } = useTranslation();
  const [date, setDate] = useState(() => zurichDate(new Date()));
  const [view, setView] = useState<SheetView>('day');
  const [filter, setFilter] = useState<SheetFilter>('all');
  const [opened, setOpened] = useState<Opened>(null);
  const sheet = useTeeSheet(clubId, date);
  const mysteryOff = useClubSettings(clubId).data?.mysteryDealsAllowed === false;
  // A booked time the admin asked to block: the block form opens with it (a new key each time, so it resets).
  const [blockOf, setBlockOf] = useState<{ time: string; key: number } | null>(null);
  // Lives with the sheet, not the deleted row: the toast's undo comes after the row is gone.
  const restore = useRestoreTeeTime(clubId, {
    onRestored: () => toast.success(t('clubAdmin.teeSheet.restored')),
    onRefused: (error) =>
      toast.error(
        t(
          error instanceof ApiError && error.code === 'already_exists'
            ? 'clubAdmin.teeSheet.restoreExists'
            : error instanceof ApiError && error.code === 'invalid_input'
              ? 'clubAdmin.teeSheet.restoreStarted'
              : 'clubAdmin.errors.saveFailed',
        ),
      ),
  });
  const deleted = (teeTime: AdminTeeTime) =>
    toast.success(t('clubAdmin.teeSheet.deleted', { time: teeTime.time }), {
      action: { label: t('clubAdmin.teeSheet.undo'), onClick: () => restore.mutate(teeTime) },
    });
  const times = sheet.data ?? [];
  const openedTime = opened ? times.find((time) => time.id === opened.teeTimeId) : undefined;
  const openedBooking =
    opened?.kind === 'booking' ? openedTime?.bookings.find((booking) => booking.id === opened.bookingId) : undefined;
  const spokenDay = formatDay(date, i18n.language, 'long');
  // Today, the desk works from the next start on: a button takes it (and the keyboard focus) there.
  const nextStart =
    date === zurichDate(new Date())
      ? times.find((time) => zurichInstant(time.date, time.time) > new Date())
      : undefined;
  const toNextStart = () => {
    const row = nextStart && document.getElementById(`tee-time-${nextStart.id}`);
    row?.scrollIntoView({ block: 'start' });
    row?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="sheet-title">
        <h2 id="sheet-title" className="sr-only print:not-sr-only print:text-xl print:font-bold">
          {t('clubAdmin.desk.starterSheet', { day: spokenDay })}
        </h2>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          <Tooltip label={t('clubAdmin.desk.previousDay')}>
            <Button size="icon" variant="outline" onClick={() => setDate(addDays(date, view === 'week' ? -7 : -1))}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Field label={t('clubAdmin.fields.date')} id="sheet-date">
            <DateField id="sheet-date" value={date} onChange={setDate} className="w-36" />
          </Field>
          <Tooltip label={t('clubAdmin.desk.nextDay')}>
            <Button size="icon" variant="outline" onClick={() => setDate(addDays(date, view === 'week' ? 7 : 1))}>
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Button variant="ghost" onClick={() => setDate(zurichDate(new Date()))}>
            {t('clubAdmin.desk.today')}
          </Button>
          <div role="group" aria-label={t('clubAdmin.desk.view')} className="flex rounded-xl bg-slate-100 p-1">
            {(['day', 'week'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={view === option ? 'primary' : 'ghost'}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(`clubAdmin.desk.views.${option}`)}
              </Button>
            ))}
          </div>
          {view === 'day' && nextStart ? (
            <Button variant="ghost" onClick={toNextStart}>
              {t('clubAdmin.desk.nextStart', { time: nextStart.time })}
            </Button>
          ) : null}
          {view === 'day' ? (
            <Button variant="outline" className="sm:ml-auto" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t('clubAdmin.desk.print')}
            </Button>
          ) : null}
        </div>
        {view === 'day' ? (
          <div role="group" aria-label={t('clubAdmin.desk.filter')} className="mt-3 flex flex-wrap gap-1 print:hidden">
            {filters.map((option) => (
              <Button
                key={option}
                size="sm"
                variant={filter === option ? 'outline' : 'ghost'}
                aria-pressed={filter === option}
                onClick={() => setFilter(option)}
              >
                {t(`clubAdmin.desk.filters.${option}`)}
              </Button>
            ))}
          </div>
        ) : null}
        {mysteryOff ? (
          <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700 print:hidden">
            {t('clubAdmin.teeSheet.mysteryOffNote')}{' '}
            <Link to="/golf-club/settings" className="font-semibold underline">
              {t('clubAdmin.nav.settings')}
            </Link>
          </p>
        ) : null}
        <div className="mt-3">
          {view === 'week' ? (
            <WeekSheet
              clubId={clubId}
              from={date}
              onOpenDay={(day) => {
                setDate(day);
                setView('day');
              }}
            />
          ) : (
            <Card className="overflow-hidden print:border-0 print:shadow-none">
              <QueryState
                query={sheet}
                empty={{ when: (all) => all.length === 0, text: t('clubAdmin.teeSheet.empty') }}
              >
                {(all) => {
                  const shown = all.filter(shows[filter]);
                  return shown.length === 0 ? (
                    <p className="p-6 text-center text-sm text-slate-600">{t('clubAdmin.desk.noneOfFilter')}</p>
                  ) : (
                    <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.teeSheet.day')}>
                      {shown.map((teeTime) => (
                        <TeeTimeRow
                          key={teeTime.id}
                          clubId={clubId}
                          teeTime={teeTime}
                          onBlockBooked={(time) => setBlockOf({ time, key: Date.now() })}
                          onDeleted={deleted}
                          onOpenBooking={(booking) =>
                            setOpened({ kind: 'booking', teeTimeId: teeTime.id, bookingId: booking.id })
                          }
                          onBook={() => setOpened({ kind: 'book', teeTimeId: teeTime.id })}
                          mysteryOff={mysteryOff}
                        />
                      ))}
                    </ul>
                  );
                }}
              </QueryState>
            </Card>
          )}
        </div>
      </section>
      <div className="grid gap-6 lg:grid-cols-2 print:hidden">
        <BlockForm
          key={`${date}-${blockOf?.key ?? 0}`}
          clubId={clubId}
          date={date}
          sheet={times}
          preset={blockOf?.time ?? null}
        />
        <ScheduleForm key={date} clubId={clubId} date={date} />
      </div>
      <Dialog
        open={opened?.kind === 'book' && openedTime !== undefined}
        onOpenChange={(open) => (open ? null : setOpened(null))}
        title={openedTime ? t('clubAdmin.desk.formTitleAt', { time: openedTime.time, day: spokenDay }) : ''}
        closeLabel={t('ui.close')}
      >
        {opened?.kind === 'book' && openedTime ? (
          <DeskBookingForm clubId={clubId} teeTime={openedTime} onBooked={() => setOpened(null)} />
        ) : null}
      </Dialog>
      <Dialog
        open={openedBooking !== undefined}
        onOpenChange={(open) => (open ? null : setOpened(null))}
        title={
          openedBooking && openedTime
            ? t('clubAdmin.desk.bookingTitle', {
                name: openedBooking.golfer ?? t('clubAdmin.desk.unnamed'),
                count: openedBooking.playerCount,
                time: openedTime.time,
              })
            : ''
        }
        closeLabel={t('ui.close')}
      >
        {openedBooking && openedTime ? (
          <BookingPanel clubId={clubId} teeTime={openedTime} booking={openedBooking} onClose={() => setOpened(null)} />
        ) : null}
      </Dialog>
    </div>
  );
}

function TeeTimeRow({
  clubId,
  teeTime,
  onBlockBooked,
  onDeleted,
  onOpenBooking,
  onBook,
  mysteryOff,
}: {
  clubId: string;
  teeTime: SheetTeeTime;
  onOpenBooking: (booking: SheetBooking) => void;
  onBook: () => void;
  /** Blocking a booked time goes through the block form, which moves or cancels its bookings first. */
  onBlockBooked: (time: string) => void;
  onDeleted: (teeTime: AdminTeeTime) => void;
  /** The club has switched mystery deals off: its mystery times are sold as normal tee times. */
  mysteryOff: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // A time's own refusal (players are booked on it) says so; any other, its reason.
  const failed = (error: Error) =>
    toast.error(
      error instanceof ApiError && error.code === 'conflict' ? t('clubAdmin.errors.conflict') : clubRefusal(t, error),
    );
  const change = useChangeTeeTime(clubId, teeTime.id, {
    onChanged: () => {
      setEditing(false);
      toast.success(t('clubAdmin.teeSheet.saved'));
    },
    onRefused: failed,
  });
  const remove = useDeleteTeeTime(clubId, teeTime, { onDeleted, onRefused: failed });
  const money = (amount: number) => formatChf(amount);
  const label = t('clubAdmin.teeSheet.rowLabel', { time: teeTime.time });
  const booked = teeTime.bookedPlayers > 0;

  const started = zurichInstant(teeTime.date, teeTime.time) <= new Date();
  return (
    <li
      className={cn(
        'grid gap-3 p-3 break-inside-avoid sm:p-4 lg:grid-cols-[11.5rem_minmax(0,1fr)_auto] lg:items-start print:grid-cols-[10rem_minmax(0,1fr)] print:gap-2 print:p-1.5',
        teeTime.isBlocked && 'bg-slate-50',
      )}
      aria-label={label}
      data-testid="admin-tee-time"
      id={`tee-time-${teeTime.id}`}
      tabIndex={-1}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 lg:flex-col lg:items-start">
        <span className="text-lg font-bold tabular-nums">{teeTime.time}</span>
        <span className="text-sm text-slate-700">
          {t('courses.holesShort', { count: teeTime.holeCount })} ·{' '}
          {t('clubAdmin.teeSheet.booked', { booked: teeTime.bookedPlayers, capacity: teeTime.slotsAvailable })}
        </span>
        <span className="text-sm print:hidden">
          <span className="mr-1 text-slate-500 line-through">{money(teeTime.originalPrice)}</span>
          <span className="font-semibold" data-testid="admin-price">
            {money(teeTime.discountedPrice)}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          {teeTime.isBlocked ? (
            teeTime.blockedByCalendar ? (
              <Badge title={t('clubAdmin.teeSheet.fromCalendarHint')}>{t('clubAdmin.teeSheet.fromCalendar')}</Badge>
            ) : (
              <Badge>{t('clubAdmin.teeSheet.blocked')}</Badge>
            )
          ) : null}
          {teeTime.externalId ? (
            <Badge title={t('clubAdmin.teeSheet.fromSoftwareHint', { externalId: teeTime.externalId })}>
              {t('clubAdmin.teeSheet.fromSoftware')}
            </Badge>
          ) : null}
          {teeTime.isSurpriseDeal ? (
            mysteryOff ? (
              <Badge title={t('clubAdmin.teeSheet.mysteryOffHint')}>{t('clubAdmin.teeSheet.mysteryOff')}</Badge>
            ) : (
              <Badge tone="deal">{t('mystery.badge')}</Badge>
            )
          ) : null}
        </span>
        {teeTime.placesElsewhere > 0 ? (
          <span className="text-sm text-slate-600">
            {t('clubAdmin.teeSheet.bookedElsewhere', { count: teeTime.placesElsewhere })}
          </span>
        ) : null}
        {teeTime.isBlocked && teeTime.blockReason ? (
          <span className="text-sm text-slate-600">{teeTime.blockReason}</span>
        ) : null}
      </div>
      <SheetPlaces
        teeTime={teeTime}
        bookable={!teeTime.isBlocked && !started}
        onOpenBooking={onOpenBooking}
        onBook={onBook}
      />
      {editing ? (
        <TeeTimeEdit
          teeTime={teeTime}
          saving={change.isPending}
          onSave={(input) => change.mutate(input)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-1 print:hidden">
          <Tooltip label={t('clubAdmin.teeSheet.edit', { time: teeTime.time })}>
            <Button size="icon" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
          </Tooltip>
          <Tooltip
            label={t(
              teeTime.isBlocked
                ? 'clubAdmin.teeSheet.unblock'
                : booked
                  ? 'clubAdmin.block.bookedRow'
                  : 'clubAdmin.teeSheet.block',
              { time: teeTime.time },
            )}
          >
            <Button
              size="icon"
              variant="ghost"
              onClick={() =>
                booked && !teeTime.isBlocked
                  ? onBlockBooked(teeTime.time)
                  : change.mutate({ isBlocked: !teeTime.isBlocked })
              }
            >
              {teeTime.isBlocked ? (
                <CircleCheck className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Ban className="h-4 w-4" aria-hidden="true" />
              )}
            </Button>
          </Tooltip>
          <Tooltip label={t('clubAdmin.teeSheet.mystery', { time: teeTime.time })}>
            <Button
              size="icon"
              variant="ghost"
              aria-pressed={teeTime.isSurpriseDeal}
              onClick={() => change.mutate({ isSurpriseDeal: !teeTime.isSurpriseDeal })}
            >
              <Sparkles className={cn('h-4 w-4', teeTime.isSurpriseDeal && 'text-deal-600')} aria-hidden="true" />
            </Button>
          </Tooltip>
          <ConfirmDialog
            title={t('clubAdmin.teeSheet.deleteTitle', { time: teeTime.time })}
            description={t('clubAdmin.teeSheet.deleteText')}
            confirmLabel={t('clubAdmin.teeSheet.deleteConfirm')}
            cancelLabel={t('ui.cancel')}
            onConfirm={() => remove.mutate()}
          >
            <Tooltip label={t('clubAdmin.teeSheet.delete', { time: teeTime.time })}>
              {/* A booked time cannot go; the browser's own tip says why, as a disabled button gets no hover. */}
              <Button
                size="icon"
                variant="ghost"
                disabled={teeTime.bookingCount > 0 || remove.isPending}
                title={teeTime.bookingCount > 0 ? t('clubAdmin.teeSheet.cannotDelete') : undefined}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </Tooltip>
          </ConfirmDialog>
        </div>
      )}
    </li>
  );
}

/**
 * The contract's change of a tee time, both values given: its places not fewer than the players booked on it,
 * its price not above its original price (which the row does not change), each refusal with its reason.
 */
const editSchema = (teeTime: AdminTeeTime, original: string) =>
  updateTeeTimeSchema
    .safeExtend({
      discountedPrice: updateTeeTimeSchema.shape.discountedPrice.unwrap(),
      slotsAvailable: updateTeeTimeSchema.shape.slotsAvailable.unwrap().min(teeTime.bookedPlayers),
    })
    .refine((values) => values.discountedPrice <= teeTime.originalPrice, {
      message: messageKey('clubAdmin.teeSheet.aboveOriginal', { original }),
      path: ['discountedPrice'],
    });
type EditValues = z.input<ReturnType<typeof editSchema>>;
const placesRange = numberRange(updateTeeTimeSchema.shape.slotsAvailable.unwrap());

/** The price and the places of a tee time, as the row's form. */
function TeeTimeEdit({
  teeTime,
  saving,
  onSave,
  onCancel,
}: {
  teeTime: AdminTeeTime;
  saving: boolean;
  onSave: (input: UpdateTeeTime) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<EditValues, unknown, UpdateTeeTime>({
    resolver: zodResolver(editSchema(teeTime, formatChf(teeTime.originalPrice))),
    defaultValues: { discountedPrice: teeTime.discountedPrice, slotsAvailable: teeTime.slotsAvailable },
  });
  const capacityRange = { ...placesRange, min: Math.max(placesRange.min, teeTime.bookedPlayers) };
  return (
    <Form form={form} onSubmit={onSave} className="flex flex-wrap items-end gap-2">
      <FormField<EditValues>
        name="discountedPrice"
        id={`price-${teeTime.id}`}
        label={t('clubAdmin.fields.discountedPrice')}
        kind="number"
        range={priceRange}
      >
        {(control) => <Input type="number" {...priceRange} className="w-28" {...control} />}
      </FormField>
      <FormField<EditValues>
        name="slotsAvailable"
        id={`capacity-${teeTime.id}`}
        label={t('clubAdmin.fields.slotsAvailable')}
        kind="number"
        range={capacityRange}
      >
        {(control) => <Input type="number" {...capacityRange} className="w-20" {...control} />}
      </FormField>
      <Button type="submit" size="sm" className="h-11" disabled={saving}>
        {t('clubAdmin.teeSheet.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" className="h-11" onClick={onCancel}>
        {t('clubAdmin.teeSheet.cancel')}
      </Button>
    </Form>
  );
}
