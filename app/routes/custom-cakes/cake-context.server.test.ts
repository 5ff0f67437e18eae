import { describe, expect, it } from "vitest";
import { CakeRequestError } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { cakeAttempt } from "./cake-context.server.ts";

// A custom cake service's refusal as the pages show it: in the page's language, each message beside its field.

describe("cakeAttempt", () => {
  it("words a refusal in the page's language, beside the field it is about", async () => {
    const refused = await cakeAttempt("vi", () => Promise.reject(new CakeRequestError("dateTooSoon", { key: "fieldInvalid" }, "date")));
    expect(refused).toEqual({
      ok: false,
      refusal: {
        status: 422,
        message: apiMessage("vi", "fieldInvalid"),
        fields: { date: [apiMessage("vi", "fieldInvalid")] },
        headers: {},
        reason: "dateTooSoon",
      },
    });
  });

  it("puts each photo's message beside the photos' field, and says when to try again", async () => {
    const error = new CakeRequestError("photoRefused", { key: "fieldInvalid" }, undefined, 429, {
      retryAfterSeconds: 60,
      fields: { "photos.1": [{ key: "fieldInvalid" }], "photos[]": [{ key: "fieldRequired" }] },
    });
    const refused = await cakeAttempt("en", () => Promise.reject(error));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.refusal.fields).toEqual({ photos: [apiMessage("en", "fieldInvalid"), apiMessage("en", "fieldRequired")] });
    expect(refused.refusal.headers).toEqual({ "Retry-After": "60" });
    expect(refused.refusal.status).toBe(429);
  });

  it("lets anything else go on up to the error page", async () => {
    await expect(cakeAttempt("en", () => Promise.reject(new Error("the database is gone")))).rejects.toThrow("the database is gone");
    expect(await cakeAttempt("en", async () => 7)).toEqual({ ok: true, value: 7 });
  });
});
