import { describe, expect, it } from "vitest";
import { parseSidebarCookie, sidebarCookieString } from "./sidebar-cookie";

describe("sidebar cookie", () => {
  it("reads true and false among other cookies", () => {
    expect(parseSidebarCookie("a=1; sidebar_state=false; b=2")).toBe(false);
    expect(parseSidebarCookie("sidebar_state=true")).toBe(true);
  });

  it("gives null when the cookie is absent or holds something else", () => {
    expect(parseSidebarCookie("")).toBeNull();
    expect(parseSidebarCookie("other_sidebar_state=true")).toBeNull();
    expect(parseSidebarCookie("sidebar_state=maybe")).toBeNull();
  });

  it("writes a 7-day cookie for the whole site", () => {
    expect(sidebarCookieString(false)).toContain("sidebar_state=false; path=/; max-age=604800");
  });
});
