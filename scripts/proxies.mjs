// nginx and Caddy in front of two server processes, run from the repository's own configuration files
// (deploy/nginx/mai-vang.conf, deploy/caddy/Caddyfile) with only their ports, addresses and paths changed: by the
// scale suite's proxy test (tests/scale/proxies.test.ts) and by `npm run scale:demo` when either is installed.
// Each runs in the foreground from a folder of its own (its configuration, logs, temporary files), as this user.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { onPath } from "./debian-packages.mjs";

const ROOT = resolve(import.meta.dirname, "..");
export const PROXY_FILES = {
  nginx: join(ROOT, "deploy/nginx/mai-vang.conf"),
  caddy: join(ROOT, "deploy/caddy/Caddyfile"),
};
/** The example addresses the files carry, replaced by the real ones. */
const EXAMPLE_UPSTREAMS = ["10.0.0.11:3000", "10.0.0.12:3000"];

/** The program's path when it is installed (nginx lives in sbin, often not on a user's PATH), else null. */
export function findProxy(kind) {
  const dir = onPath(kind, ["/usr/sbin", "/usr/local/sbin"]);
  return dir ? join(dir, kind) : null;
}

/** Replaces `from` by `to` in `text`, throwing when `from` is not there: a file that changed shape is said, not half-run. */
function replace(text, from, to, file) {
  if (!text.includes(from))
    throw new Error(`${file} no longer contains ${JSON.stringify(from)}: scripts/proxies.mjs must learn its new shape`);
  return text.split(from).join(to);
}

/**
 * deploy/nginx/mai-vang.conf for this machine: the upstreams, the ports it listens on (127.0.0.1), and the
 * certificate's paths. `tls: null` (the demo) serves plain http on the HTTPS server's port instead and drops the
 * redirect; `addToLocation` adds lines to the proxied location (the demo's header naming the backend).
 */
export function nginxSite({ upstreams, host, port, redirectPort, tls, addToLocation = [] }) {
  const file = PROXY_FILES.nginx;
  let text = readFileSync(file, "utf8");
  EXAMPLE_UPSTREAMS.forEach((example, i) => (text = replace(text, example, upstreams[i], file)));
  if (tls) {
    text = replace(text, "listen 80;", `listen ${host}:${redirectPort};`, file);
    text = replace(text, "listen 443 ssl http2;", `listen ${host}:${port} ssl http2;`, file);
    text = replace(text, "/etc/letsencrypt/live/shop.example/fullchain.pem", tls.cert, file);
    text = replace(text, "/etc/letsencrypt/live/shop.example/privkey.pem", tls.key, file);
  } else {
    const redirect = /server \{\s*listen 80;[^}]*\}\s*/;
    if (!redirect.test(text)) throw new Error(`${file}: no port-80 redirect server to leave out`);
    text = text.replace(redirect, "");
    text = replace(text, "listen 443 ssl http2;", `listen ${host}:${port};`, file);
    text = text.replace(/^\s*ssl_certificate(_key)?\s.*\n/gm, "");
  }
  if (addToLocation.length)
    text = replace(
      text,
      "        proxy_pass http://mai_vang;",
      ["        proxy_pass http://mai_vang;", ...addToLocation.map((l) => `        ${l}`)].join("\n"),
      file,
    );
  return text;
}

/** deploy/caddy/Caddyfile for this machine: the site's address, the upstreams, the admin API's port. */
export function caddySite({ upstreams, address, adminPort, addToProxy = [] }) {
  const file = PROXY_FILES.caddy;
  let text = readFileSync(file, "utf8");
  EXAMPLE_UPSTREAMS.forEach((example, i) => (text = replace(text, example, upstreams[i], file)));
  text = replace(text, "shop.example {", `${address} {`, file);
  text = replace(text, "admin localhost:2019", `admin 127.0.0.1:${adminPort}`, file);
  if (addToProxy.length)
    text = replace(text, "\t\tlb_policy least_conn", ["\t\tlb_policy least_conn", ...addToProxy.map((l) => `\t\t${l}`)].join("\n"), file);
  return text;
}

/** A self-signed certificate for `host` (openssl), for nginx's TLS server. */
export function selfSignedCertificate(dir, host) {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      `/CN=${host}`,
      "-addext",
      `subjectAltName=IP:${host}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr || made.error?.message}`);
  return { cert, key };
}

