import { describe, expect, it } from 'vitest';
import { handicapIndexSchema, playersRefusal, strictestPlayerRules, type PlayerRules } from './players';
import { handicapFromText, handicapText } from './handicap';

const limit36: PlayerRules = { handicapLimit: 36, proof: 'none' };

describe('who may play', () => {
  it('asks nothing of anyone where the club has no rules', () => {
    expect(playersRefusal({ handicapLimit: null, proof: 'none' }, [{}, {}, {}], false)).toBeNull();
  });

  it('names the first place without a handicap, and the first over the limit with the limit', () => {
    expect(playersRefusal(limit36, [{ handicapIndex: 12 }, {}], false)).toEqual({ code: 'handicap_missing', place: 2 });
    expect(playersRefusal(limit36, [{ handicapIndex: 36 }, { handicapIndex: 36.1 }], false)).toEqual({
      code: 'handicap_over_limit',
      place: 2,
      limit: 36,
    });
    expect(playersRefusal(limit36, [{ handicapIndex: -2.3 }], false)).toBeNull();
  });

  it('asks every player’s Swiss Golf number for a card, and the golfer’s word for the Platzreife', () => {
    const card: PlayerRules = { handicapLimit: null, proof: 'swiss_golf_card' };
    expect(playersRefusal(card, [{ swissGolfNumber: '1234' }, { swissGolfNumber: null }], false)).toEqual({
      code: 'swiss_golf_number_missing',
      place: 2,
    });
    const permit: PlayerRules = { handicapLimit: null, proof: 'platzreife' };
    expect(playersRefusal(permit, [{}], false)).toEqual({ code: 'platzreife_not_confirmed' });
    expect(playersRefusal(permit, [{}], true)).toBeNull();
  });

  it('takes the strictest of several clubs: the lowest limit and the most asked', () => {
    expect(
      strictestPlayerRules([
        { handicapLimit: null, proof: 'platzreife' },
        { handicapLimit: 45, proof: 'none' },
        { handicapLimit: 36, proof: 'swiss_golf_card' },
      ]),
    ).toEqual({ handicapLimit: 36, proof: 'swiss_golf_card' });
    expect(strictestPlayerRules([])).toEqual({ handicapLimit: null, proof: 'none' });
  });

  it('reads and writes a handicap as golfers do, a plus handicap with its sign', () => {
    expect(handicapFromText('18,4')).toBe(18.4);
    expect(handicapFromText(' 18.4 ')).toBe(18.4);
    expect(handicapFromText('+2.3')).toBe(-2.3);
    expect(handicapFromText('54')).toBe(54);
    expect(handicapFromText('18.45')).toBeUndefined();
    expect(handicapFromText('abc')).toBeUndefined();
    expect(handicapText(-2.3)).toBe('+2.3');
    expect(handicapText(36)).toBe('36.0');
    expect(handicapIndexSchema.safeParse(18.3).success).toBe(true);
    expect(handicapIndexSchema.safeParse(54.1).success).toBe(false);
  });
});
