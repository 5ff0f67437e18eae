import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { addAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from "../../domain/profile/addresses.service.ts";
import { addressInput, MAX_ADDRESSES } from "../../domain/profile/profile.schema.ts";
import type { ProfileContext } from "../../domain/profile/profile.service.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../envelope.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { profileApiError } from "../profile-answers.ts";
import { signedInApi } from "../signed-in.ts";

// The signed-in customer's saved addresses: at most 20, at most one the default. Another customer's
// address is 404, never 403: whether an id exists is nobody else's business.

export const AddressSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    phone: z.string().openapi({ description: "Digits only", example: "7135550142" }),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    ward: z.string().openapi({ description: '"" when none' }),
    zip: z.string(),
    address: z.string(),
    is_default: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Address");

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const errorJson = (description: string) => json(ErrorSchema, description);
const body = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const params = z.object({ id: z.string().max(40).openapi({ example: "12" }) });

const SIGNED_OUT = errorJson("Not signed in");
const CROSS_SITE = errorJson("Sent by a page of another site (`Origin` differs from the host)");
const NOT_FOUND = errorJson("No such address of this customer (another customer's too)");
const INPUT = addressInput.openapi("AddressInput");

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in customer's addresses, the default first",
  tags: ["Addresses"],
  responses: {
    200: json(envelopeOf(z.object({ addresses: z.array(AddressSchema), max: z.number().int() })), "The addresses and how many may be kept"),
    401: SIGNED_OUT,
  },
});

const add = createRoute({
  method: "post",
  path: "/",
  summary: "Save a new address",
  description: `The customer's first address becomes the default, as does one sent with \`is_default: 1\` (the previous default stops being it). At most ${MAX_ADDRESSES}.`,
  tags: ["Addresses"],
  request: { body: body(INPUT) },
  responses: {
    201: json(envelopeOf(AddressSchema), "Saved"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    422: errorJson(`Invalid fields, or already ${MAX_ADDRESSES} addresses`),
  },
});

const replace = createRoute({
  method: "put",
  path: "/{id}",
  summary: "Change an address",
  description: "`is_default: 1` makes it the default; `0` makes it not the default (leaving none); absent leaves that as it was.",
  tags: ["Addresses"],
  request: { params, body: body(INPUT) },
  responses: {
    200: json(envelopeOf(AddressSchema), "Saved"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    404: NOT_FOUND,
    422: errorJson("Invalid fields"),
  },
});

const remove = createRoute({
  method: "delete",
  path: "/{id}",
  summary: "Delete an address",
  description: "Deleting the default leaves no default (none is chosen in its place); `was_default` and the message say so.",
  tags: ["Addresses"],
  request: { params },
  responses: {
    200: json(envelopeOf(z.object({ was_default: z.boolean() })), "Deleted"),
    401: SIGNED_OUT,
    403: CROSS_SITE,
    404: NOT_FOUND,
  },
});

const makeDefault = createRoute({
  method: "post",
  path: "/{id}/default",
  summary: "Make an address the default",
  description: "The previous default stops being it, in the same transaction.",
  tags: ["Addresses"],
  request: { params },
  responses: { 200: json(envelopeOf(AddressSchema), "The new default"), 401: SIGNED_OUT, 403: CROSS_SITE, 404: NOT_FOUND },
});

/** An address id from the path: a positive integer the databases can hold, else no address of anyone's. */
function addressId(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  if (id < 1 || id > 2_147_483_647) throw new ApiError(404, "addressNotFound");
  return id;
}

export function addressesApi({ db }: AppDeps) {
  const ctx: ProfileContext = { db };
  return signedInApi(db)
    .openapi(list, async (c) => ok(c, { addresses: await listAddresses(db, c.get("customer").customerId), max: MAX_ADDRESSES }))
    .openapi(add, async (c) => {
      const address = await addAddress(ctx, c.get("customer").customerId, c.req.valid("json"));
      return created(c, address, apiMessage(c.get("lang"), "addressAdded"));
    })
    .openapi(replace, async (c) => {
      const id = addressId(c.req.valid("param").id);
      const address = await updateAddress(ctx, c.get("customer").customerId, id, c.req.valid("json"));
      return ok(c, address, apiMessage(c.get("lang"), "addressSaved"));
    })
    .openapi(remove, async (c) => {
      const { wasDefault } = await deleteAddress(ctx, c.get("customer").customerId, addressId(c.req.valid("param").id));
      return ok(c, { was_default: wasDefault }, apiMessage(c.get("lang"), wasDefault ? "addressDeletedWasDefault" : "addressDeleted"));
    })
    .openapi(makeDefault, async (c) => {
      const address = await makeDefaultAddress(ctx, c.get("customer").customerId, addressId(c.req.valid("param").id));
      return ok(c, address, apiMessage(c.get("lang"), "addressDefaultSet"));
    })
    .onError((error, c) => {
      throw profileApiError(error, c.get("lang")) ?? error;
    });
}
