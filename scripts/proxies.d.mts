export type ProxyKind = "nginx" | "caddy";
export const PROXY_FILES: Record<ProxyKind, string>;
export function findProxy(kind: ProxyKind): string | null;
export function versionOf(program: string, kind: ProxyKind): string;
export interface RunningProxy {
  kind: ProxyKind;
  /** Where customers reach the shop through it. */
  url: string;
  version: string;
  logs(): string;
  stop(): Promise<void>;
}
export function startProxy(
  kind: ProxyKind,
  options: {
    dir: string;
    host: string;
    port: number;
    upstreams: [string, string];
    plain?: boolean;
    extra?: string[];
    redirectPort?: number;
    adminPort?: number;
  },
): Promise<RunningProxy>;
