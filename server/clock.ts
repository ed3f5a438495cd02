/** Where the server reads "now": one clock, injected through the app's dependencies, so tests can pin it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock that starts at `start` and then runs at the real pace: a whole server (the browser tests', or a
 * developer's) lives through a chosen moment, say a Monday 23:50 in Zurich, with holds still expiring.
 */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/** A clock a test sets by hand. */
export function settableClock(start: Date) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return Object.assign(clock, {
    set(to: Date) {
      now = to.getTime();
    },
    advanceMinutes(minutes: number) {
      now += minutes * 60_000;
    },
  });
}
