// The bench's yardstick: plain node:http answering, from memory, the very bytes and Content-Type the storefront gave
// for each subject. Its own process (as the storefront is), so it never shares a thread with autocannon.
// Usage: node --import tsx bench/bare-server.ts <subjects.json> [port], where the file lists { path, contentType, file, … };
// prints "listening <port>" once it listens on 127.0.0.1 (on the kernel's pick without a port). BARE_PROCESSES=N
// answers with N node:cluster workers on the one port, as the storefront does with WEB_CONCURRENCY=N (bench/processes.ts).
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface BareSubject {
  /** The path the bench asks for (the query is ignored). */
  path: string;
  contentType: string;
  /** When the storefront's answer was compressed (BENCH_ACCEPT_ENCODING). */
  contentEncoding?: string;
  /** The file holding the body's bytes. */
  file: string;
}

const port = Number(process.argv[3] ?? 0);
const processes = Number(process.env.BARE_PROCESSES ?? 0);

if (processes > 0 && cluster.isPrimary) {
  // Ready once every worker listens: the primary hands each new connection to the next worker.
  let listening = 0;
  cluster.on("listening", (_worker, address) => {
    if (++listening === processes) console.log(`listening ${address.port}`);
  });
  for (let i = 0; i < processes; i++) cluster.fork();
  // Stops as one: each worker closes its server on SIGTERM (below), and the primary leaves once they all have.
  process.once("SIGTERM", () => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    let left = workers.length;
    cluster.on("exit", () => {
      if (--left === 0) process.exit(0);
    });
    for (const worker of workers) worker.process.kill("SIGTERM");
  });
} else {
  serve();
}

function serve() {
  const subjects = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as BareSubject[];
  const answers = new Map(
    subjects.map((subject) => {
      const body = readFileSync(subject.file);
      const headers: Record<string, string | number> = { "Content-Type": subject.contentType, "Content-Length": body.length };
      if (subject.contentEncoding) headers["Content-Encoding"] = subject.contentEncoding;
      return [subject.path, { body, headers }] as const;
    }),
  );

  const server = createServer((req, res) => {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const answer = answers.get(query === -1 ? url : url.slice(0, query));
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  });
  server.listen(port, "127.0.0.1", () => {
    if (cluster.isPrimary) console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}
