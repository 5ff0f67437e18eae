import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { isSafeLink } from "./structure-error.ts";
import { structureVersion } from "./structure.schema.ts";

// The back office's shop-details form: what the header's top bar and the footer read from the theme
// options "shop" and "quan-ly-thong-tin-footer" — the name and tagline, phone, e-mail, address, opening hours and
// social links, and the footer's texts — the shop's words in English and Vietnamese side by side.

const text = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z
    .string(key(message))
    .transform((t) => t.trim())
    .pipe(z.string().min(min, key(message)).max(max, key(message)));

/** 7 to 20 digits with the usual separators, a leading + allowed: "(713) 555-0142", "+1 713 555 0142". */
export const PHONE = /^\+?[\d\s().-]+$/;
const phone = text("sitePhoneInvalid", 1, 30).refine(
  (p) => PHONE.test(p) && (p.match(/\d/g)?.length ?? 0) >= 7 && (p.match(/\d/g)?.length ?? 0) <= 20,
  key("sitePhoneInvalid"),
);
const time = z
  .string(key("siteHoursInvalid"))
  .transform((t) => t.trim())
  .pipe(z.string().regex(/^(?:|([01]\d|2[0-3]):[0-5]\d)$/, key("siteHoursInvalid")));

const hours = z
  .object({
    day: z.number(key("siteHoursInvalid")).int().min(0, key("siteHoursInvalid")).max(6, key("siteHoursInvalid")),
    opens: time,
    closes: time,
  })
  .superRefine((h, ctx) => {
    if ((h.opens === "") !== (h.closes === ""))
      ctx.addIssue({ code: "custom", path: [h.opens === "" ? "opens" : "closes"], message: "siteHoursInvalid" });
    else if (h.opens !== "" && h.closes <= h.opens) ctx.addIssue({ code: "custom", path: ["closes"], message: "siteHoursInvalid" });
  });

const social = z.object({
  network: z
    .string(key("siteSocialInvalid"))
    .transform((t) => t.trim().toLowerCase())
    .pipe(z.string().regex(/^[a-z][a-z0-9-]{0,29}$/, key("siteSocialInvalid"))),
  url: z
    .string(key("siteSocialInvalid"))
    .transform((t) => t.trim())
    .pipe(
      z
        .string()
        .max(300, key("siteSocialInvalid"))
        .regex(/^https:\/\/[^\s/\\]+\.[^\s\\]+$/i, key("siteSocialInvalid")),
    ),
});

const link = z
  .string(key("menuUrlInvalid"))
  .transform((t) => t.trim())
  .pipe(z.string().min(1, key("menuUrlInvalid")).max(500, key("menuUrlInvalid")).refine(isSafeLink, key("menuUrlInvalid")));

/** A column of the footer's links: its title and each link's label in both languages, the link the same in both. */
const column = z.object({
  title_en: text("siteTextInvalid", 1, 60),
  title_vi: text("siteTextInvalid", 1, 60),
  links: z
    .array(z.object({ label_en: text("siteTextInvalid", 1, 60), label_vi: text("siteTextInvalid", 1, 60), url: link }))
    .max(8, key("siteTextInvalid")),
});

export const siteInput = z.object({
  name_en: text("siteNameInvalid", 1, 80),
  name_vi: text("siteNameInvalid", 1, 80),
  tagline_en: text("siteTextInvalid", 0, 300).default(""),
  tagline_vi: text("siteTextInvalid", 0, 300).default(""),
  phone,
  email: text("siteEmailInvalid", 3, 254).pipe(z.email(key("siteEmailInvalid"))),
  street: text("siteAddressInvalid", 1, 120),
  city: text("siteAddressInvalid", 1, 120),
  state: text("siteAddressInvalid", 1, 120),
  zip: text("siteAddressInvalid", 1, 20),
  country: text("siteAddressInvalid", 1, 120),
  /** One entry per day (0 = Sunday); both times empty: closed that day. */
  hours: z
    .array(hours)
    .max(7, key("siteHoursInvalid"))
    .refine((list) => new Set(list.map((h) => h.day)).size === list.length, key("siteHoursInvalid")),
  socials: z.array(social).max(10, key("siteSocialInvalid")).default([]),
  /** The footer's link columns; left out, they stay as they are. */
  columns: z.array(column).max(4, key("siteTextInvalid")).optional(),
  about_en: text("siteTextInvalid", 0, 1000).default(""),
  about_vi: text("siteTextInvalid", 0, 1000).default(""),
  hours_label_en: text("siteTextInvalid", 0, 60).default(""),
  hours_label_vi: text("siteTextInvalid", 0, 60).default(""),
  copyright_en: text("siteTextInvalid", 0, 200).default(""),
  copyright_vi: text("siteTextInvalid", 0, 200).default(""),
  expected_version: structureVersion,
});
export type SiteInput = z.infer<typeof siteInput>;
