import { describe, expect, it } from 'vitest';
import { paymentSummary } from './payment-status';

const club = (status: 'pending' | 'cancelled') => ({ provider: 'club' as const, status, amount: 120 });
const card = (status: 'pending' | 'succeeded' | 'failed') => ({ provider: 'stripe' as const, status, amount: 120 });

describe('paymentSummary', () => {
  it('says what a golfer paying at the club owes after cancelling', () => {
    expect(paymentSummary(club('pending'), null, 'confirmed')!.status).toBe('due_at_club');
    expect(paymentSummary(club('cancelled'), null, 'cancelled')!.status).toBe('cancelled');
    expect(paymentSummary(club('pending'), null, 'cancelled')!.status).toBe('owed_to_club');
  });

  it.each([
    [null, null, null],
    [club('pending'), null, { method: 'club', status: 'due_at_club', amount: 120 }],
    [card('pending'), null, { method: 'card', status: 'awaiting_payment', amount: 120 }],
    [card('failed'), null, { method: 'card', status: 'failed', amount: 120 }],
    [card('succeeded'), null, { method: 'card', status: 'paid', amount: 120 }],
    [
      card('succeeded'),
      { provider: 'stripe' as const, status: 'pending' as const, amount: 120 },
      { method: 'card', status: 'refund_pending', amount: 120 },
    ],
    [
      card('succeeded'),
      { provider: 'stripe' as const, status: 'succeeded' as const, amount: 120 },
      { method: 'card', status: 'refunded', amount: 120 },
    ],
  ])('charge %o and refund %o read as %o', (charge, refund, expected) => {
    expect(paymentSummary(charge, refund, 'confirmed')).toEqual(expected);
  });
});
