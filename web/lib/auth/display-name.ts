interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** The first name, else the part of the e-mail before the @. */
export function displayName({ firstName, email }: Person): string {
  if (firstName?.trim()) return firstName.trim();
  return email?.split('@')[0] ?? '';
}

/** Initials of first and last name, else the first two letters of the e-mail in capitals, else U. */
export function avatarInitials({ firstName, lastName, email }: Person): string {
  const first = firstName?.trim()?.[0];
  const last = lastName?.trim()?.[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  if (email && email.length >= 2) return email.slice(0, 2).toUpperCase();
  return 'U';
}
