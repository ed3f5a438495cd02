import { describe, expect, it } from 'vitest';
import { formatChf, formatFrancs } from './money';

describe('formatChf', () => {
  it.each([
    [0, 'CHF 0.00'],
    [45, 'CHF 45.00'],
    [42.5, 'CHF 42.50'],
    [178.5, 'CHF 178.50'],
    [999.95, 'CHF 999.95'],
    [1250, "CHF 1'250.00"],
    [55373.4, "CHF 55'373.40"],
    [1234567.891, "CHF 1'234'567.89"],
    [-12.5, 'CHF -12.50'],
    [-1606.5, "CHF -1'606.50"],
    [0.1 + 0.2, 'CHF 0.30'],
  ])('writes %d as %s', (amount, written) => {
    expect(formatChf(amount)).toBe(written);
  });

  it.each([
    [16, '16.00'],
    [1176, "1'176.00"],
    [1234567.5, "1'234'567.50"],
    [-40, '-40.00'],
    [0.05, '0.05'],
  ])('writes the francs alone for columns of amounts: %d as %s', (amount, written) => {
    expect(formatFrancs(amount)).toBe(written);
  });
});
