// `npm run scale:demo`: the storefront as two processes on one PostgreSQL database behind a load balancer, all on
// this machine's loopback, to watch them behave as one shop (docs/deploy.md). The balancer is nginx or Caddy when
// either is installed, run from the repository's own configuration (deploy/, through scripts/proxies.mjs) with the
// demo's ports and plain http; otherwise a small round-robin balancer of its own, written here for the demo only.
//
//   DEMO_PROXY     nginx, caddy or node (this file's own); default: nginx if installed, else caddy, else node
//   DATABASE_URL   PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/bakery_demo; created when missing)
//   DEMO_PORT      the load balancer's port, the one to open (default 3000)
//   DEMO_PORT_A, DEMO_PORT_B   the two servers' ports (default 3001, 3002)
//   DEMO_HOST      where all three listen (default 127.0.0.1: nothing is reachable from another machine)
//   REDIS_URL      optional, passed to both servers; LOG_LEVEL too (default warn here: one line per request is noise)
//   BUILD_DIR      the build to serve (default build/), built first when missing or older than the sources
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildWhenStale } from "./build-when-stale.mjs";
import { findProxy, startProxy } from "./proxies.mjs";
import { rollingRestart } from "./rolling-restart.mjs";

const NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=128"]; // npm start's (package.json)
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "upgrade",
]);

/** The server processes started so far. */
const started = [];

const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/bakery_demo";
const host = process.env.DEMO_HOST || "127.0.0.1";
const port = portFrom("DEMO_PORT", 3000);
const backends = [
  { name: "A", port: portFrom("DEMO_PORT_A", 3001) },
  { name: "B", port: portFrom("DEMO_PORT_B", 3002) },
];
const shownHost = host === "127.0.0.1" || host === "0.0.0.0" || host === "::" ? "localhost" : host;
const publicUrl = process.env.PUBLIC_URL || `http://${shownHost}:${port}`;
// Where the load balancer and this script reach the two servers.
const loopback = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
const proxyKind = chooseProxy(process.env.DEMO_PROXY);
/** nginx or Caddy once started. */
let proxy = null;
let proxyDir = null;

function chooseProxy(asked) {
  if (asked && !["nginx", "caddy", "node"].includes(asked)) fail(`DEMO_PROXY=${JSON.stringify(asked)}: use nginx, caddy or node.`);
  if (asked === "node") return "node";
  if (asked) {
    if (!findProxy(asked)) fail(`DEMO_PROXY=${asked}, but ${asked} is not installed (Debian: apt-get install ${asked}).`);
    return asked;
  }
  return findProxy("nginx") ? "nginx" : findProxy("caddy") ? "caddy" : "node";
}

/** A free port on the loopback (Caddy's admin API). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, loopback, () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

function portFrom(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) fail(`${name}=${JSON.stringify(value)} is not a port (1–65535).`);
  return n;
}

function fail(message) {
  console.error(`scale:demo: ${message}`);
  // A server already started stops with the demo (it finishes its requests in flight on its own).
  for (const child of started) child.kill("SIGTERM");
  process.exit(1);
}

/** The database of DATABASE_URL, created when PostgreSQL answers but has no such database yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const shown = `postgres://${target.host}/${name}`;
  if (!name) fail(`DATABASE_URL names no database (${shown}).`);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return shown;
  } catch (error) {
    await client.end().catch(() => {});
    if (error?.code !== "3D000")
      fail(`cannot reach PostgreSQL at ${target.host} (${error?.message ?? error}). Start it, or set DATABASE_URL.`);
  }
  // 3D000: no such database. Create it from the server's maintenance database.
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const maintenance = new pg.Client({ connectionString: admin.href });
  try {
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database ${shown}.`);
  } catch (error) {
    if (error?.code !== "42P04")
      fail(`cannot create the database ${shown} (${error?.message ?? error}). Create it yourself: createdb ${name}`);
  } finally {
    await maintenance.end().catch(() => {});
  }
  return shown;
}

/** Starts one server process; its output is passed through, each line marked with the backend's name. */
function startBackend(backend, script) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    HOST: host,
    PORT: String(backend.port),
    PUBLIC_URL: publicUrl,
    // Behind the load balancer: the client's address (for rate limits) is the last X-Forwarded-For entry.
    TRUST_PROXY: "true",
    // Two processes, one each: the demo shows processes behind a load balancer, not a cluster inside one.
    WEB_CONCURRENCY: "1",
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  };
  const child = spawn(process.execPath, [...NODE_FLAGS, script], { env, stdio: ["ignore", "pipe", "pipe"] });
  backend.child = child;
  started.push(child);
  backend.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  for (const [stream, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) to.write(`${backend.name} │ ${line}\n`);
    });
  }
  void backend.exited.then(({ code, signal }) => {
    if (stopping || backend.restarting) return;
    const other = backends.find((b) => b !== backend);
    const then =
      other.child?.exitCode === null && other.child.signalCode === null
        ? `every request now goes to ${other.name}`
        : `neither server runs: the load balancer answers ${proxyKind === "caddy" ? 503 : 502}`;
    console.log(`\n${backend.name} stopped (${signal ?? `exit code ${code}`}): ${then}. Ctrl-C stops the demo.\n`);
  });
}

