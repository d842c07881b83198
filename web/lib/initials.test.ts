import { describe, expect, it } from "vitest";
import { initialsFor } from "./initials";

describe("initialsFor", () => {
  it("takes the first letters of first and last name in upper case", () => {
    expect(initialsFor({ firstName: "ada", lastName: "lovelace", email: "ada@example.com" })).toBe("AL");
  });

  it("uses whichever name part exists when the other is missing", () => {
    expect(initialsFor({ firstName: "Grace", lastName: null })).toBe("G");
    expect(initialsFor({ firstName: "", lastName: "hopper" })).toBe("H");
  });

  it("falls back to the first letter of the email", () => {
    expect(initialsFor({ firstName: null, lastName: " ", email: "director@example.co.uk" })).toBe("D");
  });

  it("falls back to U when nothing is known", () => {
    expect(initialsFor({})).toBe("U");
    expect(initialsFor(null)).toBe("U");
    expect(initialsFor({ firstName: "  ", email: "" })).toBe("U");
  });
});
