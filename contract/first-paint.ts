// Plain values, no zod: the web app's first code reads them.

/**
 * The picture largest on the landing and the home page: their shell asks for it before the app's script has run
 * (server/http/web-app.ts), and the hero shows it from the same address.
 */
export const HERO_PICTURE = '/hero.svg';

/** The pages that show the hero: the home (the landing for visitors) and the landing. */
export const HERO_PAGES = ['/', '/landing'];

/**
 * Who is signed in (Better Auth's endpoint): every page waits for it before it shows what depends on it (the
 * landing or the golfer's page at the same address), so the shell asks for it before the app's script has run
 * (server/http/web-app.ts), and the app's fetch of the same address takes that answer (web/lib/auth/session.ts).
 */
export const SESSION_PATH = '/api/auth/get-session';
