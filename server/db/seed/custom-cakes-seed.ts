import { createHash, randomBytes, randomInt } from "node:crypto";
import sharp from "sharp";
import type { Db } from "../index.ts";
import { storeCakePhotos, type StoredPhoto } from "../../domain/custom-cakes/cake-photos.ts";
import { QUOTE_VALID_DAYS, suggestedSize } from "../../domain/custom-cakes/custom-cake-rules.shared.ts";
import { addDays, localDateAt } from "../../domain/fulfilment/shop-time.ts";

// Two custom cake requests of the demo bakery, as the request form and the back office would have left them: a
// Vietnamese family's full-month cake waiting for a quote, and an English birthday cake quoted this morning (the quote
// open for its usual days). Their reference photos are drawn here (simple cakes, as SVG), turned into JPEG as a phone
// would send them, and stored through the photos' own pipeline in the private folder.

const DAY_MS = 86_400_000;
/** The order codes' alphabet (checkout/order-code.ts): no I, L, O or U to misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

const cakeCode = () => `CK-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`;
const hashOfNewKey = () => createHash("sha256").update(randomBytes(24).toString("base64url")).digest("hex");

/** A cake drawn flat: `tiers` layers of `frosting` on a plate, piped dots, a topper, on a coloured table. */
function cakeSvg(o: { tiers: number; frosting: string; trim: string; table: string; topper: "candles" | "bunny" | "flowers" }): string {
  const width = 800;
  const height = 600;
  const layers: string[] = [];
  let top = 520;
  for (let i = 0; i < o.tiers; i++) {
    const w = 460 - i * 110;
    const h = 110 - i * 10;
    const x = (width - w) / 2;
    top -= h;
    layers.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="18" fill="${o.frosting}" stroke="${o.trim}" stroke-width="6"/>`);
    for (let d = x + 24; d < x + w - 12; d += 36) layers.push(`<circle cx="${d}" cy="${top + 8}" r="10" fill="${o.trim}"/>`);
  }
  const cx = width / 2;
  const topper =
    o.topper === "candles"
      ? [-60, -20, 20, 60]
          .map(
            (dx) =>
              `<rect x="${cx + dx - 6}" y="${top - 70}" width="12" height="70" fill="#fde68a"/><ellipse cx="${cx + dx}" cy="${top - 84}" rx="9" ry="15" fill="#f97316"/>`,
          )
          .join("")
      : o.topper === "bunny"
        ? `<ellipse cx="${cx}" cy="${top - 40}" rx="42" ry="38" fill="#fff"/><ellipse cx="${cx - 18}" cy="${top - 100}" rx="12" ry="36" fill="#fff"/><ellipse cx="${cx + 18}" cy="${top - 100}" rx="12" ry="36" fill="#fff"/><circle cx="${cx - 14}" cy="${top - 46}" r="5" fill="#334155"/><circle cx="${cx + 14}" cy="${top - 46}" r="5" fill="#334155"/>`
        : [-50, 0, 50]
            .map(
              (dx) =>
                `<circle cx="${cx + dx}" cy="${top - 22}" r="24" fill="#f472b6"/><circle cx="${cx + dx}" cy="${top - 22}" r="9" fill="#fde047"/>`,
            )
            .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${o.table}"/>
  <ellipse cx="${cx}" cy="530" rx="300" ry="34" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>
  ${layers.join("\n  ")}
  ${topper}
</svg>`;
}

const jpegOf = async (svg: string): Promise<Uint8Array> => new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer());

/** The reference photos of the two requests, drawn and stored in `privateDir` (outside the seed's transaction: files). */
export async function storeSeedCakePhotos(privateDir: string): Promise<[StoredPhoto[], StoredPhoto[]]> {
  const fullMonth = await storeCakePhotos(privateDir, [
    await jpegOf(cakeSvg({ tiers: 2, frosting: "#fbcfe8", trim: "#ffffff", table: "#fef3c7", topper: "bunny" })),
    await jpegOf(cakeSvg({ tiers: 2, frosting: "#bbf7d0", trim: "#fbcfe8", table: "#e0f2fe", topper: "flowers" })),
  ]);
  const birthday = await storeCakePhotos(privateDir, [
    await jpegOf(cakeSvg({ tiers: 1, frosting: "#78350f", trim: "#fcd34d", table: "#f5f5f4", topper: "candles" })),
  ]);
  return [fullMonth, birthday];
}

/** The two requests, their dates counted from the seed's day on the shop's calendar; `photos` as storeSeedCakePhotos made them. */
export async function seedCustomCakes(
  db: Db,
  data: { timeZone: string; now: number; quotedBy: string; photos: readonly [readonly StoredPhoto[], readonly StoredPhoto[]] },
): Promise<void> {
  const at = new Date(data.now).toISOString();
  const today = localDateAt(new Date(data.now), data.timeZone);
  const earlier = (hours: number) => new Date(data.now - hours * 3_600_000).toISOString();
  const requested = {
    code: cakeCode(),
    status: "requested" as const,
    locale: "vi",
    customer_id: null,
    full_name: "Lê Thị Ngọc Anh",
    email: "ngocanh.le@example.com",
    phone: "8325550188",
    occasion: "full_month" as const,
    date_wanted: addDays(today, 10),
    fulfilment: "pickup" as const,
    servings: 20,
    size: suggestedSize(20),
    flavour: "pandan" as const,
    filling: "fresh_fruit" as const,
    frosting_colour: "Hồng phấn và trắng",
    inscription: "Mừng đầy tháng bé Bông",
    notes: "Bánh ít ngọt giúp mình nha. Trên bánh có con thỏ nhỏ giống ảnh 1, màu như ảnh 2.",
    access_hash: hashOfNewKey(),
    created_at: earlier(3),
    updated_at: earlier(3),
  };
  const quotedAt = at;
  const quoted = {
    code: cakeCode(),
    status: "quoted" as const,
    locale: "en",
    customer_id: null,
    full_name: "Daniel Nguyen",
    email: "daniel.nguyen@example.com",
    phone: "7135550123",
    occasion: "birthday" as const,
    date_wanted: addDays(today, 6),
    fulfilment: "pickup" as const,
    servings: 12,
    size: suggestedSize(12),
    flavour: "chocolate" as const,
    filling: "salted_caramel" as const,
    frosting_colour: "Dark chocolate with gold drip",
    inscription: "Happy 40th, Minh!",
    notes: "Four candles please, like the photo. My dad loves salted caramel.",
    access_hash: hashOfNewKey(),
    quote_hash: hashOfNewKey(),
    price_cents: 6800,
    deposit_cents: 2300,
    // The demo's sales tax (SALES_TAX_RATE 8.25 %), as the quote was made at.
    quote_tax_rate_bp: 825,
    quote_notes: "An 8-inch chocolate cake with salted caramel between the layers and a gold drip; the four candles are on us.",
    quote_date: null,
    quoted_at: quotedAt,
    quote_expires_at: new Date(Date.parse(quotedAt) + QUOTE_VALID_DAYS * DAY_MS).toISOString(),
    quoted_by_name: data.quotedBy,
    version: 2,
    created_at: earlier(20),
    updated_at: quotedAt,
  };
  for (const [row, photos] of [
    [requested, data.photos[0]],
    [quoted, data.photos[1]],
  ] as const) {
    const { id } = await db.insertInto("cake_requests").values(row).returning("id").executeTakeFirstOrThrow();
    if (photos.length)
      await db
        .insertInto("cake_request_photos")
        .values(photos.map((photo, i) => ({ request_id: id, position: i + 1, ...photo, created_at: at })))
        .execute();
  }
}
