import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainLine, plainText } from './text';

const line = plainLine(z.string().trim().max(80));
const text = plainText(z.string().trim().max(2000));

describe('texts people type', () => {
  it.each([
    ['a CR that would start a CSV row', 'Eve\r=1+2'],
    ['a line feed', 'Eve\n=1+2'],
    ['a tab', 'Eve\t=1+2'],
    ['a NUL', 'Eve\u0000'],
    ['DEL', 'Eve\u007F'],
    ['a C1 control', 'Eve\u0085'],
    ['a line separator', 'Eve\u2028Adam'],
    ['a lone surrogate', 'Eve\uD800'],
  ])('a line refuses %s', (_case, value) => {
    expect(line.safeParse(value).success).toBe(false);
  });

  it('a line keeps letters of every language, emoji and punctuation', () => {
    for (const value of ['Zoë Müller-Bärtschi', "O'Brien", 'Françoise', 'Łukasz', '山田', 'Golfer 🏌️'])
      expect(line.parse(value)).toBe(value);
  });

  it('a text with lines keeps line breaks and tabs, writes a Windows line end as one line feed, and refuses other controls', () => {
    expect(text.parse('Parking\r\nbehind the clubhouse\r\tgate 2')).toBe('Parking\nbehind the clubhouse\n\tgate 2');
    expect(text.safeParse('Parking\u0007').success).toBe(false);
    expect(text.safeParse('Parking\uDFFF').success).toBe(false);
  });
});
