import { createBrowserRouter } from 'react-router';
import { EMAIL_CONFIRMED_PAGE } from '../../contract/auth-pages';
import { AuthGate } from '../features/auth/components/auth-gate';
import { LandingPage } from '../features/landing/components/landing-page';
import { AppLayout } from './layout/app-layout';
import { HomePage } from './routes/home';
import { RouteError } from './routes/route-error';

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

export function createRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
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
              path: 'courses',
              lazy: signedIn(
                async () => (await import('../features/courses/components/search-results-page')).SearchResultsPage,
              ),
            },
            {
              path: 'search',
              lazy: signedIn(
                async () => (await import('../features/courses/components/search-results-page')).SearchResultsPage,
              ),
            },
            {
              path: 'courses/:id',
              lazy: async () => ({
                Component: (await import('../features/courses/components/course-page')).CoursePage,
              }),
            },
            {
              path: 'booking/:courseId/:teeTimeId',
              lazy: signedIn(async () => (await import('../features/booking/components/booking-page')).BookingPage),
            },
            {
              path: 'booking/:id',
              lazy: signedIn(
                async () => (await import('../features/booking/components/booking-detail-page')).BookingDetailPage,
              ),
            },
            {
              path: 'payment-success',
              lazy: signedIn(
                async () => (await import('../features/booking/components/payment-success-page')).PaymentSuccessPage,
              ),
            },
            {
              path: 'my-bookings',
              lazy: signedIn(
                async () => (await import('../features/booking/components/my-bookings-page')).MyBookingsPage,
              ),
            },
            {
              path: 'mystery-tee-times',
              lazy: signedIn(async () => (await import('../features/mystery/components/mystery-page')).MysteryPage),
            },
            {
              path: 'surprise',
              lazy: signedIn(async () => (await import('../features/mystery/components/surprise-page')).SurprisePage),
            },
            {
              path: 'surprise/details/:dealId',
              lazy: signedIn(async () => (await import('./routes/mystery-deal')).MysteryDealRoute),
            },
            {
              path: 'surprise/:dealId',
              lazy: signedIn(
                async () => (await import('../features/mystery/components/surprise-page')).SurpriseDealRedirect,
              ),
            },
            {
              path: 'golf-club/login',
              lazy: async () => ({
                Component: (await import('../features/club-admin/components/club-login-page')).ClubLoginPage,
              }),
            },
            {
              path: 'golf-club-admin',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/dashboard-page')).DashboardPage,
              ),
            },
            {
              path: 'golf-club/dashboard',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/dashboard-page')).DashboardPage,
              ),
            },
            {
              path: 'golf-club/tee-times',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/tee-sheet-page')).TeeSheetPage,
              ),
            },
            {
              path: 'golf-club/bookings',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/bookings-page')).BookingsPage,
              ),
            },
            {
              path: 'golf-club/finances',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/finances-page')).FinancesPage,
              ),
            },
            {
              path: 'golf-club/finanzen-onboarding',
              lazy: signedIn(
                async () =>
                  (await import('../features/club-admin/components/finances-onboarding-page')).FinancesOnboardingPage,
              ),
            },
            {
              path: 'golf-club/settings/pricing',
              lazy: signedIn(async () => (await import('../features/club-admin/components/pricing-page')).PricingPage),
            },
            {
              path: 'golf-club/settings',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/settings-page')).SettingsPage,
              ),
            },
            {
              path: 'golf-club/translations',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/club-texts-page')).ClubTextsPage,
              ),
            },
            {
              path: 'golf-club/profile',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/club-profile-page')).ClubProfilePage,
              ),
            },
            {
              path: 'golf-club/club-management',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/club-management-page')).ClubManagementPage,
              ),
            },
            {
              path: 'golf-club/invitations/:token',
              lazy: signedIn(
                async () => (await import('../features/club-admin/components/invitation-page')).InvitationPage,
              ),
            },
            {
              path: 'super-admin/translations',
              lazy: signedIn(
                async () => (await import('../features/super-admin/components/platform-texts-page')).PlatformTextsPage,
                { withProfile: true },
              ),
            },
            {
              path: 'super-admin',
              lazy: signedIn(
                async () => (await import('../features/super-admin/components/super-admin-page')).SuperAdminPage,
                { withProfile: true },
              ),
            },
            {
              path: 'notifications',
              lazy: signedIn(
                async () => (await import('../features/notifications/components/notifications-page')).NotificationsPage,
              ),
            },
            {
              path: 'favorites',
              lazy: signedIn(async () => (await import('../features/courses/components/favorites-page')).FavoritesPage),
            },
            { path: 'landing', element: <LandingPage /> },
            {
              path: 'auth',
              lazy: async () => ({ Component: (await import('../features/auth/components/auth-page')).AuthPage }),
            },
            {
              path: 'auth/forgot-password',
              lazy: async () => ({
                Component: (await import('../features/auth/components/password-reset-pages')).ForgotPasswordPage,
              }),
            },
            {
              path: 'auth/reset-password',
              lazy: async () => ({
                Component: (await import('../features/auth/components/password-reset-pages')).ResetPasswordPage,
              }),
            },
            {
              path: EMAIL_CONFIRMED_PAGE.slice(1),
              lazy: async () => ({
                Component: (await import('../features/auth/components/email-verified-page')).EmailVerifiedPage,
              }),
            },
            {
              path: 'auth/callback',
              lazy: async () => ({
                Component: (await import('../features/auth/components/auth-callback')).AuthCallback,
              }),
            },
            {
              path: 'terms',
              lazy: async () => ({
                Component: (await import('../features/info-pages/components/terms-page')).TermsPage,
              }),
            },
            {
              path: 'about',
              lazy: async () => ({
                Component: (await import('../features/info-pages/components/about-page')).AboutPage,
              }),
            },
            {
              path: 'partner',
              lazy: async () => ({
                Component: (await import('../features/info-pages/components/partner-page')).PartnerPage,
              }),
            },
            {
              path: 'profile',
              lazy: signedIn(async () => (await import('../features/profile/components/profile-page')).ProfilePage, {
                withProfile: true,
              }),
            },
            {
              path: 'dev/outbox',
              lazy: async () => ({
                Component: (await import('../features/dev-outbox/components/outbox-page')).OutboxPage,
              }),
            },
            { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundPage }) },
          ],
        },
      ],
    },
  ]);
}
