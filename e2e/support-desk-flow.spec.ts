import type { Page } from "@playwright/test";
import { startTestSmtp, type TestSmtp, waitFor } from "../server/features/support/smtp-test-server";
import { dismissCookieBanner, expect, newUser, serverForGroup, startAdminServer, test, uniqueEmail } from "./fixtures";

const SUPPORT = "help@microfile.test";

/** Types a line in the open support chat and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole("dialog", { name: "Microfile Support" }).getByRole("textbox", { name: "Your message" });
  await box.fill(text);
  await box.press("Enter");
}

/*
 * A ticket's whole way, on a server of its own with a real SMTP server on loopback: raised by a visitor in the
 * support chat, handled by an admin on the support desk, and the acknowledgement the visitor is promised delivered
 * from the outbox to their address (and support's copy to SUPPORT_EMAIL).
 */
test.describe("a support ticket from the chat to the desk and the person's inbox", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const admin = newUser({ firstName: "Grace", lastName: "Hopper", email: uniqueEmail("desk-admin") });
  let smtp: TestSmtp | undefined;
  const server = serverForGroup("support-flow", async (dataDir) => {
    smtp = await startTestSmtp();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SUPPORT_EMAIL: SUPPORT, MAIL_POLL_SECONDS: "0.2" };
    return startAdminServer(admin, { dataDir, env });
  });
  test.afterAll(async () => {
    await smtp?.close();
  });

  test("raised in the chat, answered on the admin desk, the person's e-mail sent from the outbox", async ({
    page,
    browser,
  }) => {
    const base = server().baseUrl;
    const email = uniqueEmail("asker");
    const subject = "Balance sheet does not balance";

    // The visitor raises the ticket in the chat.
    await page.goto(`${base}/`);
    await page.getByRole("button", { name: "Open support chat" }).click();
    const conversation = page.getByRole("dialog", { name: "Microfile Support" }).getByRole("list", {
      name: "Conversation",
    });
    await say(page, "contact support");
    await expect(conversation).toContainText("What email address should we reply to?");
    await say(page, email);
    await expect(conversation).toContainText("What's the subject?");
    await say(page, subject);
    await expect(conversation).toContainText("Please describe the issue.");
    await say(page, "After my upload the balance sheet is £12.50 out.");
    await expect(conversation).toContainText("Type 'submit' to send it");
    await say(page, "submit");
    const created = conversation.getByText(/Ticket created successfully! Reference: \S+/);
    await expect(created).toBeVisible();
    const reference = /Reference: (\S+)/.exec((await created.textContent()) ?? "")?.[1] ?? "";
    expect(reference).not.toBe("");
    await expect(conversation).toContainText(`We'll reply to ${email} shortly.`);

    // The admin finds it on the desk, opens it and, once answered, resolves it.
    const adminContext = await browser.newContext();
    try {
      const desk = await adminContext.newPage();
      await dismissCookieBanner(desk);
      const signIn = await desk.request.post(`${base}/api/auth/signin`, {
        data: { email: admin.email, password: admin.password },
        headers: { Origin: base },
      });
      expect(signIn.status(), await signIn.text()).toBe(200);
      await desk.goto(`${base}/admin/support`);
      const row = desk.getByRole("table").getByRole("row").filter({ hasText: reference });
      await expect(row).toContainText(subject);
      await expect(row).toContainText(email);
      const status = row.getByRole("cell").nth(4);
      await expect(status).toHaveText("New");
      for (const next of ["Open", "Resolved"]) {
        await row.getByRole("combobox", { name: /Status of ticket/ }).click();
        await desk.getByRole("option", { name: next }).click();
        await expect(status).toHaveText(next);
      }
      await desk.reload();
      await expect(desk.getByRole("table").getByRole("row").filter({ hasText: reference })).toContainText("Resolved");
    } finally {
      await adminContext.close();
    }

    // The person's e-mail left the outbox for their address, quoting the reference; support had its copy.
    const mail = await waitFor(async () => smtp?.received.find((m) => m.to.includes(email)), 30_000);
    expect(mail.raw).toContain(`Subject: [${reference}] We received your request: ${subject}`);
    expect(mail.raw).toContain(`Ticket reference: ${reference}`);
    const copy = await waitFor(async () => smtp?.received.find((m) => m.to.includes(SUPPORT)), 30_000);
    expect(copy.raw).toContain(`[${reference}] New support ticket: ${subject}`);
  });
});
