export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function firstLetter(value: string | null | undefined): string {
  return (value ?? "").trim().charAt(0).toUpperCase();
}

/**
 * Avatar initials: the first letters of first and last name in upper case; else the first letter of the email;
 * else "U".
 */
export function initialsFor(person: NamedPerson | null | undefined): string {
  const fromName = firstLetter(person?.firstName) + firstLetter(person?.lastName);
  if (fromName) return fromName;
  return firstLetter(person?.email) || "U";
}