/** Resolves once the backend answers /readyz; fails when it exits first. A first start migrates and seeds. */
async function ready(backend) {
  const deadline = Date.now() + 10 * 60_000;
  let gone = null;
  void backend.exited.then((how) => (gone = how));
  while (Date.now() < deadline) {
    if (gone) fail(`server ${backend.name} exited before it was ready (${gone.signal ?? `exit code ${gone.code}`}); its output is above.`);
    try {
      const answer = await fetch(`http://${loopback}:${backend.port}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`server ${backend.name} was not ready within 10 minutes.`);
}

// The load balancer: each request to the next backend in turn; one that refuses the connection is skipped.
const agent = new http.Agent({ keepAlive: true });
let turn = 0;

function forward(req, res) {
  const first = turn++ % backends.length;
  tryBackends(
    req,
    res,
    backends.map((_, i) => backends[(first + i) % backends.length]),
  );
}

function tryBackends(req, res, [backend, ...others]) {
  if (!backend) {
    res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("502: neither server A nor server B answered.\n");
    return;
  }
  const headers = withoutHopByHop(req.headers);
  const client = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  headers["x-forwarded-for"] = req.headers["x-forwarded-for"] ? `${req.headers["x-forwarded-for"]}, ${client}` : client;
  headers["x-forwarded-proto"] = "http";
  headers["x-forwarded-host"] = req.headers.host ?? "";
  const hasBody = req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined;
  const upstream = http.request({ host: loopback, port: backend.port, method: req.method, path: req.url, headers, agent });
  // The body is sent only once the connection is up, so a backend that is down is skipped with the body still unread.
  let connected = false;
  upstream.on("socket", (socket) => {
    const send = () => {
      connected = true;
      if (hasBody) req.pipe(upstream);
    };
    if (socket.connecting) socket.once("connect", send);
    else send();
  });
  if (!hasBody) upstream.end();
  upstream.on("response", (answer) => {
    // A process stopping turns reads away with a 503 it did not act on: the other one gets them (as nginx does).
    if (answer.statusCode === 503 && others.length && (req.method === "GET" || req.method === "HEAD") && req.url !== "/readyz") {
      answer.resume();
      return tryBackends(req, res, others);
    }
    const raw = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) raw.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
    }
    raw.push("X-Demo-Backend", backend.name);
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
    answer.pipe(res);
  });
  upstream.on("error", () => {
    if (res.headersSent) return res.destroy();
    // Refused (down, or restarting): the other one gets the request. A read cut off midway is asked again too; a
    // write is not, since it may have been done.
    if (!connected || (!hasBody && (req.method === "GET" || req.method === "HEAD"))) return tryBackends(req, res, others);
    res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end(`502: server ${backend.name} failed while answering.\n`);
  });
  // A visitor who leaves (a closed tab, a live board closed) closes the backend's request too.
  res.on("close", () => {
    if (!res.writableFinished) upstream.destroy();
  });
}

function withoutHopByHop(incoming) {
  const named = String(incoming.connection ?? "")
    .toLowerCase()
    .split(",")
    .map((s) => s.trim());
  const headers = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (!HOP_BY_HOP.has(name) && !named.includes(name) && value !== undefined) headers[name] = value;
  }
  return headers;
}

let stopping = false;
const balancer = http.createServer(forward);

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the load balancer, then A and B (each finishes the requests in flight)…`);
  balancer.close();
  balancer.closeAllConnections();
  agent.destroy();
  await proxy?.stop();
  if (proxyDir) rmSync(proxyDir, { recursive: true, force: true });
  // SIGTERM even after a Ctrl-C: the terminal's SIGINT reached them too, and a second SIGINT would end them at once.
  const running = backends.filter((b) => b.child && b.child.exitCode === null && b.child.signalCode === null);
  for (const backend of running) backend.child.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const backend of running) backend.child.kill("SIGKILL");
  }, 15_000);
  await Promise.all(running.map((b) => b.exited));
  clearTimeout(force);
  console.log("Stopped: the load balancer, A and B.");
  process.exit(0);
}
process.on("SIGINT", () => void stop("Ctrl-C"));
process.on("SIGTERM", () => void stop("SIGTERM"));

