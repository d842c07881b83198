import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveRows } from "../../test-support/seed";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

interface Row {
  id: string;
  date: string;
  description: string;
  categoryId: string | null;
  categoryConfidence: string | null;
  categoryReason: string | null;
  categoryStage: string | null;
  vatRate?: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const list = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/transactions", headers: { cookie } })).json() as Row[];
const post = (cookie: string, url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });
const patch = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/transactions/${id}`, headers: { cookie }, payload });
const similar = (cookie: string, id: string) =>
  t.app.inject({ method: "GET", url: `/api/transactions/${id}/similar`, headers: { cookie } });

/** The row's categorisation, as Undo must give it back to the digit. */
const state = (r: Row) => [r.categoryId, r.categoryConfidence, r.categoryReason, r.categoryStage, r.vatRate ?? null];

/**
 * The design company: twelve monthly "S Patel SALARY" payments and four "S Patel DIVIDEND" payments to the
 * same director. The payee test finds all sixteen alike ("S PATEL …"); the dividends are distributions, not costs.
 */
function patelYear() {
  const rows = [];
  for (let m = 0; m < 12; m++) {
    const month = String(((m + 3) % 12) + 1).padStart(2, "0");
    const year = m < 9 ? 2025 : 2026;
    rows.push({ date: `${year}-${month}-25`, description: "S Patel SALARY", amount: "-1047.50" });
  }
  for (const date of ["2025-06-30", "2025-09-30", "2025-12-31", "2026-03-20"]) {
    rows.push({ date, description: "S Patel DIVIDEND", amount: "-4000.00" });
  }
  rows.push({ date: "2025-05-02", description: "TRAINLINE.COM", amount: "-45.10" });
  return rows;
}

async function correctedCompany() {
  const { cookie } = await signUpUser(t.app);
  await saveRows(t.app, cookie, patelYear());
  expect((await post(cookie, "/api/transactions/categorize", {})).statusCode).toBe(200);
  const rows = await list(cookie);
  const salaries = rows.filter((r) => r.description === "S Patel SALARY");
  const dividends = rows.filter((r) => r.description === "S Patel DIVIDEND");
  // What the categoriser made of them before the person's correction.
  expect(new Set(salaries.map((r) => r.categoryId))).toEqual(new Set(["salaries"]));
  expect(new Set(dividends.map((r) => r.categoryId))).toEqual(new Set(["dividends"]));
  const first = salaries[0]!;
  expect((await patch(cookie, first.id, { categoryId: "directors-salaries" })).statusCode).toBe(200);
  return { cookie, rows, first, salaries, dividends };
}

describe("GET /api/transactions/:id/similar", () => {
  it("lists the other salaries ticked and the dividends unticked, with why, before anything changes", async () => {
    const { cookie, first, salaries, dividends } = await correctedCompany();
    const res = similar(cookie, first.id);
    const body = (await res).json();
    expect((await res).statusCode).toBe(200);
    expect(body).toMatchObject({
      id: first.id,
      categoryId: "directors-salaries",
      category: "Directors' Salaries",
      previousCategoryId: "salaries",
    });
    expect(body.rows).toHaveLength(15);
    const ticked = body.rows.filter((r: { ticked: boolean }) => r.ticked);
    expect(ticked.map((r: { id: string }) => r.id).sort()).toEqual(
      salaries
        .slice(1)
        .map((r) => r.id)
        .sort(),
    );
    const unticked = body.rows.filter((r: { ticked: boolean }) => !r.ticked);
    expect(unticked.map((r: { id: string }) => r.id).sort()).toEqual(dividends.map((r) => r.id).sort());
    expect(unticked[0]).toMatchObject({
      description: "S Patel DIVIDEND",
      amount: "-4000.00",
      categoryId: "dividends",
      category: "Dividends",
      setBy: "rule",
      ticked: false,
      why: "Dividends: a different kind",
    });
    expect(ticked[0]).toMatchObject({ amount: "-1047.50", category: "Salaries & Wages", why: null });
    expect(ticked[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(["rule", "history", "model"]).toContain(ticked[0].setBy);
    // Nothing changed by asking.
    const after = await list(cookie);
    expect(after.filter((r) => r.categoryId === "directors-salaries")).toHaveLength(1);
  });

  it("shows a row set by hand unticked, 'set by you'", async () => {
    const { cookie, first, salaries } = await correctedCompany();
    const mine = salaries[1]!;
    await patch(cookie, mine.id, { categoryId: "salaries" });
    const body = (await similar(cookie, first.id)).json();
    expect(body.rows.find((r: { id: string }) => r.id === mine.id)).toMatchObject({
      ticked: false,
      why: "set by you",
      setBy: "you",
    });
  });

  it("answers 404 for another user's row and 400 for a row with no category", async () => {
    const { first } = await correctedCompany();
    const other = await signUpUser(t.app);
    expect((await similar(other.cookie, first.id)).statusCode).toBe(404);
    expect((await similar(other.cookie, "not-an-id")).statusCode).toBe(404);
    const saved = await saveRows(t.app, other.cookie, [{ date: "2025-04-01", description: "X", amount: "-1.00" }]);
    const res = await similar(other.cookie, saved.transactions[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Choose a category for this transaction first.");
  });
});

describe("POST /api/transactions/categorize-similar and its undo", () => {
  it("changes only the safe rows by default, and one undo restores each exactly", async () => {
    const { cookie, rows, first, dividends } = await correctedCompany();
    const before = new Map(rows.map((r) => [r.id, state(r)]));
    const res = await post(cookie, "/api/transactions/categorize-similar", { id: first.id });
    expect(res.statusCode).toBe(200);
    const { updated, undoToken } = res.json();
    expect(updated).toBe(11);
    expect(undoToken).toMatch(/^[0-9a-f-]{36}$/);

    const applied = await list(cookie);
    const salaries = applied.filter((r) => r.description === "S Patel SALARY");
    expect(salaries.every((r) => r.categoryId === "directors-salaries" && r.categoryStage === "user")).toBe(true);
    for (const d of dividends) expect(state(applied.find((r) => r.id === d.id)!)).toEqual(before.get(d.id));

    const undo = await post(cookie, "/api/transactions/categorize-similar/undo", { undoToken });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ restored: 11 });
    const restored = await list(cookie);
    for (const r of restored) {
      // The corrected row keeps the person's own choice; every other row is exactly as before the apply.
      if (r.id === first.id) expect(r.categoryId).toBe("directors-salaries");
      else expect(state(r), r.description).toEqual(before.get(r.id));
    }
    // Once used, the token is gone.
    const again = await post(cookie, "/api/transactions/categorize-similar/undo", { undoToken });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("This change can no longer be undone.");
  });

  it("with ids, changes exactly those rows, and a row changed again since keeps the later choice on undo", async () => {
    const { cookie, first, dividends } = await correctedCompany();
    const chosen = dividends.slice(0, 2).map((r) => r.id);
    const res = await post(cookie, "/api/transactions/categorize-similar", { id: first.id, ids: chosen });
    expect(res.json().updated).toBe(2);
    const after = await list(cookie);
    expect(
      after
        .filter((r) => r.categoryId === "directors-salaries")
        .map((r) => r.id)
        .sort(),
    ).toEqual([first.id, ...chosen].sort());
    await patch(cookie, chosen[0]!, { categoryId: "directors-loan" });
    const undo = await post(cookie, "/api/transactions/categorize-similar/undo", { undoToken: res.json().undoToken });
    expect(undo.json()).toEqual({ restored: 1 });
    const final = await list(cookie);
    expect(final.find((r) => r.id === chosen[0])!.categoryId).toBe("directors-loan");
    expect(final.find((r) => r.id === chosen[1])!.categoryId).toBe("dividends");
  });

  it("refuses ids that are not the company's, changing nothing, and another user's undo token", async () => {
    const a = await correctedCompany();
    const b = await correctedCompany();
    const res = await post(a.cookie, "/api/transactions/categorize-similar", {
      id: a.first.id,
      ids: [a.dividends[0]!.id, b.dividends[0]!.id],
    });
    expect(res.statusCode).toBe(404);
    expect((await list(a.cookie)).find((r) => r.id === a.dividends[0]!.id)!.categoryId).toBe("dividends");
    expect((await list(b.cookie)).find((r) => r.id === b.dividends[0]!.id)!.categoryId).toBe("dividends");

    const applied = await post(a.cookie, "/api/transactions/categorize-similar", { id: a.first.id });
    const token = applied.json().undoToken;
    expect((await post(b.cookie, "/api/transactions/categorize-similar/undo", { undoToken: token })).statusCode).toBe(
      404,
    );
    expect((await post(b.cookie, "/api/transactions/categorize-similar", { id: a.first.id })).statusCode).toBe(404);
    const bad = await post(a.cookie, "/api/transactions/categorize-similar/undo", { undoToken: "x" });
    expect(bad.statusCode).toBe(400);
    // A's apply still undoes for A.
    expect((await post(a.cookie, "/api/transactions/categorize-similar/undo", { undoToken: token })).json()).toEqual({
      restored: 11,
    });
  });
});

describe("confirming a payee's guesses in one go", () => {
  it("lists the same payee's other guesses of the chosen category to confirm, and applying makes them yours", async () => {
    const { cookie } = await signUpUser(t.app);
    // Three payments from a customer no rule knows: the categoriser's default for money in is a guess to review.
    await saveRows(t.app, cookie, [
      { date: "2025-05-02", description: "HARTLEY & CO 0931", amount: "400.00" },
      { date: "2025-06-02", description: "HARTLEY & CO 1022", amount: "400.00" },
      { date: "2025-07-02", description: "HARTLEY & CO 1187", amount: "450.00" },
    ]);
    expect((await post(cookie, "/api/transactions/categorize", {})).statusCode).toBe(200);
    const guesses = await list(cookie);
    expect(guesses.map((r) => [r.categoryId, r.categoryStage])).toEqual([
      ["sales", "default"],
      ["sales", "default"],
      ["sales", "default"],
    ]);
    const [first, ...others] = guesses;
    // The person picks Sales again on one: it becomes theirs, and the other two are offered to confirm.
    expect((await patch(cookie, first!.id, { categoryId: "sales" })).statusCode).toBe(200);
    const offered = (await similar(cookie, first!.id)).json();
    expect(offered.rows).toEqual(
      others.map((r) =>
        expect.objectContaining({
          id: r.id,
          category: "Sales",
          setBy: "default",
          ticked: true,
          why: null,
          confirms: true,
        }),
      ),
    );
    const applied = await post(cookie, "/api/transactions/categorize-similar", { id: first!.id });
    expect(applied.json().updated).toBe(2);
    const after = await list(cookie);
    expect(after.map((r) => [r.categoryId, r.categoryStage, r.categoryConfidence])).toEqual([
      ["sales", "user", "1.000"],
      ["sales", "user", "1.000"],
      ["sales", "user", "1.000"],
    ]);
    // Nothing is left to confirm.
    expect((await similar(cookie, first!.id)).json().rows).toEqual([]);
  });
});
