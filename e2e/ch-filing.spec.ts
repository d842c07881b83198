import type { Page } from "@playwright/test";
import { CH_GATEWAY_ORIGIN } from "./ch-gateway-settings";
import { expect, test } from "./fixtures";
import { signUpReadyToFile } from "./ready-company";

/**
 * A ready company files its accounts from the Reports page to the loopback Companies House gateway (the
 * test service) and follows the answer; a rejection shows its reasons and where they are fixed, and the corrected
 * accounts go again under a new submission number.
 */

/** The year to 31 March 2026; the bank's balances agree with the rows from a nil opening. */
const ROWS = [
  { date: "2025-04-01", description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" },
  { date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "1154.80" },
  { date: "2025-04-07", description: "DD BRITISH GAS", amount: "-80.00", balance: "1074.80" },
];

let companies = 0;

/** A signed-up director whose company is ready to file, on the gateway's register as `registeredName`. */
async function readyCompany(page: Page, name: string, registeredName: string): Promise<{ authCode: string }> {
  const period = { periodStart: "2025-04-01", periodEnd: "2026-03-31" };
  const number = await signUpReadyToFile(page, { rows: ROWS, period, prefix: "7", details: { name } });
  companies++;
  const authCode = `E2E${String(companies).padStart(3, "0")}`;
  const registered = await page.request.post(`${CH_GATEWAY_ORIGIN}/control/companies`, {
    data: { number, name: registeredName, authCode },
  });
  expect(registered.status()).toBe(200);
  return { authCode };
}

const filingStep = (page: Page) => page.getByRole("region", { name: /^File with Companies House/ });
const status = (page: Page) => filingStep(page).getByRole("status", { name: "Companies House filing status" });

/** The approval in Filing Pack Exports (one director, so chosen already), the code, and File. */
async function file(page: Page, authCode: string): Promise<void> {
  await page
    .getByRole("region", { name: "Filing Pack Exports" })
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  const step = filingStep(page);
  await step.getByLabel("Company authentication code").fill(authCode);
  await step.getByRole("button", { name: "File with Companies House" }).click();
}

async function submissionNumberShown(page: Page): Promise<string> {
  const title = await status(page)
    .getByText(/^Submission [0-9A-Z]{6}:/)
    .textContent();
  return /Submission ([0-9A-Z]{6})/.exec(title ?? "")?.[1] ?? "";
}

test("a ready company files from the browser to the gateway and sees Companies House accept it", async ({ page }) => {
  test.setTimeout(120_000);
  const { authCode } = await readyCompany(page, "Acme Widgets Ltd", "Acme Widgets Ltd");
  await page.goto("/reports");

  const step = filingStep(page);
  // The reports are built for the first time on a server just started: more than the usual wait.
  await expect(step).toBeVisible({ timeout: 30_000 });
  await expect(step.getByText("Test filing").first()).toBeVisible();
  await expect(step.getByRole("region", { name: "What will be filed" })).toContainText("The balance sheet");
  await file(page, authCode);

  await expect(status(page)).toContainText("Accepted by Companies House: the accounts are filed.", { timeout: 30_000 });
  await expect(status(page).getByText("Test filing")).toBeVisible();
  await expect(step.getByRole("button", { name: "File with Companies House" })).toHaveCount(0);
  // The code is not kept by the page once sent.
  await page.reload();
  await expect(status(page)).toContainText("Accepted", { timeout: 30_000 });
  // The accounts went without the profit and loss account; after the reload, ticking the box to include it does not
  // change what the step lists: the submission's own record of what it sent.
  const filedList = step.getByRole("region", { name: "What will be filed" });
  await expect(filedList).toContainText("The notes to the accounts");
  await page
    .getByRole("region", { name: "Filing Pack Exports" })
    .getByRole("checkbox", { name: /^Include the profit and loss account in the Companies House accounts/ })
    .check();
  await expect(filedList).toContainText("The balance sheet");
  await expect(filedList).not.toContainText("The profit and loss account");
});

test("a rejection shows its reasons and fix; the corrected accounts go again with a new number", async ({ page }) => {
  test.setTimeout(150_000);
  const { authCode } = await readyCompany(page, "Acme Widgets Ltd", "ACME WIDGETS LIMITED");
  await page.goto("/reports");
  await expect(filingStep(page)).toBeVisible({ timeout: 30_000 });
  await file(page, authCode);

  await expect(status(page)).toContainText("Rejected by Companies House", { timeout: 30_000 });
  const reasons = status(page).getByRole("list", { name: "Reasons Companies House gave" });
  await expect(reasons).toContainText("The company name does not match the name on the register (code 0002)");
  await expect(reasons).toContainText("The company name must be exactly as it is on the register");
  const rejectedNumber = await submissionNumberShown(page);
  expect(rejectedNumber).toMatch(/^[0-9A-Z]{6}$/);

  await reasons.getByRole("link", { name: "Fix this" }).click();
  await expect(page).toHaveURL(/\/company#details$/);
  await page.getByLabel("Company name").fill("ACME WIDGETS LIMITED");
  await page.getByRole("button", { name: "Save company" }).click();
  await expect(page.getByText("Company saved", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "View reports" }).click();

  await file(page, authCode);
  await expect(status(page)).toContainText("Accepted by Companies House", { timeout: 30_000 });
  const acceptedNumber = await submissionNumberShown(page);
  expect(acceptedNumber).toMatch(/^[0-9A-Z]{6}$/);
  expect(acceptedNumber).not.toBe(rejectedNumber);
});
