import { scryptSync } from "node:crypto";

/**
 * A password hash in the stored format at a tiny cost (checking reads the cost from the hash), for tests that send
 * bursts of logins: what they test is the limits, not scrypt.
 */
export function cheapHash(password: string): string {
  const salt = Buffer.alloc(16, 7);
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}
