/**
 * Rows housekeeping forgets of one kind in one run, a minute apart: a backlog (the first run after an upgrade, or
 * after the server was down) goes in batches rather than in one long statement that holds its locks.
 */
export const FORGOTTEN_PER_RUN = 10_000;

/** The instant `days` days of 24 hours before `now`: the age past which a kind of row is forgotten. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
