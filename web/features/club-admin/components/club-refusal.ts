import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

/** The club area's refusals the admin can act on, each with its reason in the admin's language. */
const refusalKeys: Record<string, string> = {
  tee_time_blocked: 'clubAdmin.desk.errors.blocked',
  tee_time_started: 'clubAdmin.desk.errors.started',
  sold_out: 'clubAdmin.desk.errors.soldOut',
  not_enough_places: 'clubAdmin.desk.errors.notEnoughPlaces',
  price_above_regular: 'clubAdmin.desk.errors.aboveRegular',
  move_refused: 'clubAdmin.desk.errors.moveRefused',
  change_refused: 'clubAdmin.desk.errors.changeRefused',
  check_in_refused: 'clubAdmin.desk.errors.checkInRefused',
  conflict: 'clubAdmin.desk.errors.conflict',
  idempotency_conflict: 'clubAdmin.desk.errors.conflict',
  not_found: 'clubAdmin.desk.errors.notFound',
  invalid_input: 'clubAdmin.errors.invalid',
  forbidden: 'clubAdmin.errors.forbidden',
  unauthorized: 'clubAdmin.errors.signedOut',
  rate_limited: 'clubAdmin.errors.rateLimited',
  file_unreadable: 'clubAdmin.imports.errors.unreadable',
  columns_missing: 'clubAdmin.imports.errors.columns',
};

/**
 * What the club area says when the server refuses a change: its reason in the admin's language; only a
 * failure we cannot name (the network, the server) asks to try again.
 */
export function clubRefusal(t: TFunction, error: Error): string {
  return t((error instanceof ApiError && refusalKeys[error.code]) || 'clubAdmin.errors.saveFailed');
}
