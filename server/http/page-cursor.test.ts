import { describe, expect, it } from 'vitest';
import { cursorOf, seenIn } from './page-cursor';

describe('page cursors', () => {
  it('name the clubs seen, whatever their numbers and order', () => {
    for (const seen of [[1], [7, 3, 12], [1000, 1001, 2047], Array.from({ length: 1000 }, (_, index) => index + 1)])
      expect(seenIn(cursorOf(seen))).toEqual([...seen].sort((a, b) => a - b));
  });

  it('stay short: 1,000 clubs seen in about 170 characters', () => {
    expect(cursorOf(Array.from({ length: 1000 }, (_, index) => index + 1)).length).toBeLessThan(180);
  });

  it('name nobody without a cursor, and refuse one that is not ours with a 400 naming the cursor', () => {
    expect(seenIn(undefined)).toEqual([]);
    for (const bad of ['', 'not a cursor', 'AAAA', Buffer.from([2, 0, 0, 0, 1, 255]).toString('base64url')])
      expect(() => seenIn(bad)).toThrow(
        expect.objectContaining({ code: 'invalid_input', message: expect.stringContaining('cursor') }),
      );
  });
});
