import { expectAccessible, VIEWPORTS } from "./a11y";
import {
  apiWriter,
  expect,
  newUser,
  postJson,
  type StatementRow,
  serverForGroup,
  startAdminServer,
  test,
  uniqueEmail,
} from "./fixtures";
import { makeCompanyReady } from "./ready-company";

/*
 * Accessibility of the admin pages: an admin can only be made with the CLI on a stopped server (see fixtures'
 * startAdminServer), so one server is started for this file and one test checks both widths.
 */

const ROWS: StatementRow[] = [
  { date: "2024-04-02", description: "NORTHWIND TRADING LTD INV 1001", amount: "2400.00", balance: "2400.00" },
  { date: "2025-03-10", description: "CARD PAYMENT TO STAPLES", amount: "-64.99", balance: "2335.01" },
];

test.describe("accessibility of the admin pages, as an admin", () => {
  test.describe.configure({ timeout: 240_000 });
  const admin = newUser({ firstName: "Grace", lastName: "Hopper", email: uniqueEmail("a11y-admin") });
  const server = serverForGroup("a11y-admin", (dataDir) => startAdminServer(admin, { dataDir }));

  test("the dashboard, the support tickets and the ticket status list, at 1280 px and 375 px", async ({ page }) => {
    const base = server().baseUrl;
    const api = apiWriter(page.request, base);
    expect((await api.signIn(admin)).status()).toBe(200);
    // Some data for the tables: the admin's own company, a statement and a filing; a ticket from the chat.
    expect((await api.putCompany({ name: "Acme Widgets Ltd", registrationNumber: "01234567" })).status()).toBe(200);
    expect((await api.saveStatement(ROWS)).status()).toBe(200);
    await makeCompanyReady(page, { periodStart: "2024-04-01", periodEnd: "2025-03-31" }, "Ada Lovelace", base);
    expect((await api.exportChPdf()).status()).toBe(200);
    const ticket = { email: "ada@example.com", subject: "CSV upload fails", body: "My upload shows no rows." };
    const created = await postJson(server(), "/api/support/ticket", ticket);
    expect(created.status, await created.text()).toBe(200);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });

      await page.goto(`${base}/admin`);
      const filings = page.getByRole("table", { name: "Filings" });
      await expect(filings.getByRole("row").filter({ hasText: "Acme Widgets Ltd" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectAccessible(page, filings, `admin dashboard ${viewport.name}`);

      await page.goto(`${base}/admin/support`);
      const row = page.getByRole("table").getByRole("row").filter({ hasText: "CSV upload fails" });
      await expectAccessible(page, row, `support tickets ${viewport.name}`);
      await row.getByRole("combobox", { name: /Status of ticket/ }).click();
      await expectAccessible(page, page.getByRole("listbox"), `ticket status list ${viewport.name}`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox")).toHaveCount(0);
    }
  });
});
