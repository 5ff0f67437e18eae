import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets two builds (e.g. parallel e2e runs) live side by side; `build` by default.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // React Router v8's behaviour, where it works here today (v8 itself needs Node 22: decision 004). The two left
  // at false are decided, not forgotten (false also keeps the build from warning about them):
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Route middleware: the signed-in layouts guard their pages before any of their loaders runs. Our context is a
    // RouterContextProvider that also carries the app's properties (server/load-context.ts), as React Router's
    // migration guide describes, so loaders keep reading context.db; what middleware hands down uses context.get.
    v8_middleware: true,
    // Loaders read the locale and query from request.url; with this flag a data request's URL keeps its `.data`
    // suffix and `_routes` parameter there, so each loader would first move to the `url` argument.
    v8_passThroughRequests: false,
  },
} satisfies Config;
