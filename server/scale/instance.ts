import { randomBytes } from "node:crypto";

// One id for each start of the server, answered at /healthz. A rolling deploy (scripts/rolling-restart.mjs) asks the
// new process for it, then waits until the load balancer's answers carry it: only then does the balancer send the
// new process requests again, and may the next process be stopped. A cluster's workers share their primary's id.

const INSTANCE_ENV = "MAI_VANG_INSTANCE";
const FORMAT = /^[0-9a-f]{12}$/;

export function newInstanceId(): string {
  return randomBytes(6).toString("hex");
}

/** This process's id: the one its cluster's primary gave it, else a new one. */
export function instanceId(): string {
  const given = process.env[INSTANCE_ENV];
  return given && FORMAT.test(given) ? given : newInstanceId();
}

/** The environment a cluster's primary forks its workers with. */
export function instanceEnv(id: string): Record<string, string> {
  return { [INSTANCE_ENV]: id };
}
