import type { Page } from "@playwright/test";
import { apiWriter, appOrigin, expect, signUp, test } from "./fixtures";

/** A sale in each of the two tax periods of a first period of account of 14 months. */
const ROWS = [
  { date: "2024-02-16", description: "HARROW HOMES LTD INV NJ101", amount: "3200.00", balance: "3200.00" },
  { date: "2025-03-27", description: "HARROW HOMES LTD INV NJ113", amount: "4400.00", balance: "7600.00" },
];

/** Northgate Joinery Ltd, incorporated 1 February 2024, its first accounts made up to 31 March 2025. */
async function northgate(page: Page): Promise<void> {
  await signUp(page);
  const api = apiWriter(page.request, appOrigin());
  const company = await api.putCompany({
    name: "Northgate Joinery Ltd",
    incorporationDate: "2024-02-01",
    periodStart: "2024-02-01",
    periodEnd: "2025-03-31",
  });
  expect(company.status(), await company.text()).toBe(200);
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * The accounts are due at Companies House on 1 November 2025, 21 months after incorporation (CA 2006 s442(3)); the
 * Reports page's reminder to file with both said "due 9 months after your year end", which reads 31 December 2025,
 * two months too late. The 14 months are two tax periods (CTA 2009 s10) with a return each, both due 31 March 2026
 * (FA 1998 Sch 18 para 14(1)(b)); the reminder spoke of one return.
 */
test("a first period over 12 months: the reminder to file with both gives the company's own due dates", async ({
  page,
}) => {
  await northgate(page);
  await page.goto("/reports");
  const card = page.getByRole("region", { name: "Helpful Resources" });
  // The reports answer in parts; the deadlines may come after the card shows.
  await expect(card).toContainText("Your annual accounts go to Companies House (due 1 November 2025);", {
    timeout: 30_000,
  });
  await expect(card).toContainText(
    "your 2 Company Tax Returns (CT600), one for each tax period, with accounts and computations go to HMRC " +
      "(both due 31 March 2026).",
  );
});

/**
 * Its first accounting reference date is 28 February 2025 (CA 2006 s391(4)); accounts to 31 March 2025 are accepted
 * only once that date is changed at Companies House (form AA01, s392), which the Company page now says beside the
 * period, and stops saying when the period ends on the date itself.
 */
test("a first period ending away from the first accounting reference date asks for the AA01", async ({ page }) => {
  await northgate(page);
  await page.goto("/company");
  const period = page.locator("#period");
  await expect(period).toContainText(
    "has 28 February 2025 as its first accounting reference date (Companies Act 2006 s391(4)). First accounts to " +
      "31 March 2025 need that date changed at Companies House first (form AA01, s392)",
  );
  await page.getByLabel("Period end", { exact: true }).fill("2025-02-28");
  await expect(period).not.toContainText("form AA01");
});
