/** The browser tests' servers; E2E_PORT_BASE moves them all, so that two checkouts can run their journeys side by side. */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const ports = {
  product: base,
  /** A second server where golfers pay by card, against a stand-in for Stripe at the network edge. */
  card: base + 1,
  fakeStripe: base + 2,
  /** A third server behind the beta gate (early-access password). */
  beta: base + 3,
  /** A fourth whose clock starts on Monday 23.11.2026 at 20:35 in Zurich (see e2e/evening.ts). */
  evening: base + 4,
  /** The built product installed without devDependencies and started with `npm start` (e2e/production-install.e2e.ts). */
  installed: base + 5,
};
