/** What the header shows of the signed-in customer; read from the non-HttpOnly `auth_user` cookie/storage. */
export interface DisplayUser {
  name?: string | null;
  email?: string | null;
}

export function parseDisplayUser(raw: string | null | undefined): DisplayUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object") return null;
    const { name, email } = value as Record<string, unknown>;
    return { name: typeof name === "string" ? name : null, email: typeof email === "string" ? email : null };
  } catch {
    return null;
  }
}

/** The avatar letter: first letter of the name, else of the e-mail, else "?". */
export function initialOf(user: DisplayUser | null): string {
  const source = user?.name?.trim() || user?.email?.trim() || "";
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : "?";
}
