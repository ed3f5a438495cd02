import { sql, type SQLWrapper } from 'drizzle-orm';

/** Letters with accents in names across Switzerland and its neighbours. */
const ACCENTED = 'àáâãäåāăąçćčďèéêëēėęěìíîïīįñńňòóôõöōőŕřśšťùúûüūůűųýÿźżž';
/** The plain letter that finds each: the letter without its marks. */
const PLAIN = [...ACCENTED].map((letter) => letter.normalize('NFD').replace(/\p{M}/gu, '')).join('');

/**
 * A text in lower case with its accents taken off, in SQL, so that "muller" finds "Müller". By `translate`
 * rather than the `unaccent` extension: that one would have to be loaded into every PGlite instance that opens
 * or restores a database (server, backups, tests), for a search over one club's bookings.
 */
export const folded = (text: SQLWrapper | string) => sql`translate(lower(${text}), ${ACCENTED}, ${PLAIN})`;
