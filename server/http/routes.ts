import { betaRoutes } from '../modules/beta/routes';
import { bookingRoutes } from '../modules/bookings/routes';
import { clubAdminRoutes } from '../modules/club-admin/routes';
import { clubAdminInvitationRoutes } from '../modules/club-admin-invitations/routes';
import { clubProfileRoutes } from '../modules/club-profile/routes';
import { clubFinanceRoutes } from '../modules/club-finances/routes';
import { clubRoutes } from '../modules/clubs/routes';
import { debugRoutes } from '../modules/debug/routes';
import { devRoutes } from '../modules/dev/routes';
import { favoriteRoutes } from '../modules/favorites/routes';
import { healthRoutes } from '../modules/health/routes';
import { imageRoutes } from '../modules/images/routes';
import { meRoutes } from '../modules/me/routes';
import { mysteryRoutes } from '../modules/mystery/routes';
import { mysteryRegionRoutes } from '../modules/mystery-regions/routes';
import { notificationRoutes } from '../modules/notifications/routes';
import { offerRoutes } from '../modules/offers/routes';
import { partnerApiRoutes } from '../modules/partner-api/routes';
import { partnerKeyRoutes } from '../modules/partner-keys/routes';
import { webhookRoutes } from '../modules/webhooks/routes';
import { importRoutes } from '../modules/imports/routes';
import { calendarFeedRoutes } from '../modules/calendar-feeds/routes';
import { platformTextRoutes } from '../modules/platform-texts/routes';
import { superAdminRoutes } from '../modules/super-admin/routes';
import { translationRoutes } from '../modules/translations/routes';
import { createPictureUploads } from '../modules/uploads/image-upload';
import { waitlistRoutes } from '../modules/waitlist/routes';
import type { Deps } from './deps';
import type { Route } from './route';

/** The server's route table: every API endpoint, its access rule and its schemas. */
export function allRoutes(deps: Deps): Route[] {
  // Profile and club pictures share one upload budget per user.
  const pictures = createPictureUploads(deps);
  return [
    ...healthRoutes(deps),
    ...translationRoutes(deps),
    ...meRoutes(deps, pictures),
    ...clubRoutes(deps),
    ...clubAdminRoutes(deps),
    ...clubProfileRoutes(deps, pictures),
    ...clubAdminInvitationRoutes(deps),
    ...partnerKeyRoutes(deps),
    ...partnerApiRoutes(deps),
    ...webhookRoutes(deps),
    ...importRoutes(deps),
    ...calendarFeedRoutes(deps),
    ...clubFinanceRoutes(deps),
    ...superAdminRoutes(deps),
    ...platformTextRoutes(deps),
    ...mysteryRegionRoutes(deps),
    ...debugRoutes(deps),
    ...favoriteRoutes(deps),
    ...bookingRoutes(deps),
    ...notificationRoutes(deps),
    ...mysteryRoutes(deps),
    ...offerRoutes(deps),
    ...waitlistRoutes(deps),
    ...betaRoutes(deps),
    ...imageRoutes(deps),
    ...devRoutes(deps),
  ];
}
