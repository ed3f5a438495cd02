/** The auth screen opened on its login form, and on its sign-up form: a link can point at either. */
export const LOGIN_PATH = '/auth';
export const SIGN_UP_PATH = '/auth?mode=signup';
