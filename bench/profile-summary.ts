// Where a server's CPU time went: the functions with the most self time in a V8 .cpuprofile (node --cpu-prof), and the
// same time by package. Bundled files are read back through their source maps (build/server-main.js → server/…).
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top = 10]; bench/run.ts calls it for BENCH_PROFILE=1.
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Milliseconds of samples counted (idle left out). */
  totalMs: number;
  /** Milliseconds the process sat idle in the same window. */
  idleMs: number;
  top: { functionName: string; where: string; owner: string; ms: number; share: number }[];
  owners: { owner: string; ms: number; share: number }[];
  /** Total (inclusive) time under a few well-known frames of a page's path: how much each stage costs, callees and all. */
  stages: { stage: string; ms: number; share: number }[];
}

/** Frames that mark a stage of serving a page, by function name; a sample counts once for each stage on its stack. */
const STAGES: [stage: string, functionNames: string[]][] = [
  ["React render (performWork)", ["performWork"]],
  ["React Router: matching routes (matchRoutesImpl)", ["matchRoutesImpl"]],
  ["React Router: <Link> (LinkWithRef)", ["LinkWithRef"]],
  ["React Router: loaders and middleware (staticHandler.query)", ["query", "queryImpl"]],
  ["React Router: route data to the page (encodeViaTurboStream)", ["encodeViaTurboStream"]],
  ["React Router: the manifest for the page (getPartialManifest)", ["getPartialManifest"]],
  ["SQL (Kysely executeQuery)", ["executeQuery"]],
  ["socket writes (writev / writeBuffer)", ["writev", "writeBuffer", "writeUtf8String", "writeLatin1String"]],
  ["HTTP parsing and Hono's dispatch (parserOnIncoming)", ["parserOnIncoming"]],
];

/** V8's pseudo-frames: not code of anyone's. */
const NATIVE: Record<string, string> = {
  "(garbage collector)": "V8: garbage collector",
  "(program)": "V8: native (program)",
  "(root)": "V8: native (program)",
};

/**
 * Sums self time per function and per owner (an npm package, "node:" internals, the app's own code, V8). With
 * `from`/`to` (microseconds on the profile's clock, the monotonic clock of process.hrtime) only samples in that window
 * count; when the window misses the profile altogether, every sample counts.
 */
export function summariseProfile(file: string, options: { top?: number; from?: number; to?: number } = {}): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  /** An anonymous function is named after the nearest named caller in JavaScript (`(anonymous) ← convertRoutes…`). */
  const nameOf = (id: number) => {
    const frame = frames.get(id)!;
    if (frame.functionName) return frame.functionName;
    for (let up = parents.get(id); up !== undefined; up = parents.get(up)) {
      const caller = frames.get(up)!;
      if (caller.functionName && caller.url && !caller.functionName.startsWith("(")) return `(anonymous) ← ${caller.functionName}`;
    }
    return "(anonymous)";
  };
  const { samples, timeDeltas } = profile;
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of timeDeltas) times.push((t += delta));
  const overlaps =
    options.from !== undefined && options.to !== undefined && options.from < profile.endTime && options.to > profile.startTime;
  const inWindow = (time: number) => !overlaps || (time >= options.from! && time <= options.to!);

  const byFunction = new Map<string, { functionName: string; where: string; owner: string; us: number }>();
  const byOwner = new Map<string, number>();
  const byStage = new Map<string, number>();
  let total = 0;
  let idle = 0;
  const locate = locator();
  for (let i = 0; i < samples.length; i++) {
    if (!inWindow(times[i]!)) continue;
    // A sample stands for the time until the next one.
    const us = timeDeltas[i + 1] ?? 0;
    const frame = frames.get(samples[i]!)!;
    if (frame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    const { where, owner } = NATIVE[frame.functionName] ? { where: "", owner: NATIVE[frame.functionName]! } : locate(frame);
    const key = `${frame.functionName}\u0000${where}`;
    const functionName = byFunction.get(key)?.functionName ?? nameOf(samples[i]!);
    const entry = byFunction.get(key) ?? { functionName, where, owner, us: 0 };
    entry.us += us;
    byFunction.set(key, entry);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
    total += us;
    const onStack = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parents.get(id)) onStack.add(frames.get(id)!.functionName);
    for (const [stage, names] of STAGES) if (names.some((name) => onStack.has(name))) byStage.set(stage, (byStage.get(stage) ?? 0) + us);
  }
  const share = (us: number) => (total ? us / total : 0);
  return {
    totalMs: total / 1000,
    idleMs: idle / 1000,
    top: [...byFunction.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, options.top ?? 10)
      .map(({ us, ...rest }) => ({ ...rest, ms: us / 1000, share: share(us) })),
    owners: [...byOwner.entries()].sort((a, b) => b[1] - a[1]).map(([owner, us]) => ({ owner, ms: us / 1000, share: share(us) })),
    stages: STAGES.filter(([stage]) => byStage.has(stage)).map(([stage]) => ({
      stage,
      ms: byStage.get(stage)! / 1000,
      share: share(byStage.get(stage)!),
    })),
  };
}

