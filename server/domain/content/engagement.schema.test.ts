import { describe, expect, it } from "vitest";
import { ChatMessageInputSchema, ContactInputSchema } from "./engagement.schema.ts";

const contact = { name: "Lan", email: "lan@example.com", message: "Xin chào" };

describe("contact and chat input", () => {
  it("accepts US and Vietnamese phone numbers as people write them", () => {
    for (const phone of ["(713) 555-0142", "+1 713 555 0142", "0912 345 678", "+84-91-234-5678"]) {
      expect(ContactInputSchema.safeParse({ ...contact, phone }).success, phone).toBe(true);
    }
    for (const phone of ["12345", "call me maybe", "+++ ((( )))", "1".repeat(21)]) {
      expect(ContactInputSchema.safeParse({ ...contact, phone }).success, phone).toBe(false);
    }
  });

  it("treats empty optional fields as not given, and trims", () => {
    const parsed = ChatMessageInputSchema.parse({ name: " ", phone: "", email: null, message: "  Hi  " });
    expect(parsed).toEqual({ message: "Hi" });
  });

  it("refuses control characters in names, but keeps line breaks in messages", () => {
    expect(ContactInputSchema.safeParse({ ...contact, name: "Lan\nBcc: x@y" }).success).toBe(false);
    expect(ContactInputSchema.parse({ ...contact, message: "line 1\nline 2" }).message).toBe("line 1\nline 2");
  });
});
