// Plain values, no zod: the web app's first code reads them.

/**
 * What the server's page shell asks for along with the page (server/http/web-app.ts), before the app's script has
 * run, and the app asks for at the same address, so that the browser hands it the answer already under way.
 */

/** Who is signed in (Better Auth's endpoint): the first thing every page needs to know. */
export const SESSION_PATH = '/api/auth/get-session';

/** The picture largest on the landing and the home page. */
export const HERO_PICTURE = '/hero.svg';

/** The pages that show the hero: the home (the landing for visitors) and the landing. */
export const HERO_PAGES = ['/', '/landing'];
