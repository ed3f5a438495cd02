import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_secret_for_signed_payloads';

export interface StripeCall {
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

interface HostedCheckout {
  /** Where our server receives Stripe's events, signed with `secret`. */
  webhookUrl: string;
  secret: string;
  /** Milliseconds between the golfer's return to our site and the webhook, as with the real Stripe. */
  webhookDelayMs: number;
}

/**
 * Stripe's API at the network edge: answers checkout-session and refund creation like Stripe does,
 * including replaying the first answer for a repeated Idempotency-Key, and records every call.
 * With `hosted`, it also serves the checkout page: paying there sends the signed
 * `checkout.session.completed` event to our webhook and returns the golfer to the success URL.
 */
export async function startFakeStripe(options: { port?: number; hosted?: HostedCheckout } = {}) {
  const calls: StripeCall[] = [];
  const answers = new Map<string, unknown>();
  const sessions = new Map<
    string,
    { bookingId: string; amount: number; description: string; successUrl: string; cancelUrl: string }
  >();
  let sequence = 0;
  let failRefunds = false;
  let base = '';
  const server = createServer(async (request, response) => {
    const hosted = options.hosted;
    const page = request.url?.match(/^\/c\/pay\/([\w-]+)$/);
    if (request.url === '/health') return void response.end('ok');
    if (request.url === '/favicon.ico') return void response.writeHead(204).end();
    if (request.url === '/__sessions') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify([...sessions].map(([id, session]) => ({ id, bookingId: session.bookingId }))),
      );
    }
    if (hosted && page) return servePaymentPage(request, response, page[1]!, hosted);
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
      sessions.set(id, {
        bookingId: form.get('metadata[bookingId]') ?? '',
        amount: Number(form.get('line_items[0][price_data][unit_amount]')),
        description: form.get('line_items[0][price_data][product_data][name]') ?? '',
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
      });
      body = {
        id,
        object: 'checkout.session',
        url: `${options.hosted ? base : 'https://checkout.stripe.com'}/c/pay/${id}`,
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        metadata: { bookingId: form.get('metadata[bookingId]') },
      };
    } else if (request.url === '/v1/refunds') {
      if (failRefunds) return reply(500, { error: { type: 'api_error', message: 'Stripe is down' } });
      body = {
        id: `re_test_${sequence}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      };
    } else {
      return reply(404, { error: { type: 'invalid_request_error', message: `No such route ${request.url}` } });
    }
    if (idempotencyKey) answers.set(idempotencyKey, body);
    reply(200, body);
  });
  async function servePaymentPage(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    hosted: HostedCheckout,
  ) {
    const session = sessions.get(id);
    if (!session) return void response.writeHead(404).end('No such checkout session');
    if (request.method === 'POST') {
      const { payload, signature } = checkoutCompleted(
        `evt_${id}`,
        session.bookingId,
        session.amount,
        `pi_${id}`,
        hosted.secret,
      );
      setTimeout(() => {
        void fetch(hosted.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      }, hosted.webhookDelayMs);
      return void response.writeHead(303, { location: session.successUrl }).end();
    }
    const amount = `CHF ${(session.amount / 100).toFixed(2)}`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test checkout</title></head>
      <body><main><h1>Test checkout</h1><p>${escapeHtml(session.description)}</p><p data-testid="amount">${amount}</p>
      <form method="post"><button type="submit">Pay ${amount}</button></form><a href="${escapeHtml(session.cancelUrl)}">Back</a></main></body></html>`);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Makes refunds fail like an outage of Stripe until set back. */
    setRefundsFailing(value: boolean) {
      failRefunds = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

/** A webhook call as Stripe sends it: the event JSON and its `stripe-signature` header made with the library's test helper. */
export function signedStripeEvent(
  event: { id: string; type: string; data: { object: Record<string, unknown> } },
  secret = STRIPE_TEST_WEBHOOK_SECRET,
) {
  const payload = JSON.stringify({
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    ...event,
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The event Stripe sends when the golfer has paid a checkout session. */
export function checkoutCompleted(
  eventId: string,
  bookingId: string,
  amountRappen: number,
  paymentIntent = `pi_test_${eventId}`,
  secret = STRIPE_TEST_WEBHOOK_SECRET,
) {
  return signedStripeEvent(
    {
      id: eventId,
      type: 'checkout.session.completed',
      data: {
        object: {
          object: 'checkout.session',
          id: `cs_for_${bookingId}`,
          payment_status: 'paid',
          payment_intent: paymentIntent,
          amount_total: amountRappen,
          metadata: { bookingId },
        },
      },
    },
    secret,
  );
}
