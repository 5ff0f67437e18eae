// PLACEHOLDER (the lead's module replaces this file): the reference photos' storage, only its signature here so the
// demo seed can be written against it.

/** A reference photo once stored: its file in the private folder and what the row keeps of it. */
export interface StoredPhoto {
  file_name: string;
  width: number;
  height: number;
  bytes: number;
}

/** Sniffs, re-encodes as WebP (metadata stripped) and writes each photo under a random name in `privateDir`. */
export async function storeCakePhotos(privateDir: string, photos: readonly Uint8Array[]): Promise<StoredPhoto[]> {
  void privateDir;
  void photos;
  throw new Error("being written");
}
