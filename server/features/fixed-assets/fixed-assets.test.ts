import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyToSign } from "../../test-support/accounts-kit";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { seedYear } from "../exports/exports.test-kit";

let t: TestApp;
let owner: { cookie: string };
let other: { cookie: string };
const ids = new Map<string, string>();

const call = async (cookie: string, method: "GET" | "PATCH" | "PUT", url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

const ROWS = [
  { date: "2025-04-02", description: "NORTHWIND INV 1", amount: "120000.00", cat: "sales" },
  { date: "2025-05-01", description: "STEEL LATHE", amount: "-4000.00", cat: "equipment" },
  { date: "2025-06-01", description: "MOTOR DEALER CAR", amount: "-20000.00", cat: "motor-vehicles" },
  { date: "2025-07-01", description: "COFFEE", amount: "-3.00", cat: "general-admin" },
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpUser(t.app);
  other = await signUpUser(t.app);
  const put = await call(owner.cookie, "PUT", "/api/company", {
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    incorporationDate: "2020-01-10",
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const saved = await seedYear(t, owner.cookie, ROWS);
  for (const [i, row] of ROWS.entries()) ids.set(row.description, saved[i]!);
});
afterAll(async () => t.close());

const lathe = () => ids.get("STEEL LATHE")!;
const car = () => ids.get("MOTOR DEALER CAR")!;

describe("GET /api/fixed-assets", () => {
  it("lists the purchases in fixed-asset categories with their defaults", async () => {
    const { status, body } = await call(owner.cookie, "GET", "/api/fixed-assets");
    expect(status).toBe(200);
    expect(body.assets).toEqual([
      expect.objectContaining({ id: lathe(), cost: "4000.00", kind: "plant", isNew: true, co2GramsPerKm: null }),
      expect.objectContaining({ id: car(), cost: "20000.00", kind: "car", categoryId: "motor-vehicles" }),
    ]);
  });

  it("shows another user none of them", async () => {
    expect((await call(other.cookie, "GET", "/api/fixed-assets")).body).toEqual({ assets: [] });
  });

  it("gives the VAT reclaimed on each purchase of a VAT-registered company, none on a car", async () => {
    expect((await call(owner.cookie, "GET", "/api/fixed-assets")).body.assets[0].vatReclaimed).toBe("0.00");
    const vatUser = await signUpUser(t.app);
    const put = await call(vatUser.cookie, "PUT", "/api/company", {
      periodStart: "2025-04-01",
      periodEnd: "2026-03-31",
      vatRegistered: true,
      vatScheme: "standard",
      vatRegisteredFrom: "2025-04-01",
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    await seedYear(t, vatUser.cookie, [
      { date: "2025-05-01", description: "LAPTOP SHOP", amount: "-1800.00", balance: null, cat: "equipment" },
      { date: "2025-06-01", description: "CAR DEALER", amount: "-20000.00", balance: null, cat: "motor-vehicles" },
    ]);
    // £1,800 paid: £300 VAT reclaimed, £1,500 capitalised; a car's VAT is never reclaimed (SI 1992/3222 art 7).
    const { body } = await call(vatUser.cookie, "GET", "/api/fixed-assets");
    expect(body.assets).toEqual([
      expect.objectContaining({ cost: "1800.00", vatReclaimed: "300.00" }),
      expect.objectContaining({ cost: "20000.00", vatReclaimed: "0.00", kind: "car" }),
    ]);
  });
});

describe("PATCH /api/fixed-assets/:id", () => {
  it("keeps what the person says about a car", async () => {
    const { status, body } = await call(owner.cookie, "PATCH", `/api/fixed-assets/${car()}`, {
      kind: "car",
      co2GramsPerKm: 120,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: car(), kind: "car", co2GramsPerKm: 120, isNew: true, disposedOn: null });
  });

  it("refuses what it cannot use, in words", async () => {
    const cases: [unknown, RegExp][] = [
      [{ kind: "boat" }, /plant, van or car/],
      [{ co2GramsPerKm: 12.5 }, /whole number/],
      [{ disposalProceeds: "-5.00" }, /0 or more/],
      [{ disposedOn: "31/12/2025" }, /date such as/],
      [{}, /Say what to change/],
      [{ disposalProceeds: "100.00" }, /date the asset was sold/],
      [{ disposedOn: "2025-01-01" }, /cannot have been sold before/],
      [{ colour: "red" }, /.+/],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await call(owner.cookie, "PATCH", `/api/fixed-assets/${lathe()}`, payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toMatch(message);
    }
  });

  it("answers 404 for another user's asset, a line that is not a fixed asset and a made-up id", async () => {
    for (const [cookie, id] of [
      [other.cookie, car()],
      [owner.cookie, ids.get("COFFEE")!],
      [owner.cookie, "not-an-id"],
    ] as const) {
      const { status, body } = await call(cookie, "PATCH", `/api/fixed-assets/${id}`, { isNew: false });
      expect(status).toBe(404);
      expect(body.message).toMatch(/No such fixed asset/);
    }
  });
});

describe("capital allowances in GET /api/reports/corporation-tax", () => {
  it("pools the car by its CO2 and gives the lathe the AIA", async () => {
    // 12 months to 31 March 2026 (before the 14 % main rate). Lathe £4,000: AIA (CAA 2001 s51A). Car £20,000 at
    // 120 g/km: special rate pool, 6 % = £1,200 (s104AA, s104D); carried forward £18,800. Allowances £5,200.
    // Profit 120,000 − 3 = 119,997; trading profits 119,997 − 5,200 = £114,797 (box 155).
    const { status, body } = await call(owner.cookie, "GET", "/api/reports/corporation-tax");
    expect(status).toBe(200);
    expect(body.capitalAllowances).toBe(5_200);
    expect(body.capitalAllowancesDetail.specialRatePool).toMatchObject({
      broughtForward: 0,
      additions: 20_000,
      allowances: 1_200,
      carriedForward: 18_800,
      ratePercent: 6,
    });
    expect(body.ct600).toMatchObject({ box155: 114_797, box690: 4_000, box695: 1_200, box775: 24_000 });
  });

  it("gives a balancing charge when the lathe is sold for more than the pool holds", async () => {
    // The lathe sold on 1 March 2026 for £4,500: disposal value capped at its cost, £4,000 (s62), from a main pool
    // of nil (it had the AIA): balancing charge £4,000 (s55(2)), added to trading profits: box 710.
    const patch = await call(owner.cookie, "PATCH", `/api/fixed-assets/${lathe()}`, {
      disposedOn: "2026-03-01",
      disposalProceeds: "4500.00",
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    const { body } = await call(owner.cookie, "GET", "/api/reports/corporation-tax");
    expect(body.balancingCharges).toBe(4_000);
    expect(body.ct600).toMatchObject({ box710: 4_000, box155: 118_797 });
  });

  it("carries the pools into the next period when the year is closed (CAA 2001 s59)", async () => {
    // The special rate pool carried forward £18,800 opens the 12 months to 31 March 2027: WDA 6 % = £1,128.
    await readyToSign(t, owner.cookie);
    const close = await t.app.inject({
      method: "POST",
      url: "/api/periods/close",
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(close.statusCode, close.body).toBe(200);
    const { body } = await call(owner.cookie, "GET", "/api/reports/corporation-tax");
    expect(body.startDate).toBe("2026-04-01");
    expect(body.capitalAllowancesDetail.specialRatePool).toMatchObject({
      broughtForward: 18_800,
      allowances: 1_128,
      carriedForward: 17_672,
    });
    const closed = await call(owner.cookie, "GET", "/api/reports/corporation-tax?period=2025-04-01");
    expect(closed.body.capitalAllowancesDetail.specialRatePool.carriedForward).toBe(18_800);
  });

  it("keeps a closed year's assets as they were: neither what they are nor a sale dated in it can change", async () => {
    // The year to 31 March 2026 is closed above: the car was bought on 1 June 2025, the lathe sold on 1 March 2026.
    const co2 = await call(owner.cookie, "PATCH", `/api/fixed-assets/${car()}`, { co2GramsPerKm: 40 });
    expect(co2.status).toBe(409);
    expect(co2.body.error).toMatch(
      /^The accounts up to 31 March 2026 are closed, so what this asset is \(bought on 1 June 2025\) can no longer change/,
    );
    const unsold = await call(owner.cookie, "PATCH", `/api/fixed-assets/${lathe()}`, {
      disposedOn: null,
      disposalProceeds: null,
    });
    expect(unsold.status).toBe(409);
    expect(unsold.body.error).toMatch(/this asset's sale \(dated 1 March 2026\) can no longer change/);
    // Selling the car in the open year is that year's change alone; moving the sale into the closed year is not.
    const sold = await call(owner.cookie, "PATCH", `/api/fixed-assets/${car()}`, {
      disposedOn: "2026-06-01",
      disposalProceeds: "15000.00",
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect((await call(owner.cookie, "PATCH", `/api/fixed-assets/${car()}`, { disposedOn: "2026-03-01" })).status).toBe(
      409,
    );
    const closed = await call(owner.cookie, "GET", "/api/reports/corporation-tax?period=2025-04-01");
    expect(closed.body.capitalAllowancesDetail.specialRatePool.carriedForward).toBe(18_800);
  });
});
