// Handicap indexes as golfers read and type them; without zod, so that a page showing one loads no schema.

/** A handicap index as golfers write it: one decimal, a plus handicap with its plus sign ("+2.3"). */
export function handicapText(index: number): string {
  return index < 0 ? `+${(-index).toFixed(1)}` : index.toFixed(1);
}

/** A handicap index as a golfer types it ("18.4", "18,4", "+2.3"), or undefined when it is not one. */
export function handicapFromText(text: string): number | undefined {
  const match = /^\s*(\+)?\s*(\d{1,2})(?:[.,](\d))?\s*$/.exec(text);
  if (!match) return undefined;
  const value = Number(`${match[2]}.${match[3] ?? '0'}`);
  return match[1] ? -value : value;
}
