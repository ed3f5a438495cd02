/**
 * Every change the audit log records: the entities and what was done to them. The log's writer takes only these
 * pairs, and the super admin's list names each in the reader's language (superAdmin.audit.actions).
 */
export const AUDIT_ACTIONS = {
  booking: [
    'desk_booking',
    'change',
    'move',
    'check_in',
    'undo_check_in',
    'completed',
    'no_show',
    'undo_outcome',
    'desk_payment',
    'undo_desk_payment',
    'cancel',
  ],
  tee_time: ['create', 'update', 'delete', 'block', 'partner_upsert', 'import', 'partner_delete', 'calendar_read'],
  tee_time_schedule: ['generate'],
  club_settings: ['update'],
  club_pricing: ['update'],
  club_profile: ['update'],
  club_text: ['create', 'update', 'delete'],
  club_image: ['update'],
  club_admin: ['remove'],
  club_region: ['update'],
  club_association: ['request', 'withdraw', 'accept', 'decline', 'withdraw_consent'],
  payout_account: ['update', 'verify', 'reject'],
  payout: ['paid'],
  golf_club: ['create', 'feature', 'unfeature', 'select'],
  mystery_region: ['create', 'update', 'delete'],
  translation: ['create', 'update'],
  club_admin_invitation: ['invite', 'revoke', 'accept', 'decline'],
  partner_key: ['create', 'revoke'],
  webhook_endpoint: ['create', 'delete'],
  calendar_feed: ['subscribe', 'unsubscribe'],
} as const;

export type AuditEntity = keyof typeof AUDIT_ACTIONS;
/** An entity and one of its actions. */
export type AuditChange = { [E in AuditEntity]: { entity: E; action: (typeof AUDIT_ACTIONS)[E][number] } }[AuditEntity];
/** What may be done to one entity. */
export type AuditAction<E extends AuditEntity> = (typeof AUDIT_ACTIONS)[E][number];

/** Whether an entry of the log is one of these (an older entry's may not be). */
export const isAuditChange = (entity: string, action: string) =>
  (AUDIT_ACTIONS as Record<string, readonly string[]>)[entity]?.includes(action) ?? false;
