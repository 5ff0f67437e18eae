import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { storeUpload, UPLOAD_QUEUE_WAITING, UploadBusy, UploadError } from "../../../domain/media/media.service.ts";
import { uploadBodyLimit } from "../../../http/upload-limit.ts";
import { uploadBusyMessage, uploadRefusalMessage } from "../../upload-answers.ts";
import type { UploadRefusal } from "../../../domain/media/media-check.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { created, ok } from "../../envelope.ts";
import { envelopeOf, ErrorSchema, json } from "../../openapi.ts";
import { newAdminApi, requireStaff, staffRoute } from "../../staff-guard.ts";

/**
 * POST /api/v1/admin/images — the back office's one upload call (permission `catalog`: managers and owners).
 *
 * Send `multipart/form-data` with the file in the field `file` (JPEG, PNG or WebP, at most UPLOAD_LIMIT_BYTES, at
 * most 40 megapixels; judged by its content, never its name or declared type). The answer's `data.image` has the
 * `id` to keep (e.g. a `media_id` column referencing `media_images.id`), `src`, `srcset.avif` / `srcset.webp`,
 * `width` and `height` — what `app/components/ResponsiveImage.tsx` takes. 201 for a new image; 200 with the image
 * already kept when the same file was uploaded before. A refused file: 422 with `errors.file`, nothing stored.
 * A process makes one upload's copies at a time and holds a few more; beyond that 503 with `Retry-After`, nothing
 * stored (docs/decisions/024-upload-queue.md).
 * The module behind it: server/domain/media/media.service.ts (`storeUpload`, `findUploadedImage`, `imageUrls`).
 */

export const UploadedImageSchema = z
  .object({
    id: z.number().int(),
    hash: z.string().openapi({ description: "sha256 of the uploaded file: the same file uploaded twice is one image" }),
    format: z.enum(["jpeg", "png", "webp"]).openapi({ description: "The uploaded file's format" }),
    bytes: z.number().int(),
    width: z.number().int().openapi({ description: "The original's width as shown (EXIF orientation applied)" }),
    height: z.number().int(),
    widths: z.array(z.number().int()).openapi({ description: "The widths made, each in WebP and AVIF; never wider than the original" }),
    src: z.string().openapi({ description: "A WebP copy for browsers without srcset", example: "/media/0f3c…-1280.webp" }),
    srcset: z.object({ avif: z.string(), webp: z.string() }).openapi({ description: 'srcset values: "/media/…-320.avif 320w, …"' }),
    uploaded_by: z.string(),
    created_at: z.string(),
  })
  .openapi("UploadedImage");

/** 422 for a refused upload, in the request's language, with the message beside the field `file`. */
function refused(lang: Lang, refusal: UploadRefusal, limitBytes: number) {
  const text = uploadRefusalMessage(lang, refusal, limitBytes);
  return { error: true as const, message: text, data: null, errors: { file: [text] } };
}

export function adminImagesApi({ db, config }: AppDeps) {
  const limit = config.UPLOAD_LIMIT_BYTES;
  const ctx = { db, uploadsDir: config.UPLOADS_DIR, maxBytes: limit };
  const route = staffRoute(db, "catalog", {
    method: "post",
    path: "/",
    summary: "Upload an image",
    description:
      "multipart/form-data with the file in `file`: JPEG, PNG or WebP (judged by the content, not the name or declared type), " +
      `at most ${Math.round(limit / 1024 / 1024)} MB and 40 megapixels. Made into WebP and AVIF copies at 320–1920 px wide (never upscaled), ` +
      "upright by EXIF, metadata stripped, named by the content's hash and served at /media/ with immutable caching. " +
      "The same file uploaded again answers the image already kept (200). A refused file stores nothing (422, `errors.file`). " +
      "Keep `id` to attach it (e.g. POST /admin/products/{id}/images). " +
      `The server makes one upload's copies at a time and holds at most ${UPLOAD_QUEUE_WAITING} more waiting; ` +
      "one more is refused at once (503 with `Retry-After`, nothing stored): send it again after that many seconds.",
    request: {
      body: {
        // A plain schema, not Zod: the call checks the body itself, so anything but a file (another content type, no
        // body) gets its 422 beside `file` in the request's language.
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: { file: { type: "string", format: "binary", description: "The image file" } },
              required: ["file"],
            },
          },
        },
        required: true,
      },
    },
    responses: {
      201: { description: "Uploaded", content: json(envelopeOf(z.object({ image: UploadedImageSchema }))) },
      200: {
        description: "The same file was uploaded before: that image",
        content: json(envelopeOf(z.object({ image: UploadedImageSchema }))),
      },
      422: {
        description: "Not an image, another format, too large, too many pixels or damaged: nothing stored",
        content: json(ErrorSchema),
      },
      503: {
        description: "Too many uploads are being processed at this moment: nothing stored; `Retry-After` gives the seconds to wait",
        headers: {
          "Retry-After": { description: "Seconds to wait before sending the file again", schema: { type: "integer", example: 10 } },
        },
        content: json(ErrorSchema),
      },
    },
  });
  // The guard first (who may upload), then the upload's own body limit, before anything reads the body.
  const tooLarge = uploadBodyLimit(limit, (c) => c.json(refused(c.get("lang"), "tooLarge", limit), 422));
  const upload = { ...route, middleware: [requireStaff(db, "catalog"), tooLarge] };

  return newAdminApi().openapi(upload, async (c) => {
    const lang = c.get("lang");
    let file: unknown;
    try {
      file = (await c.req.parseBody())["file"];
    } catch {
      return c.json(refused(lang, "missing", limit), 422);
    }
    if (!(file instanceof File) || file.size === 0) return c.json(refused(lang, "missing", limit), 422);
    try {
      const { image, created: isNew } = await storeUpload(ctx, c.get("staff"), new Uint8Array(await file.arrayBuffer()));
      return isNew ? created(c, { image }, apiMessage(lang, "imageUploaded")) : ok(c, { image }, apiMessage(lang, "imageAlreadyUploaded"));
    } catch (error) {
      if (error instanceof UploadError) return c.json(refused(lang, error.refusal, limit), 422);
      if (error instanceof UploadBusy) {
        const message = uploadBusyMessage(lang, error.retryAfterSeconds);
        c.header("Retry-After", String(error.retryAfterSeconds));
        return c.json({ error: true as const, message, data: null, errors: { file: [message] } }, 503);
      }
      throw error;
    }
  });
}
