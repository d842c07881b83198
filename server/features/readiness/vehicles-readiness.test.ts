import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReadinessCheck } from "../../../core/contracts/readiness";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";
import { seedYear } from "../exports/exports.test-kit";

/**
 * A joinery company's first period, 1 Feb 2024 – 31 Mar 2025 (two tax periods, CTA 2009 s10), buys a Ford Transit
 * Custom van for £18,000 on 3 Dec 2024 and its director picks Motor Vehicles for the line. Until the fixed asset
 * register is told it is a van, the tax takes it as a car with its CO2 unknown: 6 % of £18,000 = £1,080 of allowances
 * (CAA 2001 s38B, s104AA) instead of the £18,000 annual investment allowance (s51A) in the first tax period: on a
 * profit before allowances of £25,677.64, £4,673.43 of tax at 19 % instead of £1,458.63. The checklist said nothing of
 * it; it now names the van until the register says what it is, and a car until its CO2 is given.
 */
let t: TestApp;
let cookie: string;
const ids = new Map<string, string>();

const call = async (method: "GET" | "PATCH" | "PUT", url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};

const vehiclesCheck = async (): Promise<ReadinessCheck> => {
  const { status, body } = await call("GET", "/api/reports/readiness");
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.checks as ReadinessCheck[]).find((c) => c.id === "vehicles-described")!;
};

const ROWS = [
  { date: "2024-02-16", description: "Harrow Homes Ltd INV NJ101", amount: "48000.00", cat: "sales" },
  {
    date: "2024-12-03",
    description: "Bristol Street Motors FORD TRANSIT CUSTOM",
    amount: "-18000.00",
    cat: "motor-vehicles",
  },
  { date: "2025-02-10", description: "Lookers Car Sales", amount: "-9000.00", cat: "motor-vehicles" },
  { date: "2025-03-12", description: "STEEL LATHE", amount: "-4000.00", cat: "equipment" },
];

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signUpUser(t.app));
  const put = await call("PUT", "/api/company", {
    name: "Northgate Joinery Ltd",
    periodStart: "2024-02-01",
    periodEnd: "2025-03-31",
    incorporationDate: "2024-02-01",
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const saved = await seedYear(t, cookie, ROWS);
  for (const [i, row] of ROWS.entries()) ids.set(row.description, saved[i]!);
});
afterAll(async () => t?.close());

describe("the readiness check of vehicles bought", () => {
  it("names each vehicle the register was never told about, and leaves plant alone", async () => {
    const c = await vehiclesCheck();
    expect(c.status).toBe("warn");
    expect(c.fixAt).toBe("/company#fixed-assets");
    expect(c.message).toContain(
      '"Bristol Street Motors FORD TRANSIT CUSTOM" (£18,000.00, 3 December 2024) is taken as a car',
    );
    expect(c.message).toContain('"Lookers Car Sales" (£9,000.00, 10 February 2025) is taken as a car');
    expect(c.message).not.toContain("STEEL LATHE");
  });

  it("passes once the van is a van and the car has its CO2; a car without CO2 still warns", async () => {
    const van = await call("PATCH", `/api/fixed-assets/${ids.get("Bristol Street Motors FORD TRANSIT CUSTOM")}`, {
      kind: "van",
    });
    expect(van.status, JSON.stringify(van.body)).toBe(200);
    const carId = ids.get("Lookers Car Sales")!;
    expect((await call("PATCH", `/api/fixed-assets/${carId}`, { kind: "car" })).status).toBe(200);
    const noCo2 = await vehiclesCheck();
    expect(noCo2.status).toBe("warn");
    expect(noCo2.message).not.toContain("FORD TRANSIT");
    expect(noCo2.message).toContain('"Lookers Car Sales" (£9,000.00, 10 February 2025) is a car with no CO2 given');

    expect((await call("PATCH", `/api/fixed-assets/${carId}`, { co2GramsPerKm: 45 })).status).toBe(200);
    expect(await vehiclesCheck()).toMatchObject({
      status: "pass",
      message: "Every vehicle bought in the period is described for capital allowances.",
    });
  });
});
