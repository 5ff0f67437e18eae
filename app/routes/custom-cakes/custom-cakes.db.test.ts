import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { addDays, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { CUSTOM_CAKE_LEAD_DAYS, INSCRIPTION_MAX } from "../../../server/domain/custom-cakes/custom-cake-rules.shared.ts";
import { slugFormatProblem } from "../../../server/domain/content/slugs.ts";
import { isUploadPath } from "../../../server/http/upload-limit.ts";
import type { CakeFormFailure } from "../../features/custom-cakes/cake-form.ts";
import { action as requestAction, loader as requestLoader } from "./request.tsx";
import { action as viewAction, loader as viewLoader } from "./view.tsx";

// The custom cake pages without JavaScript: the request's form posted as multipart (refused: each field's message
// beside it in the page's language, what was typed kept; sent: the request's page), and a request's page: who may
// open it, the decline that asks first.
//
// The tests marked "needs the services" call createCakeRequest / cakeRequestByKey / declineByCustomer, which the
// lead's branch writes: they fail with "being written" until it is merged.

let testDb: TestDb;
let context: AppLoadContext;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const { config } = createTestApp(testDb, {});
  context = {
    db: testDb.db,
    dialect: testDb.dialect,
    config,
    logger: createLogger(config),
    mailer: createMailer(config),
    nonce: "n",
    locale: "en",
    requestId: "r",
    clientIp: "203.0.113.41",
  };
});
afterAll(() => testDb.destroy());

type Args<F extends (...a: never[]) => unknown> = Parameters<F>[0];
const contextFor = (url: string) => ({ ...context, locale: requestLocale(new URL(url)) });

async function today(): Promise<string> {
  return localDateAt(new Date(), await shopTimeZone(testDb.db));
}

/** A request's form, valid unless `change` says otherwise. */
async function cakeForm(change: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  const fields: Record<string, string> = {
    occasion: "birthday",
    date: addDays(await today(), CUSTOM_CAKE_LEAD_DAYS + 7),
    shipping_option: "pickup",
    servings: "12",
    flavour: "pandan",
    filling: "durian",
    frosting_colour: "pale pink",
    inscription: "Chúc mừng sinh nhật Bà Tư",
    notes: "",
    full_name: "Lan Phạm",
    email: `lan-${Date.now()}@example.com`,
    phone: "7135550142",
    ...change,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function postRequest(path: string, form: FormData) {
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: form });
  const answer: unknown = await requestAction({ request, context: contextFor(request.url), params: {} } as Args<typeof requestAction>);
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location"), data: undefined };
  const { data, init } = answer as { data: CakeFormFailure; init: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, data };
}

async function openRequest(path: string, code: string) {
  const request = new Request(`http://shop.test${path}`);
  try {
    const answer = (await viewLoader({ request, context: contextFor(request.url), params: { code } } as Args<
      typeof viewLoader
    >)) as unknown as {
      data: Awaited<ReturnType<typeof viewLoader>>["data"];
    };
    return { status: 200, data: answer.data };
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return { status: (thrown as { init?: ResponseInit }).init?.status ?? 500, data: undefined };
  }
}

