import Database from "better-sqlite3";
import { E2E_DIR } from "./support.ts";

// The seeded Tết campaign, open for the browser tests whatever the date. The seed dates it from the real Tết (orders
// about 12 weeks before it), so for most of the year it is still to open: the first spec to ask opens it in the e2e
// database, with its pickup days from 20 days on; asking again changes nothing, so specs in parallel agree.

export function e2eDb() {
  const db = new Database(`${E2E_DIR}/bakery.sqlite`);
  db.pragma("busy_timeout = 5000");
  return db;
}

export function ensureTetOpen(): void {
  const db = e2eDb();
  try {
    db.transaction(() => {
      const now = Date.now();
      const tet = db.prepare("SELECT id, opens_at, closes_at FROM campaigns WHERE slug = 'tet'").get() as {
        id: number;
        opens_at: string;
        closes_at: string;
      };
      const first = db.prepare("SELECT min(date) AS date FROM campaign_pickup_days WHERE campaign_id = ?").get(tet.id) as { date: string };
      const open =
        Date.parse(tet.opens_at) <= now && now < Date.parse(tet.closes_at) && Date.parse(`${first.date}T12:00:00Z`) > now + 2 * 86_400_000;
      if (open) return;
      db.prepare("UPDATE campaigns SET opens_at = ?, closes_at = ? WHERE id = ?").run(
        new Date(now - 86_400_000).toISOString(),
        new Date(now + 60 * 86_400_000).toISOString(),
        tet.id,
      );
      const days = db.prepare("SELECT id FROM campaign_pickup_days WHERE campaign_id = ? ORDER BY date").all(tet.id) as { id: number }[];
      // Out of the way first: a day's new date may be another's old one (one date a campaign).
      days.forEach((d, i) =>
        db.prepare("UPDATE campaign_pickup_days SET date = ? WHERE id = ?").run(`2199-01-${String(i + 1).padStart(2, "0")}`, d.id),
      );
      days.forEach((d, i) =>
        db
          .prepare("UPDATE campaign_pickup_days SET date = ? WHERE id = ?")
          .run(new Date(now + (20 + i) * 86_400_000).toISOString().slice(0, 10), d.id),
      );
    })();
  } finally {
    db.close();
  }
}
