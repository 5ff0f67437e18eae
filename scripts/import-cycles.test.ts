import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Modules of app/ and server/ must not import each other in a circle, type imports included: a circle of values
// makes a module run before what it needs is defined, and a circle of types ties two modules that should be
// layered into one. ESLint's import-x/no-cycle (eslint.config.js) sees only the circles of values, since it skips
// `import type` by design; this walk sees both.

const ROOT = resolve(import.meta.dirname, "..");
const LAYERS = ["app", "server"].map((dir) => join(ROOT, dir) + "/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module's imports (static, type-only, re-exports and dynamic) that land in app/ or server/. */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, "tsconfig.json"),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  const graph = new Map<string, string[]>();
  for (const file of LAYERS.flatMap((dir) => sourceFiles(dir))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && LAYERS.some((dir) => resolved.startsWith(dir))) targets.add(resolved);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one module, or a module importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.map((file) => relative(ROOT, file)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the import graph of app/ and server/", () => {
  it("finds a circle of two, of three and a module importing itself, and nothing in a tree", () => {
    const at = (name: string) => join(ROOT, name);
    const graph = new Map([
      [at("a"), [at("b")]],
      [at("b"), [at("a"), at("c")]],
      [at("c"), [at("d")]],
      [at("d"), [at("e")]],
      [at("e"), [at("c")]],
      [at("f"), [at("f")]],
      [at("g"), [at("a")]],
    ]);
    expect(circles(graph).sort()).toEqual([["a", "b"], ["c", "d", "e"], ["f"]]);
    expect(
      circles(
        new Map([
          [at("a"), [at("b"), at("c")]],
          [at("b"), [at("c")]],
          [at("c"), []],
        ]),
      ),
    ).toEqual([]);
  });

  it("has no circles, counting type imports", () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
