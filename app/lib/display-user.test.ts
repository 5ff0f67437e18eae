import { describe, expect, it } from "vitest";
import { initialOf, parseDisplayUser } from "./display-user.ts";

describe("avatar initial", () => {
  it("uses the name, else the e-mail, else ?", () => {
    expect(initialOf({ name: "đào Minh", email: "x@y.z" })).toBe("Đ");
    expect(initialOf({ name: " ", email: "lan@example.com" })).toBe("L");
    expect(initialOf({ name: null, email: null })).toBe("?");
    expect(initialOf(null)).toBe("?");
  });

  it("reads the auth_user JSON and ignores garbage", () => {
    expect(parseDisplayUser('{"name":"Lan","email":"lan@example.com","id":3}')).toEqual({ name: "Lan", email: "lan@example.com" });
    expect(parseDisplayUser("not json")).toBeNull();
    expect(parseDisplayUser("42")).toBeNull();
  });
});
