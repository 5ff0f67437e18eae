// The part of the site's stylesheet a page needs to paint: the rules whose classes the page's HTML uses, with the
// custom properties, @property registrations and keyframes those rules refer to. It goes inside the page (a `<style>`
// in its head), so the first screen paints with the first bytes; the whole stylesheet follows as a file at the end of
// the page, which never holds the paint back, for what the scripts and later pages add (app/lib/inline-css.tsx).
//
// The stylesheet is Tailwind's minified output: a flat list of rules and at-rule blocks (`@layer`, `@media`,
// `@supports`…), read once into a tree. A rule is kept when one of its selectors names only classes the page uses
// (or no class at all: `html`, `*`, `:focus-visible`). Nothing is rewritten: the kept rules keep their text and order,
// so the whole stylesheet loaded after them changes nothing that is already on the screen.

type Node =
  /** A style rule: kept when one of `alternatives` (each the classes of one selector of its list) is all used. */
  | { kind: "rule"; text: string; alternatives: string[][] }
  /** A rule that only declares custom properties (Tailwind's theme, its fallbacks): each kept when referred to. */
  | { kind: "vars"; selector: string; declarations: { name: string; text: string }[] }
  | { kind: "block"; prelude: string; children: Node[] }
  /** `@property --x{…}` and `@keyframes x{…}`: kept when a kept rule names them. */
  | { kind: "named"; name: string; text: string }
  | { kind: "statement"; text: string };

export interface PreparedCss {
  nodes: Node[];
  /** Results by the page's classes, for pages that use the same ones (every product page, say). */
  cache: Map<string, string>;
}

const CACHE_ENTRIES = 256;

/** Reads the stylesheet once into rules and blocks. */
export function prepareCss(css: string): PreparedCss {
  return { nodes: parseBlock(stripComments(css)), cache: new Map() };
}

/** The rules of the stylesheet the page with these classes needs, as text. */
export function criticalCss(prepared: PreparedCss, classes: ReadonlySet<string>): string {
  const key = [...classes].sort().join(" ");
  const known = prepared.cache.get(key);
  if (known !== undefined) return known;
  const css = select(prepared.nodes, classes);
  if (prepared.cache.size >= CACHE_ENTRIES) prepared.cache.delete(prepared.cache.keys().next().value as string);
  prepared.cache.set(key, css);
  return css;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** Every class named in the HTML's `class` attributes (as React writes them: double quotes, entities escaped). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1]!.includes("&") ? decodeEntities(match[1]!) : match[1]!;
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|quot|lt|gt|apos));/g, (_, dec?: string, hex?: string, named?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: "&", quot: '"', lt: "<", gt: ">", apos: "'" }[named as "amp"];
  });
}

// ---- choosing ----

function select(nodes: Node[], classes: ReadonlySet<string>): string {
  const kept = keepRules(nodes, classes);
  // Custom properties, @property and keyframes are kept when the kept text names them; a custom property's value
  // may name others (`--default-font-family: var(--font-sans)`), so this goes on until nothing new is named.
  const named = new Set<string>();
  let text = render(kept, named);
  for (;;) {
    const before = named.size;
    for (const name of namesIn(text)) named.add(name);
    if (named.size === before) break;
    text = render(kept, named);
  }
  return text;
}

/** Printing and hovering wait for the whole stylesheet: neither happens before it has come. */
const NOT_FOR_THE_FIRST_PAINT = /^@media\s*(print|\(hover:\s*hover\))\s*$/;

/** The tree with only the rules these classes need; custom properties and named blocks are chosen later. */
function keepRules(nodes: Node[], classes: ReadonlySet<string>): Node[] {
  const kept: Node[] = [];
  for (const node of nodes) {
    if (node.kind === "rule") {
      if (node.alternatives.some((needs) => needs.every((name) => classes.has(name)))) kept.push(node);
    } else if (node.kind === "block") {
      if (NOT_FOR_THE_FIRST_PAINT.test(node.prelude)) continue;
      const children = keepRules(node.children, classes);
      if (children.length > 0) kept.push({ ...node, children });
    } else {
      kept.push(node);
    }
  }
  return kept;
}

