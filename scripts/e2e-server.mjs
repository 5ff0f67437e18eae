// The server Playwright tests run against: the production build on a fresh SQLite database of its own.
import { rmSync } from "node:fs";

const dir = `data/e2e-${process.env.PORT ?? "3107"}`;
rmSync(dir, { recursive: true, force: true });
process.env.SQLITE_PATH = `${dir}/bakery.sqlite`;
process.env.OUTBOX_DIR = `${dir}/outbox`;
process.env.UPLOADS_DIR = `${dir}/uploads`;
process.env.PRIVATE_UPLOADS_DIR = `${dir}/private`;
process.env.NODE_ENV = "production";
delete process.env.DATABASE_URL;
// Card payments against local stand-ins, never Authorize.Net: a double of its JSON API and of AcceptUI.js, served
// on another loopback port (so the page's CSP must allow exactly that origin, as it would Authorize.Net's).
const { register } = await import("tsx/esm/api");
register();
const { startGatewayDoubleServer, DOUBLE_CREDENTIALS } = await import("../server/payments/authorize-net-double.ts");
const gateway = await startGatewayDoubleServer(0);
process.env.AUTHORIZE_NET_API_LOGIN_ID = DOUBLE_CREDENTIALS.apiLoginId;
process.env.AUTHORIZE_NET_TRANSACTION_KEY = DOUBLE_CREDENTIALS.transactionKey;
process.env.AUTHORIZE_NET_CLIENT_KEY = "e2e-client-key";
process.env.AUTHORIZE_NET_API_URL = gateway.url;
process.env.AUTHORIZE_NET_ACCEPT_UI_URL = gateway.acceptUiUrl;

const buildDir = process.env.BUILD_DIR ?? "build";
await import(new URL(`../${buildDir}/server-main.js`, import.meta.url).href);
