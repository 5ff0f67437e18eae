import { register } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

// Bundled to build/server-main.js; the React Router build sits beside it in build/server and build/client.
const buildDir = dirname(fileURLToPath(import.meta.url));

// Before anything imports React or React Router: React picks its production build from NODE_ENV when first
// imported (a server started without NODE_ENV would render with React's development build), and React Router's
// production build is chosen by a resolve hook (server/react-router-production.ts, bundled beside this file). The
// rest of the server is imported only then: scripts/build-server.mjs splits it into chunks of its own, so that
// their imports wait for this.
process.env.NODE_ENV ??= "production";
register("./react-router-production.js", import.meta.url);

// WEB_CONCURRENCY above 1: this process becomes the cluster's primary, and each worker runs this same file.
const { startCluster } = await import("./scale/cluster.ts");
if (!(await startCluster(fileURLToPath(import.meta.url), "production"))) await startServer();

async function startServer() {
  const { boot } = await import("./boot.ts");
  await boot({
    defaultNodeEnv: "production",
    clientDir: join(buildDir, "client"),
    pageHandler: async () => {
      const { createRequestHandler } = await import("react-router");
      const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
      const handler = createRequestHandler(build, "production");
      return { handle: (request, context) => handler(request, context), buildId: build.assets.version };
    },
  });
}
