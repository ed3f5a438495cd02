import type { AppConfig } from '../config/env';
import type { PaymentProvider } from './provider';
import { stripePayments } from './stripe';

/** Stripe when both of its keys are configured; otherwise golfers pay at the club. */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return {
      name: 'stripe',
      ...stripePayments({
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      }),
    };
  }
  return { name: 'club' };
}
