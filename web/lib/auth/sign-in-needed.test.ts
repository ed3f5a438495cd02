import { describe, expect, it } from 'vitest';
import { signInPurpose } from './sign-in-needed';

describe('signInPurpose', () => {
  it.each([
    ['/courses', 'findTeeTimes'],
    ['/courses?date=2026-11-24&regions=Bern', 'findTeeTimes'],
    ['/search', 'findTeeTimes'],
    ['/mystery-tee-times', 'mysteryTeeTimes'],
    ['/surprise/details/abc', 'mysteryTeeTimes'],
    ['/booking/club-1/tee-2', 'book'],
    ['/my-bookings', 'bookings'],
    ['/favorites#top', 'favorites'],
    ['/profile', 'profile'],
    ['/golf-club/dashboard', 'clubArea'],
    ['/golf-club/invitations/abc', 'invitation'],
    ['/golf-club-admin', 'clubArea'],
    ['/coursesx', 'page'],
    ['/somewhere', 'page'],
  ])('%s is for %s', (path, purpose) => {
    expect(signInPurpose(path)).toBe(purpose);
  });
});
