import { cakePhotoLoader } from "./custom-cakes.server.ts";

// /admin/custom-cakes/:id/photos/:n (and /vi/admin/…): a custom cake's reference photo, WebP, to staff who read the
// requests; a plain 404 to anyone else (custom-cakes.server.ts).

export const loader = cakePhotoLoader;
