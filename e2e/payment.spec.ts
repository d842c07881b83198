import type { Page } from "@playwright/test";
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
  startAppServer,
  stripeFakeForGroup,
  test,
} from "./fixtures";
import { makeCompanyReady } from "./ready-company";

/** A year of activity, April 2024 to March 2025: the first save takes the beta's free filing for that period. */
const ROWS: StatementRow[] = [
  { date: "2024-04-02", description: "NORTHWIND TRADING LTD INV 1001", amount: "2400.00", balance: "2400.00" },
  { date: "2024-05-14", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: "2354.80" },
  { date: "2024-07-08", description: "NORTHWIND TRADING LTD INV 1002", amount: "1800.00", balance: "4154.80" },
  { date: "2024-09-03", description: "DD BRITISH GAS", amount: "-80.00", balance: "4074.80" },
  { date: "2024-11-20", description: "AMAZON WEB SERVICES", amount: "-120.00", balance: "3954.80" },
  { date: "2025-01-15", description: "NORTHWIND TRADING LTD INV 1003", amount: "2100.00", balance: "6054.80" },
  { date: "2025-03-10", description: "CARD PAYMENT TO STAPLES", amount: "-64.99", balance: "5989.81" },
];

const BETA_WORDING = "Your first filing is free! Additional filings require a one-time payment of £99.";

function exportsCard(page: Page) {
  return page.getByRole("region", { name: "Filing Pack Exports" });
}

async function signExportsCard(page: Page) {
  const card = exportsCard(page);
  await card.getByLabel("Director full name").selectOption("Ada Lovelace");
  await card
    .getByRole("checkbox", { name: "I confirm these accounts are accurate and prepared in accordance with FRS 105" })
    .check();
  return card;
}

