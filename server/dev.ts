import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createVite, type ViteDevServer } from "vite";
import { boot } from "./boot.ts";

// Development: Vite in middleware mode, with HMR on the same HTTP server and port; pages render from source.
let vite: ViteDevServer;

await boot({
  defaultNodeEnv: "development",
  pageHandler: async (_deps, server) => {
    vite = await createVite({ server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    const handler = createRequestHandler(
      () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "development",
    );
    return { handle: (request, context) => handler(request, context) };
  },
  wrap: async (listener) => ({
    listener: (req, res) => vite.middlewares(req, res, () => listener(req, res)),
    close: () => vite.close(),
  }),
});
