import type { ResolveHook } from "node:module";

/**
 * A module resolve hook the production server installs before anything imports React Router (server/main.ts).
 * React Router 7.18.4's package sends every export condition to its development build
 * (remix-run/react-router#14102), whose only difference is that it logs development warnings. This takes the
 * production build instead, for every importer at once — the server bundle, the React Router build in build/server
 * and @react-router/node — so the process holds one copy of React Router (two would not share its contexts). The
 * browser's build does the same (vite.config.ts); dev and the tests keep the development build.
 */
const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
};
