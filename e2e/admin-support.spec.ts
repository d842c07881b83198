import {
  expect,
  newUser,
  postJson,
  seriousViolations,
  serverForGroup,
  signUp,
  startAdminServer,
  test,
  uniqueEmail,
} from "./fixtures";

test.describe("admin support tickets, without the admin role", () => {
  test("signed out, the page invites to sign in", async ({ page }) => {
    await page.goto("/admin/support");
    await expect(page.getByRole("heading", { name: "Support Tickets", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to see support tickets" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  test("a signed-in person who is not an admin sees that they have no access, and no ticket", async ({ page }) => {
    await signUp(page);
    await page.goto("/admin/support");
    await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    const res = await page.request.get("/api/admin/support/tickets");
    expect(res.status()).toBe(403);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/*
 * The admin's own path needs an admin account, and the only way to make one is the CLI, which cannot open the
 * embedded database while a server holds it. So this group runs a server of its own: start it, sign up, stop it,
 * grant the role with the CLI, start it again.
 */
test.describe("admin support tickets, as an admin", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const admin = newUser({ firstName: "Grace", lastName: "Hopper", email: uniqueEmail("admin") });
  const server = serverForGroup("admin", (dataDir) => startAdminServer(admin, { dataDir }));

  test("lists, searches and changes the status of tickets", async ({ page }) => {
    const base = server().baseUrl;
    const signIn = await page.request.post(`${base}/api/auth/signin`, {
      data: { email: admin.email, password: admin.password },
      headers: { Origin: base },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);

    await page.goto(`${base}/admin/support`);
    await expect(page.getByRole("heading", { name: "Support Tickets", level: 1 })).toBeVisible();
    await expect(page.getByText("No support tickets yet.")).toBeVisible();
    await expect(page.getByText("0 tickets")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ticket Details" })).toBeVisible();
    await expect(page.getByText(/auto-acknowledged by our email service/)).toBeVisible();

    for (const ticket of [
      { email: "ada@example.com", subject: "CSV upload fails", body: "My bank statement upload shows no rows." },
      { email: "bob@example.com", subject: "Question about VAT", body: "Does Microfile handle VAT returns?" },
    ]) {
      const res = await postJson(server(), "/api/support/ticket", ticket);
      expect(res.status, await res.text()).toBe(200);
    }

    await page.reload();
    await expect(page.getByText("2 tickets")).toBeVisible();
    const table = page.getByRole("table");
    for (const column of ["ID", "Email", "Subject", "Tags", "Status", "Created", "Actions"]) {
      await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    }
    const csvRow = table.getByRole("row").filter({ hasText: "CSV upload fails" });
    await expect(csvRow.getByText("ada@example.com")).toBeVisible();
    await expect(csvRow.getByRole("list", { name: "Tags" }).getByText("csv", { exact: true })).toBeVisible();
    const statusCell = csvRow.getByRole("cell").nth(4);
    await expect(statusCell).toHaveText("New");
    await expect(csvRow.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await csvRow.getByRole("combobox", { name: /Status of ticket/ }).click();
    await page.getByRole("option", { name: "Resolved" }).click();
    await expect(page.getByText("Status updated", { exact: true })).toBeVisible();
    await expect(statusCell).toHaveText("Resolved");

    const search = page.getByRole("searchbox", { name: "Search tickets" });
    await search.fill("no-such-ticket-zzz");
    await expect(page.getByText("No tickets found matching your search.")).toBeVisible();
    await expect(page.getByText("0 tickets")).toBeVisible();

    await search.fill("bob@example");
    await expect(page.getByText("1 ticket", { exact: true })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "Question about VAT" })).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "CSV upload fails" })).toHaveCount(0);

    await search.fill("");
    await expect(page.getByText("2 tickets")).toBeVisible();
  });
});
