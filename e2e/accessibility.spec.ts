import { test as baseTest } from "@playwright/test";
import { expect, newUser, seriousViolations, signUp, test } from "./fixtures";

const PAGES = [
  "/",
  "/privacy-policy",
  "/terms-of-service",
  "/gdpr",
  "/login",
  "/status",
  "/upload",
  "/transactions",
  "/recycle-bin",
  "/reports",
  "/delete-my-data",
  "/payment-success",
  "/no-such-page",
];

for (const path of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await seriousViolations(page)).toEqual([]);
  });
}

baseTest.describe("on a 375 px phone, with the cookie banner showing", () => {
  baseTest.use({ viewport: { width: 375, height: 740 } });

  baseTest(
    "the cookie banner, the signed-in header and the mobile sheet have no serious violations",
    async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Cookies on Microfile" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await signUp(page, newUser());
      await page.goto("/upload");
      await expect(page.getByRole("img", { name: /Signed in as/ })).toBeVisible();
      await page.getByRole("button", { name: "Toggle Sidebar" }).click();
      await expect(page.getByRole("dialog", { name: "Sidebar" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    },
  );
});
