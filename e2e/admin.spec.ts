import type { APIRequestContext, Page } from "@playwright/test";
import type { StripeFake } from "../server/test-support/stripe-fake";
import {
  type AppServer,
  apiWriter,
  completeCheckout,
  expect,
  newUser,
  paymentsEnv,
  type StatementRow,
  seriousViolations,
  serverForGroup,
  sessionIdOfCheckoutUrl,
  signUp,
  startAdminServer,
  stripeFakeForGroup,
  test,
  uniqueEmail,
} from "./fixtures";
import { makeCompanyReady } from "./ready-company";

const ROWS: StatementRow[] = [
  { date: "2024-04-02", description: "NORTHWIND TRADING LTD INV 1001", amount: "2400.00", balance: "2400.00" },
  { date: "2024-08-14", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "2354.80" },
  { date: "2024-12-03", description: "DD BRITISH GAS", amount: "-80.00", balance: "2274.80" },
  { date: "2025-03-10", description: "NORTHWIND TRADING LTD INV 1002", amount: "1800.00", balance: "4074.80" },
];

test.describe("admin dashboard, without the admin role", () => {
  test("signed out, the page invites to sign in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to see the admin dashboard" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a signed-in person who is not an admin sees that they have no access, and no data", async ({ page }) => {
    await signUp(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Refresh" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/summary")).status()).toBe(403);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** One customer's filings: a free year, a paid one (through the fake Stripe and its signed webhook), a pending one. */
async function seedAcme(request: APIRequestContext, server: AppServer, fake: StripeFake) {
  const api = apiWriter(request, server.baseUrl);
  const user = newUser({ email: uniqueEmail("acme") });
  expect((await api.signUp(user)).status()).toBe(200);
  expect((await api.putCompany({ name: "Acme Widgets Ltd", registrationNumber: "01234567" })).status()).toBe(200);
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
  // The free filing is taken at the first download of a ready period; each other period is paid for.
  await makeCompanyReady(
    { request },
    { periodStart: "2024-04-01", periodEnd: "2025-03-31" },
    "Ada Lovelace",
    server.baseUrl,
  );
  expect((await api.exportChPdf()).status()).toBe(200);

  await makeCompanyReady(
    { request },
    { periodStart: "2024-04-01", periodEnd: "2025-04-30" },
    "Ada Lovelace",
    server.baseUrl,
  );
  expect((await api.exportChPdf()).status()).toBe(402);
  const checkout = await api.createCheckout();
  expect(checkout.status(), await checkout.text()).toBe(200);
  await completeCheckout(server, fake, sessionIdOfCheckoutUrl(((await checkout.json()) as { url: string }).url));
  expect((await api.exportChPdf()).status()).toBe(200);

  await makeCompanyReady(
    { request },
    { periodStart: "2024-04-01", periodEnd: "2025-05-31" },
    "Ada Lovelace",
    server.baseUrl,
  );
  expect((await api.exportChPdf()).status()).toBe(402);
  return user;
}

/** Another customer with one free filing; returns their user id for the search. */
async function seedZebra(request: APIRequestContext, server: AppServer): Promise<string> {
  const api = apiWriter(request, server.baseUrl);
  const res = await api.signUp(newUser({ firstName: "Zoe", email: uniqueEmail("zebra") }));
  expect(res.status()).toBe(200);
  expect((await api.putCompany({ name: "Zebra Crossings Ltd", registrationNumber: "SC123456" })).status()).toBe(200);
  const saved = await api.saveStatement(ROWS);
  expect(saved.status(), await saved.text()).toBe(200);
  await makeCompanyReady(
    { request },
    { periodStart: "2024-04-01", periodEnd: "2025-03-31" },
    "Zoe Lovelace",
    server.baseUrl,
  );
  expect((await api.exportChPdf("Zoe Lovelace")).status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

function stat(page: Page, label: string) {
  return page
    .getByRole("region", { name: "Filing and payment counts" })
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");
}

/*
 * The admin role can only be granted by the CLI, which needs the embedded database to itself: start a server of our
 * own, sign up, stop it, grant, start it again. Stripe is a loopback fake, so a real payment row exists.
 */
test.describe("admin dashboard, as an admin", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const admin = newUser({ firstName: "Grace", lastName: "Hopper", email: uniqueEmail("admin") });
  const fake = stripeFakeForGroup();
  const server = serverForGroup(
    "admin-dash",
    async (dataDir) => startAdminServer(admin, { dataDir, env: await paymentsEnv(fake()) }),
    300_000,
  );

  test("shows counts, system status, filings and payments; searches and refreshes", async ({ page, playwright }) => {
    const base = server().baseUrl;
    const acmeContext = await playwright.request.newContext();
    const zebraContext = await playwright.request.newContext();
    try {
      const acme = await seedAcme(acmeContext, server(), fake());
      const zebraId = await seedZebra(zebraContext, server());

      expect((await apiWriter(page.request, base).signIn(admin)).status()).toBe(200);
      const searches: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/admin/search")) searches.push(request.url());
      });
      await page.goto(`${base}/admin`);
      await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();

      const counts: [string, string][] = [
        ["Pending", "1"],
        ["Paid", "3"],
        ["Expired", "0"],
        ["Refunded", "0"],
        ["Total Filings", "4"],
        ["Total Payments", "1"],
      ];
      for (const [label, value] of counts) await expect(stat(page, label)).toHaveText(value);

      const status = page.getByRole("region", { name: "System status" });
      await expect(status.getByText("Beta Mode")).toBeVisible();
      await expect(status.getByText("test mode")).toBeVisible();
      await expect(status.getByText(base)).toBeVisible();

      const filings = page.getByRole("table", { name: "Filings" });
      for (const column of ["ID", "User ID", "Company", "Period End", "Status", "Created"]) {
        await expect(filings.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
      }
      const bodyRows = filings.locator("tbody tr");
      await expect(bodyRows).toHaveCount(4);
      const pendingRow = bodyRows.filter({ hasText: "31/05/2025" });
      await expect(pendingRow).toContainText("Acme Widgets Ltd");
      await expect(pendingRow.getByRole("cell").nth(4)).toHaveText("Pending");
      await expect(bodyRows.filter({ hasText: "30/04/2025" }).getByRole("cell").nth(4)).toHaveText("Paid");
      await expect(bodyRows.filter({ hasText: "Zebra Crossings Ltd" })).toContainText("31/03/2025");
      await expect(bodyRows.first().getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();

      const payments = page.getByRole("table", { name: "Payments" });
      for (const column of ["ID", "Filing", "Company", "Amount", "Email", "Created"]) {
        await expect(payments.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
      }
      const paymentRow = payments.locator("tbody tr").filter({ hasText: acme.email });
      await expect(paymentRow).toContainText("£99.00");
      await expect(paymentRow).toContainText("Acme Widgets Ltd");
      expect(await seriousViolations(page)).toEqual([]);

      // Search by company name with Enter, by user ID with the button; blank clears without a call.
      const box = page.getByRole("searchbox", { name: "Search filings" });
      await box.fill("zebra");
      await box.press("Enter");
      await expect(bodyRows).toHaveCount(1);
      await expect(bodyRows.first()).toContainText("Zebra Crossings Ltd");
      await expect(page.getByText("1 match for “zebra”")).toBeVisible();

      await box.fill(zebraId);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByText(`1 match for “${zebraId}”`)).toBeVisible();
      await expect(bodyRows.first()).toContainText("Zebra Crossings Ltd");

      await box.fill("acme");
      await box.press("Enter");
      await expect(bodyRows).toHaveCount(3);

      const before = searches.length;
      await box.fill("   ");
      await box.press("Enter");
      await expect(bodyRows).toHaveCount(4);
      expect(searches.length).toBe(before);
      expect(searches.map((url) => new URL(url).searchParams.get("q"))).toEqual(["zebra", zebraId, "acme"]);

      // Refresh reads everything again: a new pending filing appears.
      const zebra = apiWriter(zebraContext, base);
      await makeCompanyReady(
        { request: zebraContext },
        { periodStart: "2024-04-01", periodEnd: "2025-04-30" },
        "Zoe Lovelace",
        base,
      );
      expect((await zebra.exportChPdf("Zoe Lovelace")).status()).toBe(402);
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(stat(page, "Pending")).toHaveText("2");
      await expect(stat(page, "Total Filings")).toHaveText("5");
      await expect(bodyRows).toHaveCount(5);
    } finally {
      await acmeContext.dispose();
      await zebraContext.dispose();
    }
  });
});
