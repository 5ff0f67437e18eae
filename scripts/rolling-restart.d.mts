export function rollingRestart(options: {
  via: string;
  servers: { url: string; restart: () => Promise<unknown> }[];
  insecure?: boolean;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<void>;
