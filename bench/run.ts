// `npm run bench`: requests per second on loopback for (1) the home page, (2) one API read, and
// (3) bare node:http serving the same bytes as (1); then the ratios 1/3 and 2/3. A benchmark, not a test.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const base = `http://127.0.0.1:${PORT}`;

async function measure(name: string, url: string): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const rps = result.requests.average;
  const errors = result.errors + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${errors ? `   (${errors} errors/non-2xx)` : ""}`,
  );
  return rps;
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become healthy");
}

if (!existsSync("build/server-main.js")) {
  const built = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (built.status !== 0) process.exit(1);
}

rmSync("data/bench", { recursive: true, force: true });
const server = spawn("node", ["build/server-main.js"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", SQLITE_PATH: "data/bench/bakery.sqlite", LOG_LEVEL: "silent", NODE_ENV: "production" },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth();
  const products = (await (await fetch(`${base}/api/v1/products?per_page=1`)).json()) as { data: { items: { slug: string }[] } };
  const slug = products.data.items[0]!.slug;
  const homeBytes = Buffer.from(await (await fetch(`${base}/`)).arrayBuffer());

  const bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": homeBytes.length });
    res.end(homeBytes);
  });
  await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
  const barePort = (bare.address() as AddressInfo).port;

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, loopback, Node ${process.version}\n`);
  const home = await measure("(1) home page (SSR + database)", `${base}/`);
  const api = await measure(`(2) GET /api/v1/products/${slug.slice(0, 12)}…`, `${base}/api/v1/products/${slug}`);
  const raw = await measure(`(3) bare node:http, same ${homeBytes.length} bytes`, `http://127.0.0.1:${barePort}/`);
  console.log(`\nratio 1/3 (home vs bare): ${(home / raw).toFixed(3)}`);
  console.log(`ratio 2/3 (API vs bare):  ${(api / raw).toFixed(3)}`);
  bare.close();
} finally {
  server.kill("SIGTERM");
}