/** A frame's file:line as a reader knows it (through a source map when its file has one) and who owns that code. */
function locator() {
  const maps = new Map<string, SourceMap | null>();
  const cwd = process.cwd();
  const mapFor = (path: string) => {
    if (!maps.has(path)) {
      let map: SourceMap | null = null;
      try {
        if (existsSync(`${path}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, "utf8")));
      } catch {
        map = null;
      }
      maps.set(path, map);
    }
    return maps.get(path)!;
  };
  return (frame: CallFrame): { where: string; owner: string } => {
    if (!frame.url) return { where: "", owner: "V8: built-ins" };
    if (frame.url.startsWith("node:")) return { where: `${frame.url}:${frame.lineNumber + 1}`, owner: "node: internals" };
    let path = frame.url.startsWith("file:") ? fileURLToPath(frame.url) : frame.url;
    let line = frame.lineNumber + 1;
    const map = path.startsWith("/") ? mapFor(path) : null;
    if (map) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number };
      if (entry.originalSource) {
        const source = entry.originalSource.startsWith("file:") ? fileURLToPath(entry.originalSource) : entry.originalSource;
        path = source.startsWith("/") ? source : new URL(source, pathToFileURL(path)).pathname;
        line = (entry.originalLine ?? 0) + 1;
      }
    }
    const at = path.lastIndexOf("/node_modules/");
    if (at !== -1) {
      const inside = path.slice(at + "/node_modules/".length);
      const parts = inside.split("/");
      const name = parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
      return { where: `${inside}:${line}`, owner: name };
    }
    const shown = path.startsWith(cwd) ? relative(cwd, path) : path;
    const owner = /(^|\/)build[^/]*\//.test(shown) ? `app: ${shown.replace(/^.*\//, "")} (bundled)` : `app: ${shown.split("/")[0]}/`;
    return { where: `${shown}:${line}`, owner };
  };
}

/** The summary as lines for a terminal or a Markdown page. */
export function formatSummary(summary: ProfileSummary): string[] {
  const pct = (share: number) => `${(100 * share).toFixed(1)} %`;
  const lines = [
    `${summary.totalMs.toFixed(0)} ms of CPU sampled (idle ${summary.idleMs.toFixed(0)} ms left out)`,
    "",
    "| # | self ms | share | function | file (package) |",
    "|---:|---:|---:|---|---|",
    ...summary.top.map(
      (row, i) =>
        `| ${i + 1} | ${row.ms.toFixed(0)} | ${pct(row.share)} | \`${row.functionName}\` | ${row.where ? `${row.where} ` : ""}(${row.owner}) |`,
    ),
    "",
    "| by owner | self ms | share |",
    "|---|---:|---:|",
    ...summary.owners.slice(0, 12).map((row) => `| ${row.owner} | ${row.ms.toFixed(0)} | ${pct(row.share)} |`),
    "",
    "| stage (total time, callees included; stages overlap) | ms | share |",
    "|---|---:|---:|",
    ...summary.stages.map((row) => `| ${row.stage} | ${row.ms.toFixed(0)} | ${pct(row.share)} |`),
  ];
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top]");
    process.exit(2);
  }
  console.log(formatSummary(summariseProfile(file, { top: Number(process.argv[3] ?? 10) })).join("\n"));
}
