// `npm run deploy:rolling`: restarts the shop's server processes one at a time behind a load balancer, without a
// failed request (docs/deploy.md, "Deploying a new version"). For each process in turn:
//   1. asks it for the id of its start (/healthz);
//   2. runs its restart command, which must return once the old process has stopped and the new one started
//      (`systemctl restart mai-vang@3001`, `ssh web2 sudo systemctl restart mai-vang`, `docker restart shop-2`…):
//      the old one drains first (SHUTDOWN_DRAIN_MS), so the load balancer moves on before it stops listening;
//   3. waits until the new one is ready (/readyz 200, a new id);
//   4. waits until the load balancer sends it requests again (its /healthz, asked through the balancer, carries the new
//      id): nginx and Caddy leave a process that refused connections alone for a while, and stopping the next one
//      before they take this one back would leave them none.
//
//   node scripts/rolling-restart.mjs --via https://shop.example \
//     --server http://10.0.0.11:3000 --restart "ssh 10.0.0.11 sudo systemctl restart mai-vang" \
//     --server http://10.0.0.12:3000 --restart "ssh 10.0.0.12 sudo systemctl restart mai-vang"
//
//   --via URL        the shop as customers reach it (the load balancer)
//   --server URL     a process as the load balancer reaches it, each followed by its --restart command
//   --insecure       accept the balancer's certificate unchecked (a self-signed one on a test machine)
//   --timeout SEC    how long each step may take (default 120)
import { execFile } from "node:child_process";
import http from "node:http";
import https from "node:https";
import { pathToFileURL } from "node:url";

/** GET `url` as JSON: { status, body } (body null when not JSON); throws on a connection error or after 5 s. */
function getJson(url, agent) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === "https:" ? https : http).get(target, { agent, timeout: 5_000 }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => {
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: answer.statusCode ?? 0, body });
      });
    });
    request.on("timeout", () => request.destroy(new Error("no answer within 5 s")));
    request.on("error", reject);
  });
}

async function until(what, timeoutMs, check) {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  for (;;) {
    try {
      const done = await check();
      if (done) return done;
    } catch (error) {
      last = error.message;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s${last ? ` (${last})` : ""}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Restarts `servers` ([{ url, restart: async () => … }]) one after another behind the balancer at `via`, each only
 * once the balancer uses the one before. `log` hears each step. Throws when a step does not happen in time.
 */
export async function rollingRestart({ via, servers, insecure = false, timeoutMs = 120_000, log = console.log }) {
  const agent = new https.Agent({ keepAlive: false, rejectUnauthorized: !insecure });
  const plain = new http.Agent({ keepAlive: false });
  const agentFor = (url) => (url.startsWith("https:") ? agent : plain);
  const healthz = (base) => getJson(`${base.replace(/\/$/, "")}/healthz`, agentFor(base));
  for (const server of servers) {
    const before = (await healthz(server.url)).body?.instance;
    if (!before) throw new Error(`${server.url}/healthz names no instance: is it this shop's server, at this version?`);
    log(`${server.url}: restarting (was ${before})`);
    const started = Date.now();
    await server.restart();
    const after = await until(`${server.url} ready again`, timeoutMs, async () => {
      const ready = await getJson(`${server.url.replace(/\/$/, "")}/readyz`, agentFor(server.url));
      if (ready.status !== 200) return null;
      const id = (await healthz(server.url)).body?.instance;
      return id && id !== before ? id : null;
    });
    log(`${server.url}: ready as ${after} after ${((Date.now() - started) / 1000).toFixed(1)} s; waiting for ${via} to use it`);
    await until(`${via} sending requests to ${server.url}`, timeoutMs, async () => (await healthz(via)).body?.instance === after);
    log(`${server.url}: in use through ${via} ${((Date.now() - started) / 1000).toFixed(1)} s after its restart began`);
  }
}

function parseArgs(args) {
  const options = { via: "", servers: [], insecure: false, timeoutMs: 120_000 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const value = () => {
      const v = args[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--via") options.via = value();
    else if (arg === "--server") options.servers.push({ url: value(), command: "" });
    else if (arg === "--restart") {
      const last = options.servers.at(-1);
      if (!last || last.command) throw new Error("each --restart follows its --server");
      last.command = value();
    } else if (arg === "--insecure") options.insecure = true;
    else if (arg === "--timeout") options.timeoutMs = Number(value()) * 1000;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.via) throw new Error("--via URL (the load balancer) is missing");
  if (!options.servers.length) throw new Error("no --server given");
  for (const server of options.servers) if (!server.command) throw new Error(`--server ${server.url} has no --restart command`);
  if (!(options.timeoutMs > 0)) throw new Error("--timeout must be a number of seconds");
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      `rolling-restart: ${error.message}\nUsage: node scripts/rolling-restart.mjs --via URL --server URL --restart "command" [--server URL --restart "command"…] [--insecure] [--timeout SEC]`,
    );
    process.exit(2);
  }
  try {
    await rollingRestart({
      ...options,
      servers: options.servers.map(({ url, command }) => ({
        url,
        restart: () =>
          new Promise((resolve, reject) =>
            execFile("sh", ["-c", command], (error, stdout, stderr) => {
              process.stdout.write(stdout);
              process.stderr.write(stderr);
              if (error) reject(new Error(`"${command}" failed (${error.code ?? error.signal}): stopping here, the rest untouched`));
              else resolve();
            }),
          ),
      })),
    });
    console.log("Every process restarted.");
  } catch (error) {
    console.error(`rolling-restart: ${error.message}`);
    process.exit(1);
  }
}
