import { data } from "react-router";
import { ErrorPage } from "../../shell/ErrorPage.tsx";

// Not built yet: answers 404 like any unknown page until its issue lands, behind the profile layout's guard.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotYetBuilt() {
  return <ErrorPage kind="not-found" />;
}
