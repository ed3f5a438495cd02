import type Stripe from 'stripe';
import { InvalidSignature, type OnlinePayments, type PaymentEvent } from './provider';

const checkoutLocales = { en: 'en', de: 'de', fr: 'fr', it: 'it' } as const;

/**
 * Stripe Checkout. Every call that moves money carries an idempotency key made from the booking,
 * so a retry (ours or the golfer's) can never open a second checkout or refund twice.
 */
export function stripePayments(options: { secretKey: string; webhookSecret: string; apiUrl?: string }): OnlinePayments {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  // Stripe's library (over 200 modules) is loaded with the first payment, not with every server start.
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(options.secretKey, {
          maxNetworkRetries: 2,
          ...(api ? { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
        }),
    ));
  return {
    async createCheckout(request) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.bookingId,
          metadata: { bookingId: request.bookingId },
          payment_intent_data: { metadata: { bookingId: request.bookingId } },
          customer_email: request.customerEmail,
          locale: checkoutLocales[request.language as keyof typeof checkoutLocales] ?? 'auto',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'chf',
                unit_amount: request.amountRappen,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.bookingId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    async refund(request) {
      const stripe = await stripeClient();
      const refund = await stripe.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountRappen, metadata: { bookingId: request.bookingId } },
        { idempotencyKey: `refund-${request.bookingId}` },
      );
      return { refundId: refund.id };
    },
    async verifyEvent(payload, signature) {
      const stripe = await stripeClient();
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(payload, signature, options.webhookSecret);
      } catch {
        throw new InvalidSignature('The Stripe signature does not match this payload');
      }
      return paymentEventOf(event);
    },
  };
}

function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object;
    const bookingId = session.metadata?.bookingId;
    const chargeId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status === 'paid' && bookingId && chargeId) {
      return { id: event.id, type: 'paid', bookingId, chargeId, amountRappen: session.amount_total ?? 0 };
    }
  }
  if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
    const bookingId = event.data.object.metadata?.bookingId;
    if (bookingId) return { id: event.id, type: 'checkout_expired', bookingId };
  }
  return { id: event.id, type: 'other' };
}
