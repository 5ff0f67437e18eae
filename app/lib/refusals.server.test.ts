import { describe, expect, it } from "vitest";
import { ProductAdminError } from "../../server/domain/catalog/products-admin.service.ts";
import { UploadBusy } from "../../server/domain/media/media.service.ts";
import { StaffError } from "../../server/domain/staff/staff.service.ts";
import { attempt } from "./refusals.server.ts";

describe("attempt: the pages' one error hook", () => {
  it("hands back what the service gave", async () => {
    expect(await attempt("en", async () => 42)).toEqual({ ok: true, value: 42 });
  });

  it("words a refusal in the page's language, beside its field", async () => {
    const done = await attempt("vi", async () => {
      throw new StaffError("emailTaken");
    });
    expect(done.ok).toBe(false);
    if (done.ok) return;
    expect(done.refusal).toMatchObject({
      status: 422,
      message: "Đã có tài khoản nhân viên với email này.",
      fields: { email: "Đã có tài khoản nhân viên với email này." },
    });
  });

  it("names what was typed, and says when to try again", async () => {
    const taken = await attempt("en", () => Promise.reject(new ProductAdminError("slugTaken")), { slug: "banh-mi" });
    expect(!taken.ok && taken.refusal.fields.slug).toBe("The slug banh-mi is already used by a product, a news post or a page.");
    const busy = await attempt("en", () => Promise.reject(new UploadBusy(7)));
    expect(!busy.ok && busy.refusal).toMatchObject({ status: 503, headers: { "Retry-After": "7" } });
    expect(!busy.ok && busy.refusal.message).toContain("7 seconds");
  });

  it("lets anything that is not a refusal go up to the error page", async () => {
    await expect(attempt("en", () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
  });
});
