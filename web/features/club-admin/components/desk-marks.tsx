import { useTranslation } from 'react-i18next';
import type { ClubBooking } from '../../../../contract/club-admin';
import { Button } from '../../../components/ui/button';
import { useDeskPayment, useRecordOutcome, useUndoOutcome } from '../hooks';

/**
 * What the desk marks on a booking, wherever it sees one (the bookings list, the day sheet's panel): money
 * received at the desk, and once the round has begun, played or no-show; each taken back the same day. A
 * golfer who checked in is not marked a no-show.
 */
export function DeskMarks({
  clubId,
  booking,
  started,
  checkedIn = false,
  onMarked,
  onRefused,
}: {
  clubId: string;
  booking: Pick<ClubBooking, 'id' | 'status' | 'payment' | 'undo'>;
  started: boolean;
  checkedIn?: boolean;
  onMarked: () => void;
  onRefused: (error: Error) => void;
}) {
  const { t } = useTranslation();
  const outcome = useRecordOutcome(clubId, booking.id, { onRecorded: onMarked, onRefused });
  const undoOutcome = useUndoOutcome(clubId, booking.id, { onUndone: onMarked, onRefused });
  const deskPayment = useDeskPayment(clubId, booking.id, { onMarked, onRefused });
  const busy = outcome.isPending || undoOutcome.isPending || deskPayment.isPending;
  return (
    <>
      {booking.status === 'confirmed' && started ? (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => outcome.mutate('completed')}>
            {t('clubAdmin.bookings.played')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || checkedIn}
            title={checkedIn ? t('clubAdmin.desk.noShowCheckedIn') : undefined}
            onClick={() => outcome.mutate('no_show')}
          >
            {t('clubAdmin.bookings.noShow')}
          </Button>
        </>
      ) : null}
      {booking.undo.outcome ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => undoOutcome.mutate()}>
          {t('clubAdmin.bookings.undoOutcome', { outcome: t(`booking.status.${booking.status}`) })}
        </Button>
      ) : null}
      {booking.payment?.status === 'due_at_club' || booking.payment?.status === 'owed_to_club' ? (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => deskPayment.mutate(true)}>
          {t('clubAdmin.bookings.paidAtDesk')}
        </Button>
      ) : null}
      {booking.undo.deskPayment ? (
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => deskPayment.mutate(false)}>
          {t('clubAdmin.bookings.undoDeskPayment')}
        </Button>
      ) : null}
    </>
  );
}
