import type { adminBoardEn } from "./admin-board.en.ts";

/** Vietnamese UI texts of the back office's board of the day and its status moves. */
export const adminBoardVi: Record<keyof typeof adminBoardEn, string> = {
};