describe("the request's page (/custom-cakes)", () => {
  it("offers dates from the lead time on, on the shop's calendar, and says when the photos were too large", async () => {
    for (const path of ["/custom-cakes", "/vi/custom-cakes?upload_error=tooLarge"]) {
      const request = new Request(`http://shop.test${path}`);
      const answer = (await requestLoader({ request, context: contextFor(request.url), params: {} } as Args<
        typeof requestLoader
      >)) as unknown as {
        data: Awaited<ReturnType<typeof requestLoader>>["data"];
      };
      expect(answer.data.dates.min).toBe(addDays(await today(), CUSTOM_CAKE_LEAD_DAYS));
      expect(answer.data.contact).toBeNull();
      if (path.startsWith("/vi")) expect(answer.data.uploadError).toMatch(/Ảnh quá lớn/);
      else expect(answer.data.uploadError).toBeNull();
    }
  });

  it("is an upload path (a too-large body is refused before it is read), and a slug no product or page can take", () => {
    expect(isUploadPath("POST", "/custom-cakes")).toBe(true);
    expect(isUploadPath("POST", "/vi/custom-cakes")).toBe(true);
    expect(isUploadPath("GET", "/custom-cakes")).toBe(false);
    expect(isUploadPath("POST", "/custom-cakes/CK-7G4Q2M")).toBe(false);
    expect(slugFormatProblem("custom-cakes")).toBe("reserved");
  });

  it("refuses an inscription over the limit beside its field, in English and in Vietnamese, keeping what was typed", async () => {
    const long = "Chúc mừng ".repeat(20).slice(0, INSCRIPTION_MAX + 5);
    const en = await postRequest("/custom-cakes", await cakeForm({ inscription: long, servings: "2" }));
    expect(en.status).toBe(422);
    expect(en.data!.message).toBe("Please check the fields marked below.");
    expect(en.data!.fields.inscription?.[0]).toBeTruthy();
    expect(en.data!.fields.servings?.[0]).toBeTruthy();
    expect(en.data!.values.inscription).toBe(long);
    expect(en.data!.values.full_name).toBe("Lan Phạm");

    const vi = await postRequest("/vi/custom-cakes", await cakeForm({ inscription: long }));
    expect(vi.status).toBe(422);
    expect(vi.data!.message).toBe("Bạn vui lòng kiểm tra các ô được đánh dấu bên dưới.");
    expect(vi.data!.fields.inscription?.[0]).toBeTruthy();
    expect(vi.data!.fields.inscription![0]).not.toBe(en.data!.fields.inscription![0]);
  });

  it("says the photos must be chosen again after a refused post (a file is never sent back)", async () => {
    const form = await cakeForm({ full_name: "" });
    form.append("photos", new File([new Uint8Array([0xff, 0xd8, 0xff])], "cake.jpg", { type: "image/jpeg" }));
    const refused = await postRequest("/custom-cakes", form);
    expect(refused.status).toBe(422);
    expect(refused.data!.photosSent).toBe(true);
    expect(refused.data!.values).not.toHaveProperty("photos");
  });

  // Needs the services (createCakeRequest: the date's rules are the service's).
  it("refuses a date inside the lead time beside the date's field, in both languages", async () => {
    const soon = addDays(await today(), 1);
    const en = await postRequest("/custom-cakes", await cakeForm({ date: soon }));
    expect(en.status).toBe(422);
    expect(en.data!.fields.date?.[0]).toBeTruthy();
    expect(en.data!.values.date).toBe(soon);
    const vi = await postRequest("/vi/custom-cakes", await cakeForm({ date: soon }));
    expect(vi.status).toBe(422);
    expect(vi.data!.fields.date?.[0]).toBeTruthy();
    expect(vi.data!.fields.date![0]).not.toBe(en.data!.fields.date![0]);
  });

  // Needs the services.
  it("sends a request and opens its page by the link's key; a wrong key is a 404", async () => {
    const sent = await postRequest("/vi/custom-cakes", await cakeForm());
    expect(sent.status).toBe(303);
    const match = /^\/vi\/custom-cakes\/([^?]+)\?key=([^&]+)&sent=1$/.exec(sent.location ?? "");
    expect(match, sent.location ?? "").not.toBeNull();
    const [, code, key] = match!;
    const page = await openRequest(`/vi/custom-cakes/${code}?key=${key}&sent=1`, code!);
    expect(page.status).toBe(200);
    expect(page.data!.cake.status).toBe("requested");
    expect(page.data!.cake.inscription).toBe("Chúc mừng sinh nhật Bà Tư");
    expect(page.data!.sent).toBe(true);
    expect((await openRequest(`/custom-cakes/${code}?key=wrong-key`, code!)).status).toBe(404);
    expect((await openRequest(`/custom-cakes/${code}`, code!)).status).toBe(404);
  });
});

describe("a request's page (/custom-cakes/:code)", () => {
  it("asks before declining: the first post without confirmed=1 only puts the question in the address", async () => {
    const form = new FormData();
    form.set("intent", "decline");
    form.set("key", "some-key");
    const request = new Request("http://shop.test/custom-cakes/CK-7G4Q2M?key=some-key", { method: "POST", body: form });
    const thrown = await viewAction({ request, context: contextFor(request.url), params: { code: "CK-7G4Q2M" } } as Args<
      typeof viewAction
    >).then(
      (answer) => answer,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const answer = thrown as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toMatch(
      /^\/custom-cakes\/CK-7G4Q2M\?key=some-key&confirm=decline&confirm\.key=some-key#confirm-decline$/,
    );
  });
});