// First the load balancer's port (a clash is found before anything starts), then the database, then A, then B:
// A's first start migrates and seeds the database, which B then finds ready.
// (nginx and Caddy take the port only at the end, once the servers are ready: it is tried here, then let go.)
await new Promise((resolve) => {
  balancer.once("error", (error) =>
    fail(error.code === "EADDRINUSE" ? `port ${port} is in use: set DEMO_PORT to another.` : error.message),
  );
  balancer.listen(port, host, resolve);
});
if (proxyKind !== "node") await new Promise((resolve) => balancer.close(resolve));
const shownDb = await ensureDatabase(databaseUrl);
const buildDir = process.env.BUILD_DIR || "build";
// npm start's rule (scripts/build-when-stale.mjs): built when missing or older than the sources.
buildWhenStale(buildDir);
const serverScript = join(buildDir, "server-main.js");
console.log(`Starting server A on port ${backends[0].port} (database ${shownDb}${process.env.REDIS_URL ? ", with Redis" : ""})…`);
startBackend(backends[0], serverScript);
await ready(backends[0]);
console.log(`Starting server B on port ${backends[1].port}…`);
startBackend(backends[1], serverScript);
await ready(backends[1]);

if (proxyKind !== "node") {
  proxyDir = mkdtempSync(join(tmpdir(), `scale-demo-${proxyKind}-`));
  try {
    proxy = await startProxy(proxyKind, {
      dir: proxyDir,
      host,
      port,
      plain: true,
      upstreams: backends.map((backend) => `${loopback}:${backend.port}`),
      // The demo's one addition to the repository's file: each answer names the process that made it.
      extra:
        proxyKind === "nginx"
          ? ["add_header X-Demo-Backend $upstream_addr always;"]
          : ["header_down X-Demo-Backend {http.reverse_proxy.upstream.hostport}"],
      ...(proxyKind === "caddy" ? { adminPort: await freePort() } : {}),
    });
  } catch (error) {
    fail(error.message);
  }
}

// kill -USR2 <this pid>: a rolling restart of A then B, as a deploy does it (scripts/rolling-restart.mjs).
const url = `http://${shownHost}:${port}`;
let rolling = false;
process.on("SIGUSR2", () => {
  if (rolling || stopping) return;
  rolling = true;
  console.log("\nSIGUSR2: restarting A, then B, one at a time (each drains first; the shop keeps answering)…");
  rollingRestart({
    via: `http://${loopback}:${port}`,
    log: (line) => console.log(`  ${line}`),
    servers: backends.map((backend) => ({
      url: `http://${loopback}:${backend.port}`,
      restart: async () => {
        backend.restarting = true;
        backend.child.kill("SIGTERM");
        await backend.exited;
        startBackend(backend, serverScript);
        backend.restarting = false;
        await ready(backend);
      },
    })),
  })
    .then(() => console.log(`Restarted: A is pid ${backends[0].child.pid}, B is pid ${backends[1].child.pid}.\n`))
    .catch((error) => console.error(`The rolling restart stopped: ${error.message}`))
    .finally(() => (rolling = false));
});

const balancerName =
  proxyKind === "node"
    ? `the demo's own round-robin load balancer (${process.env.DEMO_PROXY === "node" ? "DEMO_PROXY=node" : "no nginx or Caddy installed"})`
    : `${proxyKind} (${proxy.version}), from deploy/${proxyKind === "nginx" ? "nginx/mai-vang.conf" : "caddy/Caddyfile"}`;
console.log(`
Two servers on one database, behind ${balancerName}:

  open        ${url}   (A is ${backends[0].port}, pid ${backends[0].child.pid}; B is ${backends[1].port}, pid ${backends[1].child.pid})
  watch       curl -sI ${url}/ | grep -i x-demo-backend    (again and again: every answer names its server)
  try         sign in through one and keep browsing (the pages come from both); rename a product at
              ${url}/admin and reload its page; kill -9 ${backends[1].child.pid} and the shop keeps working on A
  deploy      kill -USR2 ${process.pid}   restarts A, then B, as a rolling deploy does, without a failed request
  stop        Ctrl-C (stops all three)
`);
