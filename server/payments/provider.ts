/**
 * How golfers pay. `club`: they pay at the club, and a booking is confirmed at once (works offline).
 * `stripe`: they pay by card in Stripe Checkout, and only the signed webhook confirms a booking.
 */
export type PaymentProvider = { name: 'club' } | ({ name: 'stripe' } & OnlinePayments);

export interface CheckoutRequest {
  bookingId: string;
  amountRappen: number;
  description: string;
  customerEmail: string;
  language: string;
  successUrl: string;
  cancelUrl: string;
}

/** What a provider reported, reduced to what changes a booking. */
export type PaymentEvent =
  | { id: string; type: 'paid'; bookingId: string; chargeId: string; amountRappen: number }
  | { id: string; type: 'checkout_expired'; bookingId: string }
  | { id: string; type: 'other' };

export interface OnlinePayments {
  /** Creates (or, for the same booking, finds again) the checkout page the golfer pays on. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Gives a charge back; the same booking never gets two refunds. */
  refund(request: { bookingId: string; chargeId: string; amountRappen: number }): Promise<{ refundId: string }>;
  /** Reads a webhook call; throws `InvalidSignature` unless the provider signed exactly this payload. */
  verifyEvent(payload: string, signature: string): Promise<PaymentEvent>;
}

export class InvalidSignature extends Error {}

export const toRappen = (francs: number) => Math.round(francs * 100);
