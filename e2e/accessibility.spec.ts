import AxeBuilder from "@axe-core/playwright";
import { test as baseTest, type Page } from "@playwright/test";
import { expect, newUser, signUp, test } from "./fixtures";

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

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}

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
