/** English UI texts of the back office's board of the day and its status moves. */
export const adminBoardEn = {
} satisfies Record<string, string>;
