/**
 * Guest accounts: each early-access unlock starts one. Their address is on a reserved domain that no mail
 * reaches (RFC 2606 `.invalid`), so it is also what marks an account as a guest's: an account stops being
 * one when its owner confirms an address of their own.
 */
export const GUEST_EMAIL_DOMAIN = 'guest.swissteetimes.invalid';

export const isGuestEmail = (email: string) => email.trim().toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
