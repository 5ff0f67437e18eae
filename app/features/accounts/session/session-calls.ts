import { api } from "../../../browser/api-client.ts";
import { broadcastAuth, clearSession, type SessionUser } from "./session-storage.ts";

// What every page's session guard needs of the accounts API, apart from auth-client.ts (the sign-in forms' calls
// and their messages), which only a sign-in, a registration or a logout loads.

/** Forgets the session here and tells the other tabs (failed validation, expiry). */
export function endLocalSession(): void {
  clearSession();
  broadcastAuth("logout");
}

/** GET /me: success means the session is valid; any failure means it is not. */
export async function validateSession(): Promise<boolean> {
  try {
    const res = await api.get<{ user: SessionUser; expires_at: string } | null>("me", { retry: false });
    return !res.error && Boolean(res.data?.user);
  } catch {
    return false;
  }
}
