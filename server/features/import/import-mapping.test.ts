import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_POSITIVE_QUESTION } from "../../../core/csv";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const parse = async (payload: object, cookie?: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/csv/parse",
    payload,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
};
const amounts = (body: { rows: { amount: number }[] }) => body.rows.map((r) => r.amount);

// A card's hotel bill in euros, with the sterling amount in a second column that detection does not prefer.
const TWO_AMOUNTS = (rows: string[]) => ["Date,Memo,Amount,Amount GBP", ...rows].join("\n");
const MARCH = TWO_AMOUNTS(["13/03/2025,HOTEL PARIS,-120.00,-102.50", "14/03/2025,REFUND HOTEL,20.00,17.10"]);
const APRIL = TWO_AMOUNTS(["15/04/2025,TAXI LYON,-30.00,-25.60"]);
const GBP_COLUMN = { date: "Date", description: "Memo", amount: "Amount GBP" };

describe("the mapping of POST /api/csv/parse", () => {
  it("answers the detected mapping of every file, with column numbers and a sentence", async () => {
    const { body } = await parse({ fileContent: MARCH });
    expect(body.detectedMapping).toEqual({
      columns: [
        { role: "date", column: 1, header: "Date" },
        { role: "description", column: 2, header: "Memo" },
        { role: "amount", column: 3, header: "Amount" },
      ],
      balanceTiming: null,
      positive: "in",
      summary: "Date = column 1, Description = column 2, Amount = column 3",
    });
    expect(body.mapping).toEqual({ date: "Date", description: "Memo", amount: "Amount" });
  });

  it("re-reads a wrong guess with a corrected mapping, and uses it for the same layout next time", async () => {
    const { cookie } = await signUpUser(t.app);
    const guessed = await parse({ fileContent: MARCH }, cookie);
    expect(amounts(guessed.body)).toEqual([-120, 20]);
    expect(guessed.body.usedSavedLayout).toBe(false);
    const corrected = await parse({ fileContent: MARCH, headerMap: GBP_COLUMN }, cookie);
    expect(amounts(corrected.body)).toEqual([-102.5, 17.1]);
    expect(corrected.body.mapping).toEqual(GBP_COLUMN);
    expect(corrected.body.detectedMapping.summary).toBe("Date = column 1, Description = column 2, Amount = column 4");
    const next = await parse({ fileContent: APRIL }, cookie);
    expect(next.body).toMatchObject({ ok: true, usedSavedLayout: true, mapping: GBP_COLUMN });
    expect(amounts(next.body)).toEqual([-25.6]);
    const stranger = await signUpUser(t.app);
    expect((await parse({ fileContent: APRIL }, stranger.cookie)).body).toMatchObject({ usedSavedLayout: false });
    expect(amounts((await parse({ fileContent: APRIL }, stranger.cookie)).body)).toEqual([-30]);
  });

  it("updates the remembered mapping when a person corrects it again", async () => {
    const { cookie } = await signUpUser(t.app);
    await parse({ fileContent: MARCH, headerMap: GBP_COLUMN }, cookie);
    await parse({ fileContent: MARCH, headerMap: { ...GBP_COLUMN, amount: "Amount" } }, cookie);
    const next = await parse({ fileContent: APRIL }, cookie);
    expect(next.body).toMatchObject({ usedSavedLayout: true });
    expect(amounts(next.body)).toEqual([-30]);
  });

  it("remembers a corrected reading: positive amounts as money out", async () => {
    const { cookie } = await signUpUser(t.app);
    const purchases = "Date,Description,Amount\n13/05/2025,SCREWFIX,120.00\n14/05/2025,OFFICE WORLD,35.50\n";
    const asked = await parse({ fileContent: purchases }, cookie);
    expect(asked.body.warnings).toEqual([ALL_POSITIVE_QUESTION]);
    const answered = await parse({ fileContent: purchases, headerMap: { positive: "out" } }, cookie);
    expect(amounts(answered.body)).toEqual([-120, -35.5]);
    expect(answered.body.detectedMapping.positive).toBe("out");
    const next = await parse({ fileContent: "Date,Description,Amount\n15/06/2025,SCREWFIX,9.99\n" }, cookie);
    expect(next.body).toMatchObject({ usedSavedLayout: true });
    expect(amounts(next.body)).toEqual([-9.99]);
  });

  it("reads a flag column named by position in a mapping", async () => {
    const card = "Date,Description,Amount,\n13/05/2025,SHOP,5.00,\n14/05/2025,PAYMENT,10.00,CR\n";
    const { body } = await parse({ fileContent: card });
    expect(body.detectedHeaders).toEqual(["Date", "Description", "Amount", "Column 4"]);
    expect(body.mapping.flag).toBe("Column 4");
    expect(amounts(body)).toEqual([-5, 10]);
    const unflagged = await parse({ fileContent: card, headerMap: { ...body.mapping, flag: "" } });
    expect(amounts(unflagged.body)).toEqual([5, 10]);
  });

  it("refuses a reading it does not know with a readable 400", async () => {
    const res = await parse({ fileContent: MARCH, headerMap: { positive: "sideways" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/column mapping: the reading of positive amounts/);
  });
});
