import { describe, expect, it } from 'vitest';
import { playerCountFrom } from './booking-limits';

describe('playerCountFrom', () => {
  it.each([
    ['3', 3],
    ['4', 4],
    ['9', 4],
    ['2.7', 2],
    ['0', 1],
    ['-2', 1],
    ['four', 1],
    [null, 1],
  ] as const)('reads %o as %i players', (text, players) => {
    expect(playerCountFrom(text)).toBe(players);
  });
});
