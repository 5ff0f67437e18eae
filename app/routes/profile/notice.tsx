import { data } from "react-router";
import { ErrorPage } from "../../shell/ErrorPage.tsx";

// Not built yet: answers 404 like any unknown page until its issue lands. The profile layout's loader is the
// guard: on a page load its redirect to the login wins over this 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotYetBuilt() {
  return <ErrorPage kind="not-found" />;
}
