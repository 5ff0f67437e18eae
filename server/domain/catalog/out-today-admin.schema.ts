import { z } from "zod";

// "Out today" from the board (the API's body and the board's form posts): a product's option (a variant) or an add-on
// choice, marked out for the shop's today or brought back.

export const OUT_TODAY_KINDS = ["variant", "choice"] as const;
export type OutTodayKind = (typeof OUT_TODAY_KINDS)[number];

export const outTodayInput = z.object({
  kind: z.enum(OUT_TODAY_KINDS),
  id: z.number().int().positive().max(2_147_483_647),
  /** True: out for the shop's today (it comes back by itself the next day); false: back on sale now. */
  out: z.boolean(),
});
export type OutTodayInput = z.infer<typeof outTodayInput>;
