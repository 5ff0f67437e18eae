// Types of ensure-chromium.mjs (a plain Node script, so that `npm test` runs it before anything is compiled).
export declare const DEBIAN_CHROMIUM: string;

export type ChromiumPlan = { action: "present" } | { action: "install" } | { action: "tell"; message: string };

export declare function chromiumPlan(facts: {
  chromiumPath: string;
  executable: boolean;
  uid: number | undefined;
  debian: boolean;
  aptGet: boolean;
}): ChromiumPlan;

export declare function ensureChromium(): boolean;
