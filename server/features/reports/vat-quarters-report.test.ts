import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, apiAs, readyToSign, seedLines } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STANDARD = {
  periodStart: "2024-06-01",
  periodEnd: "2025-05-31",
  vatRegistered: true,
  vatScheme: "standard",
  vatRegisteredFrom: "2020-01-01",
};

async function signedIn(settings: Record<string, unknown> = STANDARD): Promise<{ api: Api; cookie: string }> {
  const { cookie } = await signUpUser(t.app);
  const api = apiAs(t, cookie);
  const res = await api.put("/api/company", settings);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { api, cookie };
}

describe("the VAT stagger on PUT /api/company", () => {
  it("is kept and read back, and null clears it", async () => {
    const { api } = await signedIn();
    expect((await api.get("/api/company")).body.vatStagger).toBeNull();
    const put = await api.put("/api/company", { vatStagger: "may-aug-nov-feb" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.vatStagger).toBe("may-aug-nov-feb");
    expect((await api.get("/api/company")).body.vatStagger).toBe("may-aug-nov-feb");
    // Another field saved alone leaves it as it was.
    await api.put("/api/company", { principalActivity: "Joinery" });
    expect((await api.get("/api/company")).body.vatStagger).toBe("may-aug-nov-feb");
    await api.put("/api/company", { vatStagger: null });
    expect((await api.get("/api/company")).body.vatStagger).toBeNull();
  });

  it("refuses months that are not one of HMRC's staggers in words, and keeps nothing", async () => {
    const { api } = await signedIn();
    for (const bad of ["monthly", "jan-apr-jul-oct", 3]) {
      const res = await api.put("/api/company", { vatStagger: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'Invalid request body: VAT quarters end in must be "mar-jun-sep-dec", "apr-jul-oct-jan" or ' +
          '"may-aug-nov-feb": the months the VAT quarters end in',
      );
    }
    expect((await api.get("/api/company")).body.vatStagger).toBeNull();
  });

  it("is one user's own: another user neither sees nor changes it", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.api.put("/api/company", { vatStagger: "apr-jul-oct-jan" });
    expect((await b.api.get("/api/company")).body.vatStagger).toBeNull();
    await b.api.put("/api/company", { vatStagger: "mar-jun-sep-dec" });
    expect((await a.api.get("/api/company")).body.vatStagger).toBe("apr-jul-oct-jan");
    expect((await b.api.get("/api/reports/vat")).body.vatStagger).toBe("mar-jun-sep-dec");
    expect((await a.api.get("/api/reports/vat")).body.vatStagger).toBe("apr-jul-oct-jan");
  });
});

/*
 * The walk's company: standard scheme, year to 31 May 2025, quarters ending Aug/Nov/Feb/May. VAT = gross × 20/120:
 *   Jun–Aug 2024 sale £9,000 → 1,500, purchase £1,326 → 221: box 5 1,279
 *   Sep–Nov 2024 sale £12,000 → 2,000, purchase £126 → 21: box 5 1,979 (the first return paid 7 Oct, £1,279)
 *   Dec–Feb 2025 sale £12,000 → 2,000, purchase £1,326 → 221: box 5 1,779 (paid 7 Jan, £1,979)
 *   Mar–May 2025 sale £15,000 → 2,500, purchase £1,926 → 321: box 5 2,179 (paid 7 Apr, £1,779)
 * Boxes as VAT Notice 700/12 reads them; the year: output 8,000, input 784.
 */
const WALK = [
  ["2024-06-15", "CLIENT A", "9000.00", "sales"],
  ["2024-07-10", "SUPPLIES 1", "-1326.00", "office-costs"],
  ["2024-10-01", "CLIENT B", "12000.00", "sales"],
  ["2024-10-07", "HMRC VAT 1", "-1279.00", "vat"],
  ["2024-11-30", "SUPPLIES 2", "-126.00", "office-costs"],
  ["2024-12-01", "CLIENT C", "12000.00", "sales"],
  ["2025-01-07", "HMRC VAT 2", "-1979.00", "vat"],
  ["2025-02-28", "SUPPLIES 3", "-1326.00", "office-costs"],
  ["2025-03-01", "SUPPLIES 4", "-1926.00", "office-costs"],
  ["2025-04-07", "HMRC VAT 3", "-1779.00", "vat"],
  ["2025-05-31", "CLIENT D", "15000.00", "sales"],
] as const;

describe("GET /api/reports/vat with the VAT quarters", () => {
  it("gives each quarter's boxes 1, 4 and 5 and the payments, adding up to the year", async () => {
    const { api, cookie } = await signedIn({ ...STANDARD, vatStagger: "may-aug-nov-feb" });
    await seedLines(
      t,
      cookie,
      WALK.map((l) => [...l]),
    );
    const vat = (await api.get("/api/reports/vat")).body;
    expect(vat).toMatchObject({ vatStagger: "may-aug-nov-feb", outputVat: 8_000, inputVat: 784 });
    expect(vat.quarters).toEqual([
      {
        start: "2024-06-01",
        end: "2024-08-31",
        quarterStart: "2024-06-01",
        quarterEnd: "2024-08-31",
        part: false,
        outputVat: 1_500,
        flatRateVat: 0,
        box1: 1_500,
        box4: 221,
        box5: 1_279,
        paidToHmrc: 0,
      },
      expect.objectContaining({ start: "2024-09-01", box1: 2_000, box4: 21, box5: 1_979, paidToHmrc: 1_279 }),
      expect.objectContaining({ start: "2024-12-01", box1: 2_000, box4: 221, box5: 1_779, paidToHmrc: 1_979 }),
      expect.objectContaining({ end: "2025-05-31", box1: 2_500, box4: 321, box5: 2_179, paidToHmrc: 1_779 }),
    ]);
  });

  it("answers the new quarters at once after the stagger changes (the kept report recomputes)", async () => {
    const { api, cookie } = await signedIn();
    await seedLines(
      t,
      cookie,
      WALK.map((l) => [...l]),
    );
    const before = (await api.get("/api/reports/vat")).body;
    expect(before).toMatchObject({ vatStagger: null, quarters: null });

    await api.put("/api/company", { vatStagger: "may-aug-nov-feb" });
    const walk = (await api.get("/api/reports/vat")).body;
    expect(walk.quarters.map((q: { box5: number }) => q.box5)).toEqual([1_279, 1_979, 1_779, 2_179]);

    // Quarters ending Mar/Jun/Sep/Dec: June 2024 and April–May 2025 are parts of their quarters.
    await api.put("/api/company", { vatStagger: "mar-jun-sep-dec" });
    const other = (await api.get("/api/reports/vat")).body;
    expect(other.vatStagger).toBe("mar-jun-sep-dec");
    expect(other.quarters.map((q: { start: string; end: string; part: boolean }) => [q.start, q.end, q.part])).toEqual([
      ["2024-06-01", "2024-06-30", true],
      ["2024-07-01", "2024-09-30", false],
      ["2024-10-01", "2024-12-31", false],
      ["2025-01-01", "2025-03-31", false],
      ["2025-04-01", "2025-05-31", true],
    ]);
  });

  it("gives no quarters to a company not registered for VAT", async () => {
    const { api } = await signedIn({ periodStart: "2024-06-01", periodEnd: "2025-05-31", vatRegistered: false });
    await api.put("/api/company", { vatStagger: "may-aug-nov-feb" });
    expect((await api.get("/api/reports/vat")).body).toMatchObject({ registered: false, quarters: null });
  });
});

/** Each quarter's first and last day counted, and whether it is only a part of the quarter. */
const spans = (vat: { quarters: { start: string; end: string; part: boolean }[] }) =>
  vat.quarters.map((q) => [q.start, q.end, q.part]);

// The walk's year under quarters ending Aug/Nov/Feb/May: four whole quarters (VAT Notice 700/12).
const MAY_QUARTERS = [
  ["2024-06-01", "2024-08-31", false],
  ["2024-09-01", "2024-11-30", false],
  ["2024-12-01", "2025-02-28", false],
  ["2025-03-01", "2025-05-31", false],
];

describe("a closed year's VAT quarters", () => {
  let api: Api;
  let closedId: string;
  const closedVat = async () => {
    const res = await api.get(`/api/reports/vat?period=${closedId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    const signed = await signedIn({ ...STANDARD, vatStagger: "may-aug-nov-feb" });
    api = signed.api;
    await seedLines(
      t,
      signed.cookie,
      WALK.map((l) => [...l]),
    );
    await readyToSign(t, signed.cookie);
    const close = await api.post("/api/periods/close");
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    closedId = close.body.closed.id;
  });

  it("keeps the stagger of the close when the company's changes, while the open year takes the new one", async () => {
    expect((await api.put("/api/company", { vatStagger: "mar-jun-sep-dec" })).status).toBe(200);
    const closed = await closedVat();
    expect(closed.vatStagger).toBe("may-aug-nov-feb");
    expect(spans(closed)).toEqual(MAY_QUARTERS);
    expect(closed.quarters.map((q: { box5: number }) => q.box5)).toEqual([1_279, 1_979, 1_779, 2_179]);
    // The open year, 1 June 2025 to 31 May 2026, under quarters ending Mar/Jun/Sep/Dec: June and April–May are parts.
    const open = (await api.get("/api/reports/vat")).body;
    expect(open.vatStagger).toBe("mar-jun-sep-dec");
    expect(spans(open)).toEqual([
      ["2025-06-01", "2025-06-30", true],
      ["2025-07-01", "2025-09-30", false],
      ["2025-10-01", "2025-12-31", false],
      ["2026-01-01", "2026-03-31", false],
      ["2026-04-01", "2026-05-31", true],
    ]);
  });

  it("sets the stagger of the close back on the company when the year is reopened", async () => {
    const res = await api.post(`/api/periods/${closedId}/reopen`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.undone.at(-1)).toBe(
      "Company settings changed since the period was closed are set back to what they were then: vatStagger.",
    );
    expect((await api.get("/api/company")).body.vatStagger).toBe("may-aug-nov-feb");
    const open = (await api.get("/api/reports/vat")).body;
    expect(open.period).toEqual({ startDate: "2024-06-01", endDate: "2025-05-31" });
    expect(spans(open)).toEqual(MAY_QUARTERS);
  });

  it("reads a year closed before the stagger was kept with today's, and reopening it leaves today's", async () => {
    const close = await api.post("/api/periods/close");
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    closedId = close.body.closed.id;
    // As a snapshot was stored before the stagger was one of its settings.
    await t.database.query("update periods set settings = settings - 'vatStagger' where id = $1", [closedId]);
    expect((await api.put("/api/company", { vatStagger: "apr-jul-oct-jan" })).status).toBe(200);
    const closed = await closedVat();
    expect(closed).toMatchObject({ registered: true, scheme: "standard", outputVat: 8_000, inputVat: 784 });
    // Quarters ending Apr/Jul/Oct/Jan: June–July 2024 and May 2025 are parts of their quarters.
    expect(closed.vatStagger).toBe("apr-jul-oct-jan");
    expect(spans(closed)).toEqual([
      ["2024-06-01", "2024-07-31", true],
      ["2024-08-01", "2024-10-31", false],
      ["2024-11-01", "2025-01-31", false],
      ["2025-02-01", "2025-04-30", false],
      ["2025-05-01", "2025-05-31", true],
    ]);

    const res = await api.post(`/api/periods/${closedId}/reopen`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.undone.join(" ")).not.toMatch(/Company settings changed/);
    const company = (await api.get("/api/company")).body;
    expect(company).toMatchObject({
      vatStagger: "apr-jul-oct-jan",
      vatRegistered: true,
      vatScheme: "standard",
      periodStart: "2024-06-01",
      periodEnd: "2025-05-31",
    });
  });
});
