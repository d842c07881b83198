import type { Page } from "@playwright/test";
import { apiWriter, expect, newUser, serverForGroup, startAdminServer, test, uniqueEmail } from "./fixtures";
import { makeCompanyReady } from "./ready-company";

/*
 * Script and HTML in everything a person can type render as text on every page: bank descriptions, notes, the
 * company and director names, a person's name, support tickets and chat lines. Each payload would either run
 * (a dialog opens) or, if the page ever put it into the DOM as HTML, break the Content Security Policy (an inline
 * handler or script is refused and reported). Both are recorded from before the first page script runs.
 *
 * The admin pages need an admin, whom only the CLI can make, so this spec runs a server of its own (as the admin
 * specs do): start, sign up, stop, grant, start again.
 */

const PAYLOADS = [
  `<script>alert("xss-script")</script>`,
  `<img src=x onerror=alert("xss-img")>`,
  `"><svg onload=alert("xss-svg")>`,
  `<a href="javascript:alert('xss-href')">click</a>`,
] as const;
const [SCRIPT, IMG, SVG, LINK] = PAYLOADS;

interface Watch {
  dialogs: string[];
  cspViolations(): Promise<string[]>;
}

/** Records every dialog and every CSP violation the page meets from now on. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const consoleViolations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    dialogs,
    async cspViolations() {
      const inPage = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      return [...inPage, ...consoleViolations];
    },
  };
}

/** The page has settled: no dialog opened and no CSP violation was reported. */
async function expectNothingRan(page: Page, w: Watch, where: string) {
  await page.waitForLoadState("networkidle");
  expect(w.dialogs, `dialogs on ${where}`).toEqual([]);
  expect(await w.cspViolations(), `CSP violations on ${where}`).toEqual([]);
}

test.describe("script and HTML in user data render as text", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const admin = newUser({ firstName: SCRIPT, lastName: IMG, email: uniqueEmail("xss-admin") });
  const server = serverForGroup("xss", (dataDir) => startAdminServer(admin, { dataDir }));

  test("on every page that shows them, and in the support chat", async ({ page }) => {
    const base = server().baseUrl;
    const headers = { Origin: base };
    const w = await watch(page);

    const signIn = await page.request.post(`${base}/api/auth/signin`, {
      data: { email: admin.email, password: admin.password },
      headers,
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const company = await page.request.put(`${base}/api/company`, { data: { name: SVG, directors: [LINK] }, headers });
    expect(company.status(), await company.text()).toBe(200);
    const saved = await page.request.post(`${base}/api/transactions`, {
      data: {
        transactions: PAYLOADS.map((description, i) => ({
          date: `2025-04-0${i + 1}`,
          description,
          amount: i === 0 ? "500.00" : "-12.50",
          balance: null,
          category: null,
          notes: null,
        })),
        fileName: `${IMG}.csv`,
        fileCount: 1,
      },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const ids = ((await saved.json()) as { transactions: { id: string }[] }).transactions.map((t) => t.id);
    const note = await page.request.patch(`${base}/api/transactions/${ids[1]}`, { data: { notes: SCRIPT }, headers });
    expect(note.status(), await note.text()).toBe(200);
    const deleted = await page.request.delete(`${base}/api/transactions/${ids[3]}`, { headers });
    expect(deleted.status(), await deleted.text()).toBe(200);
    const ticket = await page.request.post(`${base}/api/support/ticket`, {
      data: { email: "someone@example.com", subject: `Help ${SVG}`, body: `My statement says ${SCRIPT} ${IMG}` },
      headers,
    });
    expect(ticket.status(), await ticket.text()).toBe(200);

    await page.goto(`${base}/transactions`);
    await expect(page.getByText(SCRIPT, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(IMG, { exact: true })).toBeVisible();
    await expect(page.getByText(SVG, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, w, "/transactions");

    await page.goto(`${base}/recycle-bin`);
    await expect(page.getByText(LINK, { exact: true })).toBeVisible();
    await expectNothingRan(page, w, "/recycle-bin");

    await page.goto(`${base}/company`);
    await expect(page.getByRole("textbox", { name: /Company name/i })).toHaveValue(SVG);
    await expectNothingRan(page, w, "/company");

    await page.goto(`${base}/reports`);
    await expect(page.getByText(SVG, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, w, "/reports");

    // A filing starts at the first pack download of a ready company: its row carries the company's name.
    await makeCompanyReady(page, { periodStart: "2025-04-01", periodEnd: "2026-03-31" }, LINK, base);
    expect((await apiWriter(page.request, base).exportChPdf(LINK)).status()).toBe(200);
    await page.goto(`${base}/admin`);
    await expect(page.getByRole("table", { name: "Filings" }).getByText(SVG, { exact: true })).toBeVisible();
    await expect(page.getByRole("banner").getByText(`${SCRIPT} ${IMG}`, { exact: true })).toBeVisible();
    await expectNothingRan(page, w, "/admin");

    await page.goto(`${base}/admin/support`);
    await expect(page.getByText(`Help ${SVG}`, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, w, "/admin/support");

    await page.goto(`${base}/upload`);
    const csv = `Date,Description,Amount\n01/05/2025,"${SVG.replace(/"/g, '""')}",-1.00\n02/05/2025,${IMG},-2.00\n`;
    const file = { name: `${SCRIPT}.csv`, type: "text/csv", bytes: [...Buffer.from(csv)] };
    const transfer = await page.evaluateHandle((f) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
      return dt;
    }, file);
    await page.getByRole("region", { name: /Drag and drop/ }).dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByRole("region", { name: /^Preview of/ }).getByText(IMG, { exact: true })).toBeVisible();
    await expectNothingRan(page, w, "/upload");

    await page.getByRole("button", { name: "Open support chat" }).click();
    const chat = page.getByRole("dialog", { name: "Microfile Support" });
    const box = chat.getByRole("textbox", { name: "Your message" });
    await box.fill(IMG);
    await box.press("Enter");
    await expect(chat.getByText(`You: ${IMG}`, { exact: true })).toBeVisible();
    await expectNothingRan(page, w, "the support chat");
  });
});
