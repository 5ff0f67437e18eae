// `npm start`: build the production bundle when it is missing or older than the sources, then serve it.
import { buildWhenStale } from "./build-when-stale.mjs";

buildWhenStale("build");
process.env.NODE_ENV ??= "production";
await import(new URL("../build/server-main.js", import.meta.url).href);
