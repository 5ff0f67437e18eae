import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { boot } from "./boot.ts";

// Bundled to build/server-main.js; the React Router build sits beside it in build/server and build/client.
const buildDir = dirname(fileURLToPath(import.meta.url));

await boot({
  defaultNodeEnv: "production",
  clientDir: join(buildDir, "client"),
  pageHandler: async () => {
    const build = (await import(pathToFileURL(join(buildDir, "server", "index.js")).href)) as ServerBuild;
    const handler = createRequestHandler(build, "production");
    return { handle: (request, context) => handler(request, context), buildId: build.assets.version };
  },
});
