// Types of ensure-proxies.mjs (a plain Node script, run before anything is compiled).
export declare const PROXY_PACKAGES: string[];

export type ProxiesPlan =
  { action: "present" } | { action: "install"; missing: string[] } | { action: "tell"; missing: string[]; message: string };

export declare function proxiesPlan(facts: {
  present: Record<string, boolean>;
  uid: number | undefined;
  debian: boolean;
  aptGet: boolean;
}): ProxiesPlan;
export declare function ensureProxies(): boolean;
