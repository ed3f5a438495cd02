// Stripe for the card-payment journey: the API our server calls and the checkout page the golfer pays on.
import { startFakeStripe } from '../server/test/fake-stripe';

const stripe = await startFakeStripe({
  port: Number(process.env.FAKE_STRIPE_PORT),
  hosted: {
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL!,
    secret: process.env.FAKE_STRIPE_WEBHOOK_SECRET!,
    webhookDelayMs: 3000,
  },
});
console.log(`fake Stripe on ${stripe.url}`);