test.describe("payment success page, on the shared server", () => {
  test("without a session id it explains and links back to Reports", async ({ page }) => {
    await page.goto("/payment-success");
    await expect(page.getByRole("heading", { name: "No payment to confirm", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Reports" })).toHaveAttribute("href", "/reports");
    await expect(page.getByText("Payment Successful!")).toHaveCount(0);
  });

  test("signed out, it invites to sign in and come back to the same address", async ({ page }) => {
    await page.goto("/payment-success?session_id=cs_test_signed_out");
    await expect(page.getByRole("heading", { name: "Sign in to see your payment" })).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    expect(new URL(page.url()).searchParams.get("next")).toBe("/payment-success?session_id=cs_test_signed_out");
  });
});

/*
 * The paid path needs Stripe: this group runs a server of its own whose Stripe SDK talks to a loopback fake
 * (server/test-support/stripe-fake.ts), with beta mode on. The webhook is signed with the fake's secret.
 */
test.describe("paying for a second filing", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const user = newUser({ firstName: "Ada", lastName: "Lovelace" });
  const stripeFake = stripeFakeForGroup();
  const ownServer = serverForGroup("payment", async (dataDir) =>
    startAppServer({ dataDir, env: await paymentsEnv(stripeFake()) }),
  );

  function ready(): { server: AppServer; fake: StripeFake } {
    return { server: ownServer(), fake: stripeFake() };
  }

  /*
   * The free filing is taken at the first pack download of a confirmed, ready period, never at upload;
   * another period's pack, once that period is ready too, answers 402.
   */
  test("export answers 402, the Payment dialog checks out with Stripe, and the paid period downloads", async ({
    page,
  }) => {
    const { server, fake } = ready();
    const base = server.baseUrl;
    const api = apiWriter(page.request, base);

    // The first filing is free in beta: save a year and download its pack.
    expect((await api.signUp(user)).status()).toBe(200);
    const company = await api.putCompany({ name: "Acme Widgets Ltd", registrationNumber: "01234567" });
    expect(company.status(), await company.text()).toBe(200);
    const saved = await api.saveStatement(ROWS);
    expect(saved.status(), await saved.text()).toBe(200);
    await makeCompanyReady(page, { periodStart: "2024-04-01", periodEnd: "2025-03-31" }, "Ada Lovelace", base);
    const free = await api.exportChPdf();
    expect(free.status(), await free.text()).toBe(200);
    expect(free.headers()["content-type"]).toContain("application/pdf");

    // A moved period end is another filing, which needs paying for once it is ready to file too.
    await makeCompanyReady(page, { periodStart: "2024-04-01", periodEnd: "2025-04-30" }, "Ada Lovelace", base);

    await page.goto(`${base}/reports`);
    await expect(page.getByRole("heading", { name: "Filing Pack Exports", level: 2 })).toBeVisible();
    const card = await signExportsCard(page);
    await card.getByRole("button", { name: "Companies House PDF" }).click();

    const dialog = page.getByRole("dialog", { name: "Payment Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(BETA_WORDING)).toBeVisible();
    for (const item of [
      "Companies House PDF pack",
      "Companies House XLSX pack",
      "HMRC CT600 draft XLSX",
      "Unlimited downloads for this filing period",
    ]) {
      await expect(dialog.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    await expect(dialog.getByText(/Secure checkout by Stripe, our card payment provider/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The provider failing shows an inline alert, and the dialog stays usable.
    fake.failCreates = true;
    await dialog.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(dialog.getByRole("alert")).toContainText("The payment provider could not be reached");
    fake.failCreates = false;

    // Cancel closes; the next 402 opens the dialog again.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await card.getByRole("button", { name: "Companies House PDF" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Proceed to Checkout" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/pay/cs_test_`));
    const sessionId = sessionIdOfCheckoutUrl(page.url());
    const checkout = fake.sessions.get(sessionId);
    expect(checkout?.amount_total).toBe(9900);
    expect(checkout?.success_url).toBe(`${base}/payment-success?session_id={CHECKOUT_SESSION_ID}`);

    // Back before the webhook: the page waits, then says paid once Stripe's signed event has arrived.
    await page.goto(`${base}/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    await expect(page.getByRole("heading", { name: "Confirming your payment", level: 1 })).toBeVisible();
    await expect(page.getByText("Confirming your payment…")).toBeVisible();
    await completeCheckout(server, fake, sessionId);

    await expect(page.getByRole("heading", { name: "Payment Successful!", level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveTitle(/Payment Successful/);
    await expect(page.getByText("Payment received")).toBeVisible();
    await expect(page.getByText(/this accounting period can now be saved and filed/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Next steps" })).toBeVisible();
    const steps = page.getByRole("listitem");
    await expect(steps.filter({ hasText: "Download your filing packs" })).toBeVisible();
    await expect(steps.filter({ hasText: "Review and sign" })).toBeVisible();
    await expect(steps.filter({ hasText: "File with Companies House and HMRC" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View Transactions" })).toHaveAttribute("href", "/transactions");
    await expect(page.getByRole("link", { name: "Finish your upload" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The paid period now downloads.
    await page.getByRole("link", { name: "Download Filing Packs" }).click();
    await expect(page).toHaveURL(`${base}/reports`);
    const paidCard = await signExportsCard(page);
    const download = page.waitForEvent("download");
    await paidCard.getByRole("button", { name: "Companies House PDF" }).click();
    expect((await download).suggestedFilename()).toBe("companies-house-pack.pdf");
    await expect(page.getByText("Downloaded companies-house-pack.pdf", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Payment Required" })).toHaveCount(0);
  });

  test("an expired checkout is reported as not completed, with a way back to Reports", async ({ page }) => {
    const { server, fake } = ready();
    const base = server.baseUrl;
    const api = apiWriter(page.request, base);
    expect((await api.signIn(user)).status()).toBe(200);

    await makeCompanyReady(page, { periodStart: "2024-04-01", periodEnd: "2025-05-31" }, "Ada Lovelace", base);
    expect((await api.exportChPdf()).status()).toBe(402);
    const checkout = await api.createCheckout();
    expect(checkout.status(), await checkout.text()).toBe(200);
    const sessionId = sessionIdOfCheckoutUrl(((await checkout.json()) as { url: string }).url);
    fake.expire(sessionId);

    await page.goto(`${base}/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    await expect(page.getByRole("heading", { name: "Payment not completed", level: 1 })).toBeVisible();
    await expect(page.getByText("Your payment was not completed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Reports" })).toHaveAttribute("href", "/reports");
    await expect(page.getByText("Payment Successful!")).toHaveCount(0);
  });
});
