import { stripLocale } from "../../../i18n/config.ts";

/** Paths only signed-in customers reach; /login, /register, /forgot-password and / are exempt. */
const PROTECTED = /^\/(account|orders|profile|checkout)(\/|$)/;

/** Whether a path (with or without /vi) is for signed-in customers only: the server guard and the browser's session guard agree. */
export function isProtectedPath(pathname: string): boolean {
  return PROTECTED.test(stripLocale(pathname));
}
