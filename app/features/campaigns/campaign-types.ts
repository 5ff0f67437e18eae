import type { CampaignState } from "../../../server/domain/campaigns/campaign-rules.shared.ts";

/** A campaign as the home page and its products' pages mention it: a line, its window, a link to its page. */
export interface CampaignBrief {
  slug: string;
  name: string;
  banner: string;
  state: CampaignState;
  opens_at: string;
  closes_at: string;
  time_zone: string;
  /** Its pickup days (YYYY-MM-DD), in order. */
  pickup_dates: string[];
}

/** What the campaign page's waitlist form got back (app/routes/content/campaign.server.ts). */
export interface WaitlistAnswer {
  kind: "waitlist";
  /** The pickup day the form was for, and the address as typed. */
  date: string;
  email: string;
  ok: boolean;
  message: string;
  errors: Record<string, string[]>;
}
