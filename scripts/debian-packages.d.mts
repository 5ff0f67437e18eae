// Types of debian-packages.mjs.
export declare function isExecutable(path: string): boolean;
export declare function onPath(command: string, extraDirs?: string[]): string | undefined;
export declare function aptFacts(): { uid: number | undefined; debian: boolean; aptGet: boolean };
export declare function aptInstall(packages: string[]): boolean;
export type InstallPlan =
  { action: "present" } | { action: "install"; missing: string[] } | { action: "tell"; missing: string[]; message: string };
export declare function installPlan(facts: {
  missing: string[];
  uid: number | undefined;
  debian: boolean;
  aptGet: boolean;
  tell: (missing: string[]) => string;
}): InstallPlan;
