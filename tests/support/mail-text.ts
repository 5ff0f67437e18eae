/** The text of an .eml: its parts decoded (base64 or quoted-printable). */
export function mailText(eml: string): string {
  return eml
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const split = part.indexOf("\n\n");
      const head = part.slice(0, split);
      const body = part.slice(split + 2);
      if (/content-transfer-encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding: quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
        return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, "%25"));
      }
      return body;
    })
    .join("\n");
}
