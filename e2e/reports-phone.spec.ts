import { expect, test } from "./fixtures";
import { HMRC_GATEWAY } from "./hmrc-engine-settings";
import { signUpReadyToFile } from "./ready-company";

// The Reports page on a 375 px phone once the return is filed: the three report tabs and the filing steps, with
// HMRC's 32-letter IRmark in the receipt, stay within the screen, so the page never scrolls sideways.

const ROWS = [
  { date: "2025-04-01", description: "BRAMBLE FINCH INV 201", amount: "5000.00", balance: "5000.00" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "4920.00" },
];

test("a filed company's Reports page fits a 375 px phone", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpReadyToFile(page, {
    rows: ROWS,
    period: { periodStart: "2025-04-01", periodEnd: "2026-03-31" },
    prefix: "6",
    details: { name: "Harbour Lane Studio Ltd", utr: "8596148860" },
  });

  await page.goto("/reports");
  const step = page.getByRole("region", { name: /^File with HMRC/ });
  await expect(step).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole("region", { name: "Filing Pack Exports" })
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  await step.getByLabel("Gateway user ID").fill(HMRC_GATEWAY.userId);
  await step.getByLabel("Gateway password").fill(HMRC_GATEWAY.password);
  await step.getByRole("button", { name: "File with HMRC" }).click();
  const status = step.getByRole("status", { name: "HMRC filing status" });
  await expect(status).toContainText("Accepted by HMRC", { timeout: 30_000 });
  await expect(status.getByText(/^[A-Z2-7]{32}$/)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole("tab", { name: "CH Filing Form" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const tab = await page.getByRole("tab", { name: "CH Filing Form" }).boundingBox();
  expect(tab!.x + tab!.width).toBeLessThanOrEqual(375);
  // HMRC's receipt (the IRmark, its message quoting the IRmark and the reference) wraps within its card.
  await expect.poll(() => status.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
});
