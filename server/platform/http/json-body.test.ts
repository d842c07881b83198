import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerJsonBodyParser } from "./json-body";

describe("registerJsonBodyParser", () => {
  const app = Fastify();
  beforeAll(async () => {
    registerJsonBodyParser(app);
    app.post("/echo", async (request) => ({ body: request.body }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (payload: string, contentType = "application/json") =>
    app.inject({ method: "POST", url: "/echo", headers: { "content-type": contentType }, payload });

  it("reads plain JSON, with a charset too", async () => {
    const res = await post('{"a":[1,"£ café"],"b":null}', "application/json; charset=utf-8");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { a: [1, "£ café"], b: null } });
  });

  it("reads \\u escapes and the words constructor or __proto__ in values exactly as JSON.parse does", async () => {
    const text = '{"d":"\\u00a3 constructor __proto__","n":"\\n"}';
    const res = await post(text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: JSON.parse(text) });
  });

  it.each([
    ['{"__proto__":{"admin":true}}', "literal __proto__"],
    ['{"\\u005f_proto__":{"admin":true}}', "escaped __proto__"],
    ['{"x":{"constructor":{"prototype":{"admin":true}}}}', "constructor.prototype"],
    ['{"x":{"\\u0063onstructor":{"prototype":{"admin":true}}}}', "escaped constructor"],
  ])("refuses a body with a %s key (%s)", async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
  });

  it("refuses an empty body and malformed JSON with Fastify's codes", async () => {
    expect((await post("")).json().code).toBe("FST_ERR_CTP_EMPTY_JSON_BODY");
    expect((await post('{"a":')).json().code).toBe("FST_ERR_CTP_INVALID_JSON_BODY");
    expect((await post("\ufeff{}")).statusCode).toBe(200);
  });
});