/** Resolves once something accepts connections on host:port; throws after `timeoutMs` or when `gone()` says the process exited. */
async function listening(host, port, timeoutMs, gone) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((done) => {
      const socket = connect(port, host);
      socket.once("connect", () => {
        socket.destroy();
        done(true);
      });
      socket.once("error", () => done(false));
    });
    if (open) return;
    const exit = gone();
    if (exit) throw new Error(`it exited (${exit})`);
    if (Date.now() > deadline) throw new Error(`nothing listened on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs the proxy in the foreground; all it writes goes to `log` too (the last 20,000 characters are kept at hand). */
function run(program, args, env, name, log) {
  const child = spawn(program, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const file = createWriteStream(log, { flags: "a" });
  const keep = (chunk) => {
    file.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let gone = null;
  const exited = new Promise((done) =>
    child.once("exit", (code, signal) => {
      file.end();
      done((gone = signal ?? `exit code ${code}`));
    }),
  );
  child.once("error", (error) => (gone = `${name}: ${error.message}`));
  return { child, output: () => output, exited, gone: () => gone };
}

/**
 * Starts nginx or Caddy (`kind`) on host:port in front of `upstreams` ("host:port" each), from the repository's
 * file. nginx serves https with a self-signed certificate unless `plain`; Caddy serves plain http (its certificates
 * come from Let's Encrypt in production, nothing to test here). Returns its address, a way to stop it, and its logs.
 */
export async function startProxy(kind, { dir, host, port, upstreams, plain = false, extra = [], redirectPort, adminPort }) {
  const program = findProxy(kind);
  if (!program) throw new Error(`${kind} is not installed (Debian: apt-get install ${kind})`);
  mkdirSync(dir, { recursive: true });
  let proc;
  let url;
  if (kind === "nginx") {
    const tls = plain ? null : selfSignedCertificate(dir, host);
    if (tls && !redirectPort) throw new Error("nginx with TLS needs a redirectPort for its port-80 server");
    writeFileSync(join(dir, "site.conf"), nginxSite({ upstreams, host, port, redirectPort, tls, addToLocation: extra }));
    for (const sub of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub), { recursive: true });
    // The main context a distribution's nginx.conf gives, with everything in `dir`.
    const main = [
      "daemon off;",
      // As root, its workers would run as nobody, who cannot write in `dir`.
      process.getuid?.() === 0 ? "user root;" : "",
      "worker_processes 1;",
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} notice;`,
      "events { worker_connections 1024; }",
      "http {",
      `  access_log ${join(dir, "access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((sub) => `  ${sub}_temp_path ${join(dir, sub)};`),
      `  include ${join(dir, "site.conf")};`,
      "}",
    ].join("\n");
    writeFileSync(join(dir, "nginx.conf"), `${main}\n`);
    proc = run(program, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], {}, "nginx", join(dir, "output.log"));
    url = `${plain ? "http" : "https"}://${host}:${port}`;
  } else {
    if (!adminPort) throw new Error("Caddy needs an adminPort for its admin API");
    // Caddy answers only the names its site has (another gets an empty 200): the loopback by both its names.
    const names = host === "127.0.0.1" || host === "localhost" ? ["localhost", "127.0.0.1"] : [host];
    const address = names.map((name) => `http://${name}:${port}`).join(", ");
    writeFileSync(join(dir, "Caddyfile"), caddySite({ upstreams, address, adminPort, addToProxy: extra }));
    proc = run(
      program,
      ["run", "--config", join(dir, "Caddyfile"), "--adapter", "caddyfile"],
      {
        HOME: dir,
        XDG_DATA_HOME: join(dir, "data"),
        XDG_CONFIG_HOME: join(dir, "config"),
      },
      "caddy",
      join(dir, "output.log"),
    );
    url = `http://${host}:${port}`;
  }
  const logs = () => {
    const error = kind === "nginx" && existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8").slice(-20_000) : "";
    return `--- ${kind} ---\n${proc.output()}${error}`;
  };
  try {
    await listening(host, port, 20_000, proc.gone);
  } catch (error) {
    proc.child.kill("SIGKILL");
    throw new Error(`${kind} did not start: ${error.message}\n${logs()}`);
  }
  return {
    kind,
    url,
    version: versionOf(program, kind),
    logs,
    async stop() {
      if (!proc.gone()) {
        // nginx: SIGQUIT is its graceful stop; Caddy stops on SIGTERM. Either is killed if it lingers.
        proc.child.kill(kind === "nginx" ? "SIGQUIT" : "SIGTERM");
        const timer = setTimeout(() => proc.child.kill("SIGKILL"), 3_000);
        await proc.exited;
        clearTimeout(timer);
      }
    },
  };
}

/** "nginx/1.22.1", "v2.6.2 h1:…": what the program says of itself. */
export function versionOf(program, kind) {
  const said = spawnSync(program, kind === "nginx" ? ["-v"] : ["version"], { encoding: "utf8" });
  return `${said.stdout ?? ""}${said.stderr ?? ""}`.trim().replace(/^nginx version: /, "");
}
