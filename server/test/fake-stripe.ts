import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_signed_payloads';

export interface StripeCall {
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/**
 * Stripe's API at the network edge: answers checkout-session and refund creation like Stripe does,
 * including replaying the first answer for a repeated Idempotency-Key, and records every call.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const answers = new Map<string, unknown>();
  let sequence = 0;
  let failRefunds = false;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyOf(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ path: request.url ?? '', idempotencyKey, form });
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${sequence}` });
      response.end(JSON.stringify(body));
    };
    const remembered = idempotencyKey && answers.get(idempotencyKey);
    if (remembered) return reply(200, remembered);
    sequence += 1;
    let body: unknown;
    if (request.url === '/v1/checkout/sessions') {
      const id = `cs_test_${sequence}`;
      body = { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, amount_total: Number(form.get('line_items[0][price_data][unit_amount]')), metadata: { bookingId: form.get('metadata[bookingId]') } };
    } else if (request.url === '/v1/refunds') {
      if (failRefunds) return reply(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      body = { id: `re_test_${sequence}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent'), status: 'succeeded' };
    } else {
      return reply(404, { error: { type: 'invalid_request_error', message: `No such route ${request.url}` } });
    }
    if (idempotencyKey) answers.set(idempotencyKey, body);
    reply(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Makes refunds fail like an outage of Stripe until set back. */
    setRefundsFailing(value: boolean) {
      failRefunds = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** A webhook call as Stripe sends it: the event JSON and its `stripe-signature` header made with the library's test helper. */
export function signedStripeEvent(event: { id: string; type: string; data: { object: Record<string, unknown> } }, secret = STRIPE_TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), ...event });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The event Stripe sends when the golfer has paid a checkout session. */
export function checkoutCompleted(eventId: string, bookingId: string, amountRappen: number, paymentIntent = `pi_test_${eventId}`) {
  return signedStripeEvent({
    id: eventId,
    type: 'checkout.session.completed',
    data: { object: { object: 'checkout.session', id: `cs_for_${bookingId}`, payment_status: 'paid', payment_intent: paymentIntent, amount_total: amountRappen, metadata: { bookingId } } },
  });
}
