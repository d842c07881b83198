import type { Page } from "@playwright/test";
import { expect, newUser, seriousViolations, signUp, test } from "./fixtures";

/** idb-keyval's default store, where an upload waiting for sign-in is kept. */
function idbKeyval(page: Page, action: "put" | "get", key: string) {
  return page.evaluate(
    ([action, key]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval", "readwrite").objectStore("keyval");
          const request = action === "put" ? store.put({ files: [] }, key) : store.get(key);
          request.onsuccess = () => resolve(action === "get" ? (request.result ?? null) : "stored");
          request.onerror = () => reject(request.error);
        };
      }),
    [action, key] as const,
  );
}

const deleteButton = (page: Page) => page.getByRole("button", { name: "Delete All My Data" });
const understand = (page: Page) => page.getByRole("checkbox", { name: /^I understand/ });

test.describe("Delete My Data", () => {
  test("signed out, the page says to sign in first and the button starts sign-in", async ({ page }) => {
    await page.goto("/delete-my-data");
    await expect(page.getByRole("heading", { name: "Delete My Data", level: 1 })).toBeVisible();
    await expect(page.getByText(/You need to sign in first/)).toBeVisible();
    await expect(deleteButton(page)).toHaveCount(0);
    await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fdelete-my-data$/);
  });

  test("signed in, it lists what goes and what stays, links the legal pages and has no serious violations", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto("/delete-my-data");
    await expect(page.getByRole("heading", { name: "What will be deleted" })).toBeVisible();
    for (const item of [
      /name, email address and profile picture/,
      /Bank statements and transactions/,
      /Import history/,
      /Sessions/,
    ]) {
      await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible();
    }
    await expect(page.getByText(/Payment records the law requires us to keep/)).toBeVisible();
    await expect(page.getByText(/Support tickets you opened are kept without your email/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What this means for you" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy-policy",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "GDPR Compliance" })).toHaveAttribute(
      "href",
      "/gdpr",
    );

    await expect(deleteButton(page)).toBeDisabled();
    await understand(page).check();
    await expect(deleteButton(page)).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);

    await deleteButton(page).click();
    const dialog = page.getByRole("alertdialog", { name: "Final Confirmation Required" });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
  });

  test("deletes the account and its transactions, clears the browser's copies, ends the session and goes home", async ({
    page,
    context,
  }) => {
    const user = newUser();
    await signUp(page, user);
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const row = (description: string, amount: string) => ({
      date: "2025-01-15",
      description,
      amount,
      balance: null,
      category: null,
      notes: null,
    });
    const saved = await page.request.post("/api/transactions", {
      headers: { Origin: origin },
      data: {
        transactions: [row("COFFEE SHOP", "-1.00"), row("CLIENT PAYMENT", "250.00")],
        fileName: "a.csv",
        fileCount: 1,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const oldCookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

    await page.goto("/delete-my-data");
    await page.evaluate(() => {
      window.localStorage.setItem("supportChatHistory", JSON.stringify([{ from: "user", text: "hello" }]));
      window.localStorage.setItem("microfile:ch-form-draft", "{}");
    });
    expect(await idbKeyval(page, "put", "microfile:pending-upload")).toBe("stored");
    await understand(page).check();
    await deleteButton(page).click();
    await page
      .getByRole("alertdialog", { name: "Final Confirmation Required" })
      .getByRole("button", { name: /Delete/ })
      .click();

    await expect(page.getByRole("heading", { name: "Your data has been deleted" })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByText("Data Deleted", { exact: true })).toBeVisible();
    await expect(
      page.getByText("All your data has been permanently deleted. You will be logged out shortly.", { exact: true }),
    ).toBeVisible();
    const stored = await page.evaluate(() => [
      window.localStorage.getItem("supportChatHistory"),
      window.localStorage.getItem("microfile:ch-form-draft"),
    ]);
    expect(stored).toEqual([null, null]);
    await expect.poll(() => idbKeyval(page, "get", "microfile:pending-upload")).toBeNull();

    await expect(page).toHaveURL(/\/delete-my-data$/);
    await page.waitForURL((url) => url.pathname === "/", { timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);

    const withOldCookies = await page.request.get("/api/auth/user", { headers: { Cookie: oldCookies } });
    expect(withOldCookies.status()).toBe(401);
    const signInAgain = await page.request.post("/api/auth/signin", {
      headers: { Origin: origin },
      data: { email: user.email, password: user.password },
    });
    expect(signInAgain.status()).toBe(401);
  });
});
