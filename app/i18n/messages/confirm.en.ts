/** English texts of the one "are you sure?" of the site (app/ui/ConfirmForm.tsx): core, since shop and back office ask. */
export const confirmEn = {
  "confirm.back": "No, go back",
} as const;
