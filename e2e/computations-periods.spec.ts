import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signUpWithReadyCompany } from "./ready-company";

/** A period of account of 18 months, 1 October 2024 to 31 March 2026, with a line in each accounting period. */
const ROWS = [
  { date: "2024-10-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-11-03", description: "NORTHWIND TRADING LTD INV 1002", amount: "800.00", balance: "2000.00" },
];

/**
 * A period of account longer than 12 months is two accounting periods for corporation tax (CTA 2009 s10): the first
 * 12 months, 1 October 2024 to 30 September 2025, and the rest, 1 October 2025 to 31 March 2026. Each has its own
 * return and its own computations, so the Reports page offers a computations file for each.
 */
test("the Reports page downloads the computations of each accounting period", async ({ page }) => {
  test.setTimeout(90_000);
  // The packs wait for the readiness checks; this spec is about the downloads.
  await signUpWithReadyCompany(page, "Long Year Ltd", ROWS, { periodStart: "2024-10-01", periodEnd: "2026-03-31" });
  await page.goto("/reports");
  const card = page.getByRole("region", { name: "Filing Pack Exports" });
  await card.getByLabel("Director full name").selectOption("Ada Lovelace");
  await card
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  const files: [string, string, string][] = [
    ["HMRC tax computations iXBRL, 01/10/2024 to 30/09/2025", "hmrc-computations-ap1.xhtml", "2025-09-30"],
    ["HMRC tax computations iXBRL, 01/10/2025 to 31/03/2026", "hmrc-computations-ap2.xhtml", "2025-10-01"],
  ];
  for (const [button, fileName, periodDate] of files) {
    const downloadPromise = page.waitForEvent("download");
    await card.getByRole("button", { name: button }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(fileName);
    const text = (await readFile(await download.path())).toString();
    expect(text.startsWith("<?xml")).toBe(true);
    expect(text).toContain(periodDate);
  }
  await expect(card.getByRole("button", { name: "HMRC tax computations iXBRL", exact: true })).toHaveCount(0);
});

/**
 * Two accounting periods make the computations' buttons name their dates, the longest names of the card: each must
 * show whole inside its button, at 1280 px beside the other column and on a 390 px phone, where a name kept on one
 * line used to push the card off the screen's side.
 */
test("each filing pack button shows its whole name, on a desktop and on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpWithReadyCompany(page, "Long Names Ltd", ROWS, { periodStart: "2024-10-01", periodEnd: "2026-03-31" });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/reports");
    const card = page.getByRole("region", { name: "Filing Pack Exports" });
    const buttons = card.getByRole("button", { name: /^HMRC tax computations iXBRL, / });
    await expect(buttons).toHaveCount(2);
    for (const button of await card.getByRole("button").all()) {
      const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `${await button.textContent()} at ${width} px`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width} px`).toBeLessThanOrEqual(
      width,
    );
  }
});
