import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, CircleCheck, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { toast } from '../../../lib/toast';
import { updateTeeTimeSchema, type AdminTeeTime, type UpdateTeeTime } from '../../../../contract/club-admin';
import { addDays, zurichDate } from '../../../../contract/zurich-time';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DateField } from '../../../components/ui/date-time-field';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Form, FormField, numberRange } from '../../../components/ui/form';
import { Tooltip } from '../../../components/ui/tooltip';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatChf } from '../../../lib/format';
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

/** /golf-club/tee-times: the tee sheet of a day, and the tools to build it. */
export function TeeSheetPage() {
  const { t } = useTranslation();
  return <ClubPage title={t('clubAdmin.teeSheet.title')}>{(clubId) => <TeeSheet clubId={clubId} />}</ClubPage>;
}

function TeeSheet({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(() => addDays(zurichDate(new Date()), 1));
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
  return (
    <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr]">
      <section aria-labelledby="sheet-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="sheet-title" className="text-lg font-bold">
            {t('clubAdmin.teeSheet.day')}
          </h2>
          <Field label={t('clubAdmin.fields.date')} id="sheet-date">
            <DateField id="sheet-date" value={date} onChange={setDate} className="w-44" />
          </Field>
        </div>
        {mysteryOff ? (
          <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
            {t('clubAdmin.teeSheet.mysteryOffNote')}{' '}
            <Link to="/golf-club/settings" className="font-semibold underline">
              {t('clubAdmin.nav.settings')}
            </Link>
          </p>
        ) : null}
        <Card className="mt-3 overflow-hidden">
          <QueryState
            query={sheet}
            empty={{ when: (times) => times.length === 0, text: t('clubAdmin.teeSheet.empty') }}
          >
            {(times) => (
              <ul className="divide-y divide-slate-100" aria-label={t('clubAdmin.teeSheet.day')}>
                {times.map((teeTime) => (
                  <TeeTimeRow
                    key={teeTime.id}
                    clubId={clubId}
                    teeTime={teeTime}
                    onBlockBooked={(time) => setBlockOf({ time, key: Date.now() })}
                    onDeleted={deleted}
                    mysteryOff={mysteryOff}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </Card>
      </section>
      <div className="space-y-6">
        <BlockForm
          key={`${date}-${blockOf?.key ?? 0}`}
          clubId={clubId}
          date={date}
          sheet={sheet.data ?? []}
          preset={blockOf?.time ?? null}
        />
        <ScheduleForm key={date} clubId={clubId} date={date} />
      </div>
    </div>
  );
}

function TeeTimeRow({
  clubId,
  teeTime,
  onBlockBooked,
  onDeleted,
  mysteryOff,
}: {
  clubId: string;
  teeTime: AdminTeeTime;
  /** Blocking a booked time goes through the block form, which moves or cancels its bookings first. */
  onBlockBooked: (time: string) => void;
  onDeleted: (teeTime: AdminTeeTime) => void;
  /** The club has switched mystery deals off: its mystery times are sold as normal tee times. */
  mysteryOff: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const failed = (error: unknown) =>
    toast.error(
      t(
        error instanceof ApiError && error.status === 409 ? 'clubAdmin.errors.conflict' : 'clubAdmin.errors.saveFailed',
      ),
    );
  const change = useChangeTeeTime(clubId, teeTime.id, {
    onChanged: () => {
      setEditing(false);
      toast.success(t('clubAdmin.teeSheet.saved'));
    },
    onRefused: failed,
  });
  const remove = useDeleteTeeTime(clubId, teeTime, { onDeleted, onRefused: failed });
  const money = (amount: number) => formatChf(amount, i18n.language);
  const label = t('clubAdmin.teeSheet.rowLabel', { time: teeTime.time });
  const booked = teeTime.bookedPlayers > 0;

  return (
    <li
      className={cn('flex flex-col gap-3 p-4 sm:flex-row sm:items-center', teeTime.isBlocked && 'bg-slate-50')}
      aria-label={label}
      data-testid="admin-tee-time"
    >
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-1">
        <span className="w-14 text-lg font-bold tabular-nums">{teeTime.time}</span>
        <span className="text-sm text-slate-700">{t('courses.holesShort', { count: teeTime.holeCount })}</span>
        <span className="text-sm text-slate-700">
          {t('clubAdmin.teeSheet.booked', { booked: teeTime.bookedPlayers, capacity: teeTime.slotsAvailable })}
        </span>
        <span className="text-sm">
          <span className="mr-1 text-slate-500 line-through">{money(teeTime.originalPrice)}</span>
          <span className="font-semibold" data-testid="admin-price">
            {money(teeTime.discountedPrice)}
          </span>
        </span>
        {teeTime.isBlocked ? <Badge>{t('clubAdmin.teeSheet.blocked')}</Badge> : null}
        {teeTime.isBlocked && teeTime.blockReason ? (
          <span className="text-sm text-slate-600">{teeTime.blockReason}</span>
        ) : null}
        {teeTime.isSurpriseDeal ? (
          mysteryOff ? (
            <Badge title={t('clubAdmin.teeSheet.mysteryOffHint')}>{t('clubAdmin.teeSheet.mysteryOff')}</Badge>
          ) : (
            <Badge tone="deal">{t('mystery.badge')}</Badge>
          )
        ) : null}
      </div>
      {editing ? (
        <TeeTimeEdit
          teeTime={teeTime}
          saving={change.isPending}
          onSave={(input) => change.mutate(input)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-1">
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
  const { t, i18n } = useTranslation();
  const form = useForm<EditValues, unknown, UpdateTeeTime>({
    resolver: zodResolver(editSchema(teeTime, formatChf(teeTime.originalPrice, i18n.language))),
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
