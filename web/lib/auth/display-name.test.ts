import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName } from './display-name';

describe('displayName', () => {
  it.each([
    [{ firstName: 'Anna', email: 'golfer@example.ch' }, 'Anna'],
    [{ firstName: '  ', email: 'golfer@example.ch' }, 'golfer'],
    [{ firstName: null, email: 'marc.roth@example.ch' }, 'marc.roth'],
    [{}, ''],
    [{ firstName: null, email: 'guest-1f2e@guest.swissteetimes.invalid', guestName: 'Gast' }, 'Gast'],
    [{ firstName: 'Bea', email: 'guest-1f2e@guest.swissteetimes.invalid', guestName: 'Gast' }, 'Bea'],
  ])('%o is called %s', (person, expected) => {
    expect(displayName(person)).toBe(expected);
  });
});

describe('avatarInitials', () => {
  it.each([
    [{ firstName: 'anna', lastName: 'keller', email: 'golfer@example.ch' }, 'AK'],
    [{ firstName: 'Anna', lastName: null, email: 'golfer@example.ch' }, 'GO'],
    [{ email: 'x' }, 'U'],
    [{}, 'U'],
    [{ email: 'guest-1f2e@guest.swissteetimes.invalid', guestName: 'Invité' }, 'IN'],
  ])('%o shows %s', (person, expected) => {
    expect(avatarInitials(person)).toBe(expected);
  });
});
