import { expect, test } from "./fixtures";

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404); // the server says the page does not exist; the router shows its 404 page
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Upload CSV & Start" })).toBeVisible();
});

test("an unknown API path is a JSON 404, not the web app", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toHaveProperty("error");
});
