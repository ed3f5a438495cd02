/** Secrets the browser-test servers run with; the bundle scan (bundle-secrets.e2e.ts) makes sure none reaches the web app. */
export const BETA_PASSWORD = 'fairway-early-2026';
export const STRIPE_SECRET_KEY = 'sk_test_e2e';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_card_payments';
