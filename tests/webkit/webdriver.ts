// The few W3C WebDriver calls the WebKit pass makes, as plain HTTP (fetch) to WebKitWebDriver: a session, a window
// size, navigation, elements found by CSS, clicks and typed keys, scripts, cookies and a screenshot.

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export class WebDriverError extends Error {}

export interface Session {
  id: string;
  base: string;
}

/** Every call's answer is awaited at most this long: a stuck browser fails the step instead of the whole pass. */
const CALL_TIMEOUT_MS = 45_000;

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await res.json().catch(() => ({}))) as { value?: T & { error?: string; message?: string } };
  if (!res.ok) throw new WebDriverError(`${method} ${path}: ${answer.value?.error ?? res.status} ${answer.value?.message ?? ""}`.trim());
  return answer.value as T;
}

export async function newSession(base: string, miniBrowser: string): Promise<Session> {
  const capabilities = {
    alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } },
  };
  const value = await call<{ sessionId: string }>(base, "POST", "/session", { capabilities });
  const session = { id: value.sessionId, base };
  await call(base, "POST", `/session/${session.id}/timeouts`, { pageLoad: 30_000, script: 10_000, implicit: 0 });
  return session;
}

const at = (s: Session, path = "") => `/session/${s.id}${path}`;

export const endSession = (s: Session) => call(s.base, "DELETE", at(s));
export const setWindowSize = (s: Session, width: number, height: number) => call(s.base, "POST", at(s, "/window/rect"), { width, height });
export const navigate = (s: Session, url: string) => call(s.base, "POST", at(s, "/url"), { url });
export const currentUrl = (s: Session) => call<string>(s.base, "GET", at(s, "/url"));
export const deleteCookies = (s: Session) => call(s.base, "DELETE", at(s, "/cookie"));
export const screenshot = (s: Session) => call<string>(s.base, "GET", at(s, "/screenshot"));

/** Runs `script` (a function body; its arguments are `arguments[0]`…) in the page and returns its value. */
export const execute = <T>(s: Session, script: string, args: unknown[] = []) =>
  call<T>(s.base, "POST", at(s, "/execute/sync"), { script, args });

/** The first element matching `css`, or undefined. */
export async function find(s: Session, css: string): Promise<string | undefined> {
  const found = await call<Record<string, string>[]>(s.base, "POST", at(s, "/elements"), { using: "css selector", value: css });
  return found[0]?.[ELEMENT];
}

async function element(s: Session, css: string): Promise<string> {
  const id = await find(s, css);
  if (!id) throw new WebDriverError(`no element matches ${css}`);
  return id;
}

/**
 * A click as a person makes it: on the element's middle, once it is scrolled to the middle of the screen (WebDriver
 * scrolls only until it shows, which can leave it under a fixed taskbar).
 */
export async function click(s: Session, css: string): Promise<void> {
  const id = await element(s, css);
  await execute(s, `arguments[0].scrollIntoView({ block: "center", inline: "center" });`, [{ [ELEMENT]: id }]);
  // As Playwright does before a click: the element must have stopped moving (a header that shrinks once the page
  // scrolls moves what is under it), or the click lands where it was, on something else.
  const rectOf = () =>
    execute<string>(s, `const r = arguments[0].getBoundingClientRect(); return [r.top, r.left, r.width, r.height].join();`, [
      { [ELEMENT]: id },
    ]);
  const until = Date.now() + 10_000;
  for (let last = await rectOf(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 120));
    const now = await rectOf();
    if (now === last) break;
    if (Date.now() > until) throw new WebDriverError(`${css} kept moving for 10 s`);
    last = now;
  }
  await call(s.base, "POST", at(s, `/element/${id}/click`), {});
}

/** Types `text` into the field, key by key, after emptying it. */
export async function type(s: Session, css: string, text: string): Promise<void> {
  const id = await element(s, css);
  await execute(s, `arguments[0].scrollIntoView({ block: "center" });`, [{ [ELEMENT]: id }]);
  await call(s.base, "POST", at(s, `/element/${id}/clear`), {});
  await call(s.base, "POST", at(s, `/element/${id}/value`), { text });
}

/** Asks `script` until it returns something truthy (then returns it), or fails after `timeoutMs` saying what it waited for. */
export async function waitFor<T>(s: Session, what: string, script: string, args: unknown[] = [], timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await execute<T>(s, script, args).catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new WebDriverError(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
