// The storefront's real start-up (server/boot.ts: config from the environment, migrations, first-start seed, the
// Node HTTP server, the API) without React Router's pages, run from source with `node --import tsx`: one process,
// so SIGKILL kills the server itself (the `tsx` CLI would put a second process in between). For the crash test.
import { boot } from "../../server/boot.ts";

await boot({
  defaultNodeEnv: "production",
  pageHandler: async () => ({ handle: async () => new Response("This server has no pages (tests/crash/api-server.ts).", { status: 404 }) }),
});
