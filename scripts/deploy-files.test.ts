// The nginx and Caddy configurations docs/deploy.md shows are the files the scale suite runs behind
// (deploy/nginx/mai-vang.conf, deploy/caddy/Caddyfile): an operator copying from the page gets what was proven.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const guide = readFileSync("docs/deploy.md", "utf8");
const blocks = (language: string) => [...guide.matchAll(new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]);

describe("docs/deploy.md shows the proxies' files as they are", () => {
  it.each([
    ["nginx", "deploy/nginx/mai-vang.conf"],
    ["caddy", "deploy/caddy/Caddyfile"],
  ])("its %s block is %s", (language, file) => {
    expect(blocks(language)).toEqual([readFileSync(file, "utf8")]);
  });
});
