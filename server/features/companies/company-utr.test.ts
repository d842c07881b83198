import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpUser, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let user: { cookie: string };

const putCompany = (payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/company", headers: { cookie: user.cookie }, payload });
const getCompany = async () =>
  (await t.app.inject({ method: "GET", url: "/api/company", headers: { cookie: user.cookie } })).json();

beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe("the company's UTR (CT600 box 3)", () => {
  it("starts blank: it is optional until the return is filed", async () => {
    expect((await getCompany()).utr).toBeNull();
  });

  it("saves the 10 digits, ignoring the spaces HMRC's letters print", async () => {
    const res = await putCompany({ utr: "12345 67890" });
    expect(res.statusCode).toBe(200);
    expect(res.json().utr).toBe("1234567890");
    expect((await getCompany()).utr).toBe("1234567890");
  });

  it.each(["123456789", "12345678901", "12345ABCDE"])("refuses %s with a 400 that says what a UTR is", async (utr) => {
    const res = await putCompany({ utr });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "Invalid request body: UTR (Unique Taxpayer Reference) must be the company's 10-digit UTR, e.g. 1234567890",
    );
    expect((await getCompany()).utr).toBe("1234567890");
  });

  it("clears it with null", async () => {
    expect((await putCompany({ utr: null })).json().utr).toBeNull();
  });
});
