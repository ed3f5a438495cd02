import type { Context } from 'hono';
import { firstAnswers } from '../../contract/first-answers';
import { acceptedLanguageTags, browserLanguage } from '../../contract/languages';
import { zurichDate } from '../../contract/zurich-time';
import { readSessionUser } from '../auth/session';
import type { Deps } from './deps';

/**
 * The API answers the web app asks for first at the page a request is for, as the app will know its reader: the
 * language from the browser's, today by the app's clock, signed in or not by the session cookie (one statement, none
 * without a cookie). The shell carries them (web-app.ts, decision 0068).
 */
export const pageFirstAnswers =
  (deps: Pick<Deps, 'auth' | 'database' | 'clock'>) =>
  async (c: Context): Promise<string[]> =>
    firstAnswers(
      { path: c.req.path, query: new URL(c.req.url).searchParams },
      {
        language: browserLanguage(acceptedLanguageTags(c.req.header('accept-language'))),
        today: zurichDate(deps.clock()),
        signedIn: Boolean(await readSessionUser(c, deps.auth, deps.database.db)),
      },
    );
