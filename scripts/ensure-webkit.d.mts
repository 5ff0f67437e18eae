// Types of ensure-webkit.mjs (a plain Node script, so that `npm test` runs it before anything is compiled).
export declare const WEBKIT_PACKAGES: string[];

export interface WebkitTools {
  driver: string | undefined;
  xvfb: string | undefined;
  miniBrowser: string | undefined;
}

export type WebkitPlan =
  { action: "present" } | { action: "install"; missing: string[] } | { action: "tell"; missing: string[]; message: string };

export declare function webkitTools(): WebkitTools;
export declare function webkitPlan(facts: { tools: WebkitTools; uid: number | undefined; debian: boolean; aptGet: boolean }): WebkitPlan;
export declare function ensureWebkit(): { driver: string; xvfb: string; miniBrowser: string } | undefined;
