import type { RouterContextProvider } from "react-router";
import { storeUpload } from "../../../server/domain/media/media.service.ts";
import type { StaffActor } from "../../../server/domain/staff/audit.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { PageContext } from "../../../server/load-context.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";

// A picture sent with a back-office form (a post's cover, a home item's image, a product's picture): stored through
// the media pipeline, or refused in the page's language with what the form says of it.

/** Stores `file` as `actor`; its refusal (a file refused, the queue full) worded for the page. */
export function attemptUpload(context: Readonly<RouterContextProvider> & PageContext, actor: StaffActor, file: File) {
  const { db, config, locale } = context;
  return attempt(
    locale,
    async () =>
      (
        await storeUpload(
          { db, uploadsDir: config.UPLOADS_DIR, maxBytes: config.UPLOAD_LIMIT_BYTES },
          actor,
          new Uint8Array(await file.arrayBuffer()),
        )
      ).image,
    { uploadLimitBytes: config.UPLOAD_LIMIT_BYTES },
  );
}

/**
 * What a form says of a refused upload: the file refused (422: the alert points at the field), or the shop too busy
 * to take it now (503: said at both).
 */
export function uploadRefusalSaid({ status, message }: Refusal, locale: PageContext["locale"]) {
  return { status, message, alert: status === 503 ? message : apiMessage(locale, "validationFailed") };
}
