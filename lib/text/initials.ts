// Avatar initials: first letters of first and last name, else of the email, else "U" (for 'User').

function firstLetter(value: string | null | undefined): string {
  const ch = Array.from((value ?? "").trim())[0];
  return ch ? ch.toLocaleUpperCase("en-US") : "";
}

export function initials(user: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const fromName = firstLetter(user.firstName) + firstLetter(user.lastName);
  if (fromName) return fromName;
  return firstLetter(user.email) || "U";
}
