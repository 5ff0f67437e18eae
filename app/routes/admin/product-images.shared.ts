// The product images page's move buttons carry every picture in the order shown with its version, so the server can
// refuse a move made on a stale list (the page and its action both read this format).

/** "id@version,id@version…": the pictures in the order shown. */
export function orderField(images: { id: number; updated_at: string }[]): string {
  return images.map((i) => `${i.id}@${i.updated_at}`).join(",");
}

export function parseOrderField(text: string): { id: number; expected_updated_at: string }[] {
  return text
    .split(",")
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("@");
      return { id: Number(pair.slice(0, at)), expected_updated_at: pair.slice(at + 1) };
    });
}
