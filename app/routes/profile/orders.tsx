import { data } from "react-router";
import { ErrorPage } from "../../shell/ErrorPage.tsx";
import { requireAuthCookie } from "../../features/accounts/session/guards.server.ts";
import type { Route } from "./+types/orders";

// Not built yet: answers 404 like any unknown page (after the auth guard) until its issue lands.
export function loader({ request }: Route.LoaderArgs) {
  requireAuthCookie(request);
  throw data(null, { status: 404 });
}

export default function NotYetBuilt() {
  return <ErrorPage kind="not-found" />;
}
