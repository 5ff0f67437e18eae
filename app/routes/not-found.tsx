import { ErrorPage } from "../shell/ErrorPage.tsx";
import { notFoundOrRedirect } from "../lib/fallback.server.ts";
import type { Route } from "./+types/not-found";

/** A path no page claims: the auth guard, the shop's redirect rules, else the localised 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return notFoundOrRedirect(request, context);
}

export default function NotFound() {
  return <ErrorPage kind="not-found" />;
}
