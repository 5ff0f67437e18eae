// Types of build-sqlite.mjs (a plain Node script: npm runs it right after installing, before anything is compiled).
export declare function headersPrefix(execPath: string, version: string, read?: (path: string) => string): string | null;
