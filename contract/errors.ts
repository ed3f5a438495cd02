import { z } from 'zod';

/** Every error code the API can answer with, and its HTTP status. */
export const errorStatus = {
  invalid_input: 400,
  invalid_json: 400,
  /** An upload whose first bytes say PNG, JPEG or WebP, but that cannot be read as a picture. */
  unreadable_image: 400,
  unauthorized: 401,
  forbidden: 403,
  wrong_password: 403,
  /** An invitation link opened by someone signed in with another address than the invited one. */
  invitation_for_other_address: 403,
  not_found: 404,
  /** Refusals of a booking, each named so that the golfer is told why (never a generic failure). */
  too_many_players: 400,
  /** Who is playing: a detail the club asks for and the booking lacks, and a handicap over the club's limit. */
  handicap_missing: 400,
  swiss_golf_number_missing: 400,
  platzreife_not_confirmed: 400,
  handicap_over_limit: 409,
  /** A mystery region that is not on the super admins' list. */
  unknown_region: 400,
  tee_time_blocked: 409,
  tee_time_started: 409,
  booking_closed: 409,
  outside_booking_window: 409,
  sold_out: 409,
  not_enough_places: 409,
  late_cancellation_not_accepted: 409,
  hold_expired: 409,
  already_exists: 409,
  idempotency_conflict: 409,
  conflict: 409,
  /** A block of tee times: nothing open in its range; bookings on it the club has not moved or cancelled; a move that cannot be made. */
  nothing_to_block: 409,
  bookings_unresolved: 409,
  move_refused: 409,
  /** The desk: a price above the tee time's regular one; a change or a check-in a booking no longer allows. */
  price_above_regular: 400,
  change_refused: 409,
  check_in_refused: 409,
  /** A mystery region that clubs are in cannot be deleted. */
  region_in_use: 409,
  /** An invitation already accepted or declined. */
  invitation_used: 409,
  /** A club with as many partner keys in use as it may have. */
  partner_key_limit: 409,
  /** A tee-time file that is not a CSV export, lacks the columns it needs, or is too long. */
  file_unreadable: 400,
  columns_missing: 400,
  too_many_lines: 400,
  /** A calendar of blocked times that cannot be fetched, is not iCalendar, or is too large. */
  calendar_unreachable: 422,
  calendar_unreadable: 422,
  calendar_too_large: 422,
  /** A club with as many webhook endpoints as it may have. */
  webhook_endpoint_limit: 409,
  /**
   * The partner API's tee times: a start another of the club's times holds; fewer places than are booked here;
   * a booked time's date, start or holes changed; one external id twice in a batch.
   */
  start_taken: 409,
  places_taken: 409,
  tee_time_booked: 409,
  duplicate_external_id: 400,
  /** An invoice asked for a month whose balance is not in our favour: the club owes us nothing. */
  no_invoice: 409,
  invitation_expired: 410,
  /** A pull cursor behind booking events that are no longer kept (BOOKING_EVENT_RETENTION_DAYS). */
  cursor_expired: 410,
  invitation_revoked: 410,
  payload_too_large: 413,
  /** A write whose body is not sent as JSON. */
  unsupported_media_type: 415,
  /** The request could not be read: not HTTP, or too slow to arrive. */
  invalid_request: 400,
  request_timeout: 408,
  /** The address and headers together are over 16 KB. */
  headers_too_large: 431,
  rate_limited: 429,
  /** An e-mail address has had as many confirmation links as it may in an hour. */
  too_many_links: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** With a 429: the seconds until a new attempt can succeed (also the Retry-After header). */
    retryAfterSeconds: z.number().int().positive().optional(),
    /** The request's id (also its X-Request-Id header): what to quote to support, and what the server's logs carry. */
    requestId: z.string().optional(),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
