import { CAKE_REQUEST_STATUSES } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";

// What the custom cakes' pages and their server code both read (no server module here: the page's bundle has it).

/** The inbox's filters: the open requests (requested and quoted, the default), all, or one status. */
export const CAKE_FILTERS = ["open", "all", ...CAKE_REQUEST_STATUSES] as const;
export type CakeFilter = (typeof CAKE_FILTERS)[number];
