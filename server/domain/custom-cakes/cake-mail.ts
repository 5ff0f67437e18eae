import type { OutboxEmailsTable } from "../../db/schema/orders.ts";
import type { Db } from "../../db/index.ts";

// Placeholder until the e-mails land (replaced in the same change).
export async function renderCakeMail(
  deps: { db: Db; shopEmail: string; publicUrl: string },
  row: { kind: OutboxEmailsTable["kind"]; params_json: string },
): Promise<{ to: string; subject: string; text: string; html: string }> {
  void deps;
  throw new Error(`no e-mail for ${row.kind} yet`);
}
