import { createHash } from 'node:crypto';

/**
 * How we keep a random secret we hand out (an invitation link's token, a partner key): its SHA-256 in hex. The
 * secrets are 256 random bits, so a slow password hash would add only time on every use.
 */
export const storedHashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
