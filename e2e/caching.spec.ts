import { expect, test } from "./fixtures";

// Vite names each code chunk by a hash of its content: a browser keeps it without asking again, so a page opens
// without one revalidation per chunk. The page itself names the current chunks and is checked each load.
test("code chunks are kept by the browser for good; the page itself is checked on every load", async ({ request }) => {
  for (const address of ["/", "/transactions"]) {
    const page = await request.get(address);
    expect(page.status()).toBe(200);
    expect(page.headers()["cache-control"], address).toBe("no-cache");
  }
  const html = await (await request.get("/")).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, "index.html names its script").toBeTruthy();
  const chunk = await request.get(script!);
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/assets/no-such-chunk.js")).status()).toBe(404);
});
