import type { Checkout } from '../../contract/bookings';
import { api } from './api-client';

/** Where to pay a booking: the card checkout while its places are held, else its confirmation. The key makes a double click one checkout. */
export const startCheckout = (bookingId: string, idempotencyKey: string) =>
  api<Checkout>(`/api/bookings/${bookingId}/checkout`, {
    method: 'POST',
    headers: { 'idempotency-key': idempotencyKey },
  });
