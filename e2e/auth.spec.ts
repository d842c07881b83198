import { expect, newUser, signUp, test } from "./fixtures";

test("create an account, see your initials in the header, and sign out", async ({ page }) => {
  const user = newUser({ firstName: "ada", lastName: "lovelace" });
  await page.goto("/login?next=/transactions");
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/transactions$/);
  const avatar = page.getByRole("img", { name: "Signed in as ada lovelace" });
  await expect(avatar).toBeVisible();
  await expect(avatar).toHaveText("AL");
  await expect(page.getByRole("button", { name: "Sign In" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/upload");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("signing in shows the server's error for a wrong password, then succeeds", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");

  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/upload$/);
  await expect(page.getByRole("img", { name: "Signed in as Ada Lovelace" })).toHaveText("AL");
});

test("creating an account checks the password length and reports a taken email", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await page.context().clearCookies();

  await page.goto("/login?mode=signup");
  await page.getByLabel("First name").fill("Grace");
  await page.getByLabel("Last name").fill("Hopper");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 8 characters.");

  await page.getByLabel("Password", { exact: true }).fill("long enough password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert")).toContainText("An account with this email already exists. Sign in instead.");
  await page.getByRole("button", { name: "Go to Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
});

test("the login page refuses to send you to another site after sign-in", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await page.context().clearCookies();
  await page.goto("/login?next=//evil.example/");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${new URL(test.info().project.use.baseURL ?? "").origin}/upload`);
});

test("the signUp fixture signs the browser in", async ({ page }) => {
  await signUp(page, newUser({ firstName: "Grace", lastName: "Hopper" }));
  await page.goto("/upload");
  await expect(page.getByRole("img", { name: "Signed in as Grace Hopper" })).toHaveText("GH");
});
