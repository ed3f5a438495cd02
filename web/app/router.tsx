import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { EMAIL_CONFIRMED_PAGE } from '../../contract/auth-pages';
import { AuthGate } from '../features/auth/components/auth-gate';
import { LandingPage } from './routes/landing';
import { AppLayout } from './layout/app-layout';
import { HomePage } from './routes/home';
import { PageLoading } from '../components/page-state';
import { RouteError } from './routes/route-error';
import { SearchResultsFrame, SearchResultsLoading } from './routes/search-results-frame';
import { loadPageTexts } from '../lib/i18n/i18n';
import { prefetchClub, prefetchSearch } from '../features/courses/route-data';
import { prefetchCantonCounts } from '../features/search-map/route-data';

/** A lazily loaded page that needs a signed-in user (and, `withProfile`, their profile and roles). */
const signedIn =
  (load: () => Promise<React.ComponentType>, { withProfile = false } = {}) =>
  async () => {
    const Page = await load();
    return {
      element: (
        <AuthGate landing={<LandingPage />} withProfile={withProfile}>
          <Page />
        </AuthGate>
      ),
    };
  };

export type AppRouter = ReturnType<typeof createRouter>;

export function createRouter(queryClient: QueryClient) {
  /** The search results, at /courses and at /search; their first answers are asked for with their code. */
  const searchResults = {
    loader: ({ request }: { request: Request }) => {
      void prefetchSearch(queryClient, new URL(request.url)).then(
        (search) => search && prefetchCantonCounts(queryClient, search),
      );
      return null;
    },
    lazy: signedIn(async () => (await import('./routes/search-results')).SearchResultsPage),
    HydrateFallback: SearchResultsLoading,
  };
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          // A page's code loading on a first visit: the site's frame with a loader (not an empty page).
          HydrateFallback: PageLoading,
          children: [
            // The home is part of the app's first code, so that its hero paints as soon as the session is known.
            {
              index: true,
              element: (
                <AuthGate landing={<LandingPage />}>
                  <HomePage />
                </AuthGate>
              ),
            },
            {
              // The heading stays while the page's code and the session come (search-results-frame.tsx).
              element: <SearchResultsFrame />,
              children: ['courses', 'search'].map((path) => ({ path, ...searchResults })),
            },
            {
              path: 'courses/:id',
              // The club's answers are asked for with the page's code.
              loader: ({ params }) => {
                void prefetchClub(queryClient, params.id!);
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/course')).CoursePage,
              }),
            },
            {
              path: 'booking/:courseId/:teeTimeId',
              lazy: signedIn(async () => (await import('./routes/booking')).BookingPage),
            },
            {
              path: 'booking/:id',
              lazy: signedIn(async () => (await import('./routes/booking-detail')).BookingDetailPage),
            },
            {
              path: 'payment-success',
              lazy: signedIn(async () => (await import('./routes/payment-success')).PaymentSuccessPage),
            },
            {
              path: 'my-bookings',
              lazy: signedIn(async () => (await import('./routes/my-bookings')).MyBookingsPage),
            },
            {
              path: 'mystery-tee-times',
              lazy: signedIn(async () => (await import('./routes/mystery')).MysteryPage),
            },
            {
              path: 'surprise',
              lazy: signedIn(async () => (await import('./routes/surprise')).SurprisePage),
            },
            {
              path: 'surprise/details/:dealId',
              lazy: signedIn(async () => (await import('./routes/mystery-deal')).MysteryDealRoute),
            },
            {
              path: 'surprise/:dealId',
              lazy: signedIn(async () => (await import('./routes/surprise')).SurpriseDealRedirect),
            },
            {
              path: 'notifications',
              lazy: signedIn(async () => (await import('./routes/notifications')).NotificationsPage),
            },
            {
              path: 'favorites',
              lazy: signedIn(async () => (await import('./routes/favorites')).FavoritesPage),
            },
            { path: 'landing', element: <LandingPage /> },
            {
              path: 'auth',
              lazy: async () => ({ Component: (await import('./routes/auth')).AuthPage }),
            },
            {
              path: 'auth/forgot-password',
              lazy: async () => ({
                Component: (await import('./routes/password-reset')).ForgotPasswordPage,
              }),
            },
            {
              path: 'auth/reset-password',
              lazy: async () => ({
                Component: (await import('./routes/password-reset')).ResetPasswordPage,
              }),
            },
            {
              path: EMAIL_CONFIRMED_PAGE.slice(1),
              lazy: async () => ({
                Component: (await import('./routes/email-verified')).EmailVerifiedPage,
              }),
            },
            {
              path: 'auth/callback',
              lazy: async () => ({
                Component: (await import('./routes/auth-callback')).AuthCallback,
              }),
            },
            {
              path: 'profile',
              lazy: signedIn(async () => (await import('./routes/profile')).ProfilePage, {
                withProfile: true,
              }),
            },
            {
              // The club area, the super admin, the legal and about pages and the outbox show the texts of the
              // `pages` part (contract/text-parts.ts): they load with the page's code, once.
              loader: async () => {
                await loadPageTexts();
                return null;
              },
              shouldRevalidate: () => false,
              children: [
                {
                  path: 'golf-club/login',
                  lazy: async () => ({
                    Component: (await import('./routes/golf-club/login')).ClubLoginPage,
                  }),
                },
                {
                  path: 'golf-club-admin',
                  lazy: signedIn(async () => (await import('./routes/golf-club/dashboard')).DashboardPage),
                },
                {
                  path: 'golf-club/dashboard',
                  lazy: signedIn(async () => (await import('./routes/golf-club/dashboard')).DashboardPage),
                },
                {
                  path: 'golf-club/tee-times',
                  lazy: signedIn(async () => (await import('./routes/golf-club/tee-sheet')).TeeSheetPage),
                },
                {
                  path: 'golf-club/bookings',
                  lazy: signedIn(async () => (await import('./routes/golf-club/bookings')).BookingsPage),
                },
                {
                  path: 'golf-club/finances',
                  lazy: signedIn(async () => (await import('./routes/golf-club/finances')).FinancesPage),
                },
                {
                  path: 'golf-club/finanzen-onboarding',
                  lazy: signedIn(
                    async () => (await import('./routes/golf-club/finances-onboarding')).FinancesOnboardingPage,
                  ),
                },
                {
                  path: 'golf-club/settings/pricing',
                  lazy: signedIn(async () => (await import('./routes/golf-club/pricing')).PricingPage),
                },
                {
                  path: 'golf-club/settings',
                  lazy: signedIn(async () => (await import('./routes/golf-club/settings')).SettingsPage),
                },
                {
                  path: 'golf-club/translations',
                  lazy: signedIn(async () => (await import('./routes/golf-club/texts')).ClubTextsPage),
                },
                {
                  path: 'golf-club/profile',
                  lazy: signedIn(async () => (await import('./routes/golf-club/profile')).ClubProfilePage),
                },
                {
                  path: 'golf-club/club-management',
                  lazy: signedIn(async () => (await import('./routes/golf-club/management')).ClubManagementPage),
                },
                {
                  path: 'golf-club/connections',
                  lazy: signedIn(async () => (await import('./routes/golf-club/connections')).ConnectionsPage),
                },
                {
                  path: 'golf-club/invitations/:token',
                  lazy: signedIn(async () => (await import('./routes/golf-club/invitation')).InvitationPage),
                },
                {
                  path: 'super-admin/translations',
                  lazy: signedIn(async () => (await import('./routes/platform-texts')).PlatformTextsPage, {
                    withProfile: true,
                  }),
                },
                {
                  path: 'super-admin',
                  lazy: signedIn(async () => (await import('./routes/super-admin')).SuperAdminPage, {
                    withProfile: true,
                  }),
                },
                {
                  path: 'terms',
                  lazy: async () => ({
                    Component: (await import('./routes/terms')).TermsPage,
                  }),
                },
                {
                  path: 'privacy',
                  lazy: async () => ({
                    Component: (await import('./routes/privacy')).PrivacyPage,
                  }),
                },
                {
                  path: 'imprint',
                  lazy: async () => ({
                    Component: (await import('./routes/imprint')).ImprintPage,
                  }),
                },
                {
                  path: 'about',
                  lazy: async () => ({
                    Component: (await import('./routes/about')).AboutPage,
                  }),
                },
                {
                  path: 'partner',
                  lazy: async () => ({
                    Component: (await import('./routes/partner')).PartnerPage,
                  }),
                },
                {
                  path: 'dev/outbox',
                  lazy: async () => ({
                    Component: (await import('./routes/dev-outbox')).OutboxPage,
                  }),
                },
              ],
            },
            { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
          ],
        },
      ],
    },
  ]);
}
