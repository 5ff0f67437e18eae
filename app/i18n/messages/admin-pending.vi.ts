import type { adminPendingEn } from "./admin-pending.en.ts";

/** Vietnamese texts of the back office's forms while they are on their way. */
export const adminPendingVi: Record<keyof typeof adminPendingEn, string> = {
  "adminPending.saving": "Đang lưu…",
  "adminPending.savingUpload": "Đang lưu và xử lý ảnh: ảnh lớn cần vài giây.",
};
