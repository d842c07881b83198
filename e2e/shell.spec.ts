import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const sidebarNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const toggle = (page: Page) => page.getByRole("button", { name: "Toggle Sidebar" });

async function sidebarCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === "sidebar_state")?.value;
}

test.describe("app shell on desktop", () => {
  test("lists the pages, the Company page last, highlights the current one and links the title home", async ({
    page,
  }) => {
    await page.goto("/transactions");
    const nav = sidebarNav(page);
    for (const [name, href] of [
      ["Upload", "/upload"],
      ["Transactions", "/transactions"],
      ["Recycle Bin", "/recycle-bin"],
      ["Reports", "/reports"],
      ["Company", "/company"],
    ] as const) {
      await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Upload" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: "Recycle Bin" }).click();
    await expect(page.getByRole("heading", { name: "Recycle Bin", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Recycle Bin" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Microfile", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the toggle collapses the sidebar to icons, remembers it in a cookie, and Ctrl+B expands it", async ({
    page,
    context,
  }) => {
    await page.goto("/upload");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect((await sidebarNav(page).boundingBox())?.width).toBeCloseTo(256, -1);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect.poll(async () => (await sidebarNav(page).boundingBox())?.width).toBeCloseTo(48, -1);
    expect(await sidebarCookie(context)).toBe("false");
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.path).toBe("/");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(604800 - 120);

    // Collapsed, each entry names itself in a tooltip.
    await sidebarNav(page).getByRole("link", { name: "Reports" }).hover();
    await expect(page.getByRole("tooltip", { name: "Reports" })).toBeVisible();

    await page.reload();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Control+b");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    expect(await sidebarCookie(context)).toBe("true");
    await expect.poll(async () => (await sidebarNav(page).boundingBox())?.width).toBeCloseTo(256, -1);
  });

  test("the header has Help and, signed out, a Sign In button that goes to /api/login with the current path", async ({
    page,
  }) => {
    await page.goto("/reports");
    await expect(page.getByRole("banner").getByRole("button", { name: "Help" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Freports$/);
    await expect(page.getByRole("heading", { name: "Sign in to Microfile" })).toBeVisible();
  });
});

test.describe("app shell on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sidebar is a slide-in sheet opened by the toggle", async ({ page }) => {
    await page.goto("/upload");
    await expect(sidebarNav(page)).toHaveCount(0);
    await toggle(page).click();
    const sheet = page.getByRole("dialog", { name: "Sidebar" });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBeCloseTo(288, -1);
    await sheet.getByRole("link", { name: "Transactions" }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();

    await page.keyboard.press("Control+b");
    await expect(page.getByRole("dialog", { name: "Sidebar" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Sidebar" })).toBeHidden();
  });
});
