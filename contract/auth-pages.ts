// Plain values, no zod: the web app's first code reads them, and zod loads only with the forms.

/** The page a confirmation link leads to once the address is confirmed; `?change=email` after a change of address. */
export const EMAIL_CONFIRMED_PAGE = '/auth/verified';

/** A path of this site ("/courses?date=…"), never another site ("//evil.example", "https://…", "/\\evil"). */
export const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
