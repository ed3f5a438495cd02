import { isLocalPath } from '../../../contract/auth-pages';

export const PRE_AUTH_PATH_KEY = 'preAuthPath';

/** Remembers where a signed-out visitor wanted to go. */
export function savePreAuthPath(path: string) {
  localStorage.setItem(PRE_AUTH_PATH_KEY, path);
}

/** Returns the remembered path (only paths of this site) and forgets it. */
export function takePreAuthPath(): string | null {
  const path = localStorage.getItem(PRE_AUTH_PATH_KEY);
  localStorage.removeItem(PRE_AUTH_PATH_KEY);
  return path && isLocalPath(path) ? path : null;
}