function render(nodes: Node[], named: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    switch (node.kind) {
      case "rule":
      case "statement":
        out += node.text;
        break;
      case "named":
        if (named.has(node.name)) out += node.text;
        break;
      case "vars": {
        const declarations = node.declarations.filter((d) => named.has(d.name)).map((d) => d.text);
        if (declarations.length > 0) out += `${node.selector}{${declarations.join(";")}}`;
        break;
      }
      case "block": {
        const inner = render(node.children, named);
        if (inner) out += `${node.prelude}{${inner}}`;
        break;
      }
    }
  }
  return out;
}

const CUSTOM_PROPERTY = /--[\w-]+/g;
const ANIMATION = /animation(?:-name)?:([^;}]+)/g;

/** Custom properties and animation names a text refers to. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>(text.match(CUSTOM_PROPERTY));
  for (const match of text.matchAll(ANIMATION)) for (const word of match[1]!.split(/[\s,]+/)) if (word) names.add(word);
  return names;
}

// ---- reading ----

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, "");
}

/** The rules and blocks of a block's inside (or of the whole sheet). */
function parseBlock(css: string): Node[] {
  const nodes: Node[] = [];
  let at = 0;
  while (at < css.length) {
    const open = scanTo(css, at, "{;");
    if (open === -1) {
      const rest = css.slice(at).trim();
      if (rest) nodes.push({ kind: "statement", text: rest });
      break;
    }
    const prelude = css.slice(at, open).trim();
    if (css[open] === ";") {
      if (prelude) nodes.push({ kind: "statement", text: `${prelude};` });
      at = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    nodes.push(nodeOf(prelude, body));
    at = close + 1;
  }
  return nodes;
}

const GROUPING = /^@(media|supports|layer|container|starting-style|scope|document)\b/;

function nodeOf(prelude: string, body: string): Node {
  if (prelude.startsWith("@")) {
    const property = /^@property\s+(--[\w-]+)/.exec(prelude);
    if (property) return { kind: "named", name: property[1]!, text: `${prelude}{${body}}` };
    const keyframes = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(prelude);
    if (keyframes) return { kind: "named", name: keyframes[1]!, text: `${prelude}{${body}}` };
    if (GROUPING.test(prelude)) return { kind: "block", prelude, children: parseBlock(body) };
    return { kind: "statement", text: `${prelude}{${body}}` }; // @font-face, @page…: always
  }
  const declarations = splitTopLevel(body, ";").filter((d) => d.trim() !== "");
  const alternatives = splitTopLevel(prelude, ",").map(classesOfSelector);
  if (
    alternatives.every((needs) => needs.length === 0) &&
    declarations.length > 0 &&
    declarations.every((d) => d.trim().startsWith("--"))
  ) {
    return {
      kind: "vars",
      selector: prelude,
      declarations: declarations.map((text) => ({ name: text.slice(0, text.indexOf(":")).trim(), text })),
    };
  }
  return { kind: "rule", text: `${prelude}{${body}}`, alternatives };
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w\u00a0-\uffff-])+)/g;

/** The classes one selector names, unescaped (`.md\:flex` → `md:flex`); strings and attribute values set aside. */
function classesOfSelector(selector: string): string[] {
  const bare = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  return [...bare.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1]!));
}

function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** The index of the first of `stops` outside strings, brackets and escapes, from `from`; -1 if none. */
function scanTo(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i]!;
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = endOfString(css, i);
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in the stylesheet at ${open}`);
}

function endOfString(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === "\\") i++;
    else if (css[i] === css[quote]) return i;
  }
  return css.length;
}

/** `text` cut at `separator` where it is outside strings and brackets. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (;;) {
    const next = scanTo(text, at, separator);
    if (next === -1) break;
    parts.push(text.slice(at, next));
    at = next + 1;
  }
  parts.push(text.slice(at));
  return parts;
}
