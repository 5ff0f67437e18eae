/** English texts of the back office's forms while they are on their way (a picture to upload takes seconds). */
export const adminPendingEn = {
  "adminPending.saving": "Saving…",
  "adminPending.savingUpload": "Saving and processing the picture: a large one takes a few seconds.",
} as const;
