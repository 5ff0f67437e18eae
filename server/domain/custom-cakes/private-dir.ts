import type { Config } from "../../config.ts";

/**
 * The reference photos' private folder: PRIVATE_UPLOADS_DIR where the configuration has it, else a folder beside the
 * public uploads ("data/uploads-private") that the server never serves as files.
 */
export function privateDirOf(config: Pick<Config, "UPLOADS_DIR">): string {
  const configured = (config as { PRIVATE_UPLOADS_DIR?: unknown }).PRIVATE_UPLOADS_DIR;
  return typeof configured === "string" && configured ? configured : `${config.UPLOADS_DIR.replace(/\/+$/, "")}-private`;
}
