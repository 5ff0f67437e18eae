// The server Playwright tests run against: the production build on a fresh SQLite database of its own.
import { rmSync } from "node:fs";

const dir = "data/e2e";
rmSync(dir, { recursive: true, force: true });
process.env.SQLITE_PATH = `${dir}/bakery.sqlite`;
process.env.OUTBOX_DIR = `${dir}/outbox`;
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
await import(new URL("../build/server-main.js", import.meta.url).href);
