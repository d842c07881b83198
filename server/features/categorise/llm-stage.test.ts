import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LLM_REASON } from "../../../core/categorise";
import { apiAs } from "../../test-support/accounts-kit";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

/**
 * The optional LLM stage against an OpenAI-compatible chat completions server on loopback (README: a third party
 * that cannot be reached is replaced by a server on loopback). The fake answers "travel" for rows whose description
 * holds QQQQ and a category that is not in the chart for rows holding ZZZZ.
 */
interface SentItem {
  [field: string]: unknown;
  id: string;
  description: string;
}

interface Row {
  id: string;
  description: string;
  categoryId: string | null;
  categoryStage: string | null;
  categoryReason: string | null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let server: Server;
const bodies: string[] = [];
let t: TestApp;

function itemsOf(body: string): SentItem[] {
  const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] };
  const user = messages.find((m) => m.role === "user")!.content;
  return user
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as SentItem);
}

function answerFor(items: SentItem[]): Record<string, string> {
  const answer: Record<string, string> = {};
  for (const item of items) {
    if (item.description.includes("QQQQ")) answer[item.id] = "travel";
    if (item.description.includes("ZZZZ")) answer[item.id] = "yacht-maintenance";
  }
  return answer;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      bodies.push(body);
      const content = JSON.stringify(answerFor(itemsOf(body)));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "test-model", LLM_API_KEY: "k" },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => server.close(() => r()));
});

describe("the optional LLM stage", () => {
  it("sends only the doubtful rows, with no more than their description and amount, and validates the answer", async () => {
    const other = await signUpUser(t.app);
    await saveRows(t.app, other.cookie, [{ date: "2025-04-02", description: "QQQQ OTHER USER", amount: "-5.00" }]);
    const { cookie } = await signUpUser(t.app);
    const api = apiAs(t, cookie);
    await api.put("/api/company", { name: "Brightwater Joinery Ltd", directors: ["Amara Okafor"] });
    const saved = await saveRows(t.app, cookie, [
      { date: "2025-04-01", description: "CARD PAYMENT TO TRAINLINE.COM", amount: "-45.20" },
      { date: "2025-04-28", description: "FPO AMARA OKAFOR SALARY APR", amount: "-1048.00" },
      { date: "2025-04-03", description: "QQQQ WWWW", amount: "-9.99" },
      { date: "2025-04-04", description: "ZZZZ VVVV", amount: "-12.00" },
    ]);
    const ids = saved.transactions.map((r) => r.id);
    bodies.length = 0;
    expect((await api.post("/api/transactions/categorize", { transactionIds: ids })).status).toBe(200);

    const sent = bodies.flatMap(itemsOf);
    // The rule row (Trainline) and the company-facts row (the director's salary) were decided before the LLM.
    expect(sent.map((i) => i.description).sort()).toEqual(["QQQQ WWWW", "ZZZZ VVVV"]);
    for (const item of sent) {
      expect(Object.keys(item).sort()).toEqual(["amount", "description", "direction", "id"]);
      expect(item.id).toMatch(/^t\d+$/);
    }
    const all = bodies.join("\n");
    expect(all).not.toMatch(UUID);
    expect(all).not.toContain("OTHER USER");
    expect(all).not.toMatch(/Brightwater|Okafor/i);

    const list = (await api.get("/api/transactions")).body as Row[];
    const row = (d: string) => list.find((r) => r.description === d)!;
    expect(row("QQQQ WWWW")).toMatchObject({ categoryId: "travel", categoryStage: "llm", categoryReason: LLM_REASON });
    const rejected = row("ZZZZ VVVV");
    expect(rejected.categoryStage).not.toBe("llm");
    expect(rejected.categoryReason).not.toBe(LLM_REASON);
    expect(rejected.categoryId).not.toBe("yacht-maintenance");
    expect(row("CARD PAYMENT TO TRAINLINE.COM").categoryId).toBe("travel");
    expect(row("FPO AMARA OKAFOR SALARY APR").categoryId).toBe("directors-salaries");
  });
});
