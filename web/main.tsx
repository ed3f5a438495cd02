import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { createRouter } from './app/router';
import { Startup } from './app/startup';
import { prefetchTheSignedInUsersData, publicConfigQuery } from './lib/auth/api';
import { sessionQuery } from './lib/auth/session';
import { unreadCountQuery } from './features/notifications/api';
import { i18n, requestTexts } from './lib/i18n/i18n';
import { createQueryClient } from './lib/query-client';
import './styles.css';

// The texts, the session (then the profile and the favourite clubs) and the page's code travel while React starts
// and the start sequence waits; a failure shows in that sequence or on the page.
requestTexts().catch(() => undefined);
const queryClient = createQueryClient();
// A failed answer does not stop the start: the app asks again and says what failed. The settings (the beta gate) and
// the bell's count are the frame's: asked for here, not by the page's first render (decision 0066). The page's shell
// carries the answers to all of these but the session (decision 0068).
const signedIn = Promise.all([
  queryClient
    .fetchQuery(sessionQuery)
    .then(
      (session) =>
        session &&
        Promise.all([
          prefetchTheSignedInUsersData(queryClient, session.user.id),
          queryClient.prefetchQuery(unreadCountQuery),
        ]),
    ),
  queryClient.prefetchQuery(publicConfigQuery),
]).then(
  () => undefined,
  () => undefined,
);
const root = createRoot(document.getElementById('root')!);

// The router (which asks for the page's code) in a task after the script's own, and the first render as a
// transition, which React builds in slices: a phone's browser answers in between (decision 0061).
setTimeout(() => {
  const router = createRouter(queryClient);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Startup signedIn={signedIn} queryClient={queryClient}>
            <App queryClient={queryClient} router={router} />
          </Startup>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
});
