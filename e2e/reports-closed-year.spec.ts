import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { CH_GATEWAY_ORIGIN } from "./ch-gateway-settings";
import { appOrigin, expect, test } from "./fixtures";
import { signUpWithReadyCompany } from "./ready-company";

/** A sale in the year to 31 March 2025, which is closed, and one in the open year to 31 March 2026. */
const ROWS = [
  { date: "2024-05-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2024-06-03", description: "DD BRITISH GAS", amount: "-80.00", balance: "1120.00" },
  { date: "2025-05-01", description: "CONTOSO LTD INV 2001", amount: "900.00", balance: "2020.00" },
];

const card = (page: Page) => page.getByRole("region", { name: "Filing Pack Exports" });
const amountInput = (page: Page, label: string, year: "current" | "prior") =>
  page.getByRole("textbox", { name: `${label}, ${year} year (£)` });

test.describe("a closed year's packs on the Reports page", () => {
  test.beforeEach(async ({ page }) => {
    // The year to 31 March 2025 is made ready, then closed: the open year after it has no answers, so it blocks.
    await signUpWithReadyCompany(page, "Closed Year Ltd", ROWS, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    const closed = await page.request.post("/api/periods/close", { data: {}, headers: { Origin: appOrigin() } });
    expect(closed.status(), await closed.text()).toBe(200);
  });

  test("choosing the closed year downloads its own packs, while the open year is not ready", async ({ page }) => {
    await page.goto("/reports");
    await page.getByLabel("Period shown").selectOption({ label: "1 April 2024 to 31 March 2025 (closed)" });
    await expect(page).toHaveURL(/[?&]period=/);

    // The checklist is the closed year's, as the packs are: its answers given, nothing blocks, and no "Fix this"
    // leads to the open year's settings.
    const checklist = page.getByRole("region", { name: "Ready to sign and file" });
    await expect(checklist).toContainText("These are the closed period's checks: reopen it to change what they read.");
    await expect(checklist.locator('[data-check="notes-answered"]')).toContainText(
      "The notes to the accounts are answered.",
    );
    await expect(checklist.locator('[data-check="period-confirmed"]')).toContainText("Done");
    await expect(checklist.getByRole("link", { name: "Fix this" })).toHaveCount(0);

    const exportsCard = card(page);
    await exportsCard
      .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
      .check();
    const downloadPromise = page.waitForEvent("download");
    await exportsCard.getByRole("button", { name: "Companies House iXBRL" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("companies-house-accounts.xhtml");
    const xhtml = await readFile(await download.path(), "utf8");
    // The closed year's balance sheet date, never the open year's.
    expect(xhtml).toContain("<xbrli:instant>2025-03-31</xbrli:instant>");
    expect(xhtml).not.toContain("<xbrli:instant>2026-03-31</xbrli:instant>");

    // The filing steps file the year shown: the closed one.
    await expect(page.getByRole("region", { name: "What will be filed" })).toContainText(
      "for 1 April 2024 to 31 March 2025",
    );

    // Back to the current year: its packs wait for its own checks.
    await page.getByLabel("Period shown").selectOption({ label: "1 April 2025 to 31 March 2026 (current)" });
    await expect(exportsCard.getByRole("button", { name: "Companies House iXBRL" })).toBeDisabled();
    await expect(exportsCard.getByText(/The filing packs are disabled/)).toBeVisible();
    await expect(checklist.locator('[data-check="notes-answered"]')).toContainText("Must fix");
    await expect(checklist).not.toContainText("These are the closed period's checks");
  });
});

test.describe("the CH form after the year is closed", () => {
  test("fills the prior year from the closed year, and a closed year shown from its own year before", async ({
    page,
  }) => {
    await signUpWithReadyCompany(page, "Closed Year Ltd", ROWS, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    const closed = await page.request.post("/api/periods/close", { data: {}, headers: { Origin: appOrigin() } });
    expect(closed.status(), await closed.text()).toBe(200);

    // The year to 31 March 2026: the prior boxes are the closed year's balance sheet, as its packs' prior column.
    // Closed year: cash 1,200 − 80 = 1,120; tax 19 % × 1,120 = 212.80 → 213 owed; reserve 1,120 − 213 = 907.
    await page.goto("/reports");
    await page.getByRole("tab", { name: "CH Filing Form" }).click();
    await page.getByRole("button", { name: "Fill from my accounts" }).click();
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("2020");
    await expect(amountInput(page, "Cash at bank and in hand", "prior")).toHaveValue("1120");
    await expect(amountInput(page, "Creditors: amounts falling due within one year", "prior")).toHaveValue("213");
    await expect(amountInput(page, "Profit and loss account", "prior")).toHaveValue("907");

    // The closed year shown: its own year before is none (no figures were typed for it), so its prior boxes are blank.
    await page.getByLabel("Period shown").selectOption({ label: "1 April 2024 to 31 March 2025 (closed)" });
    await expect(page).toHaveURL(/[?&]period=/);
    await page.getByRole("tab", { name: "CH Filing Form" }).click();
    await page.getByRole("button", { name: "Fill from my accounts" }).click();
    await expect(amountInput(page, "Cash at bank and in hand", "current")).toHaveValue("1120");
    await expect(amountInput(page, "Cash at bank and in hand", "prior")).toHaveValue("");
  });
});

test.describe("filing a closed year from the Reports page", () => {
  test("files the closed year with Companies House under the name it had at the close", async ({ page }) => {
    test.setTimeout(120_000);
    const headers = { Origin: appOrigin() };
    await signUpWithReadyCompany(page, "Closed Year Ltd", ROWS, { periodStart: "2024-04-01", periodEnd: "2025-03-31" });
    const number = `6${String(Date.now() % 1e7).padStart(7, "0")}`;
    const numbered = await page.request.put("/api/company", { headers, data: { registrationNumber: number } });
    expect(numbered.status(), await numbered.text()).toBe(200);
    const closed = await page.request.post("/api/periods/close", { data: {}, headers });
    expect(closed.status(), await closed.text()).toBe(200);
    // Renamed since: the register, and the year's accounts, still have the name of the close.
    const renamed = await page.request.put("/api/company", { headers, data: { name: "Renamed Since Ltd" } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const registered = await page.request.post(`${CH_GATEWAY_ORIGIN}/control/companies`, {
      data: { number, name: "Closed Year Ltd", authCode: "CLOSED" },
    });
    expect(registered.status()).toBe(200);

    await page.goto("/reports");
    await page.getByLabel("Period shown").selectOption({ label: "1 April 2024 to 31 March 2025 (closed)" });
    await expect(page).toHaveURL(/[?&]period=/);
    await card(page)
      .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
      .check();
    const step = page.getByRole("region", { name: /^File with Companies House/ });
    await expect(step.getByRole("region", { name: "What will be filed" })).toContainText(
      "for 1 April 2024 to 31 March 2025",
    );
    await step.getByLabel("Company authentication code").fill("CLOSED");
    await step.getByRole("button", { name: "File with Companies House" }).click();
    const status = step.getByRole("status", { name: "Companies House filing status" });
    await expect(status).toContainText("Accepted by Companies House: the accounts are filed.", { timeout: 30_000 });

    // The current year has filed nothing: its step offers to file it.
    await page.getByLabel("Period shown").selectOption({ label: "1 April 2025 to 31 March 2026 (current)" });
    await expect(step.getByRole("button", { name: "File with Companies House" })).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
