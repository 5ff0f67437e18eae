import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../context.ts";

const FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

const INIT = `window.addEventListener("load", function () {
  window.SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#api", deepLinking: true });
});
`;

/** A readable page for the OpenAPI document, served from the swagger-ui-dist package (no CDN). */
export function apiDocs() {
  // The package's folder, found without loading its 1.5 MB bundle into the server at start-up.
  const dir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const docs = new Hono<AppEnv>();
  docs.get("/", (c) =>
    c.html(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · Mai Vàng Bakery</title>
<link rel="icon" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="api"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/init.js"></script>
</body>
</html>`),
  );
  docs.get("/assets/:file", async (c) => {
    const file = c.req.param("file");
    if (file === "init.js") {
      return c.body(INIT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=3600" });
    }
    const type = FILES[file];
    if (!type) return c.text("Not found", 404);
    return c.body(await readFile(join(dir, file)), 200, {
      "Content-Type": type,
      "Cache-Control": "public, max-age=86400",
    });
  });
  return docs;
}
