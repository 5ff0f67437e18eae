// The server Playwright tests run against: the production build on a fresh SQLite database of its own.
import { rmSync } from "node:fs";

const dir = `data/e2e-${process.env.PORT ?? "3107"}`;
rmSync(dir, { recursive: true, force: true });
process.env.SQLITE_PATH = `${dir}/bakery.sqlite`;
process.env.OUTBOX_DIR = `${dir}/outbox`;
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
const buildDir = process.env.BUILD_DIR ?? "build";
await import(new URL(`../${buildDir}/server-main.js`, import.meta.url).href);
