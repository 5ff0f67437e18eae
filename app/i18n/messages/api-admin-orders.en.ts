/** English answers of the admin API about orders: status moves, notes, the board, the production report. Server only. */
export const apiAdminOrdersEn = {
} satisfies Record<string, string>;
