import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChGatewayFake, startChGateway } from "../../../test-support/ch-gateway/ch-gateway";
import { createTestApp, type TestApp } from "../../../test-support/test-app";
import { chEnv, filing, PATH, PRESENTER, readyCompany, waitForState } from "./ch-test-kit";

/*
 * Architecture rule 12: the company authentication code a director types is used for its one request and never
 * stored or logged (nor the presenter's credentials). Every log line at trace level is captured, and every table's
 * every row is searched as text, after an accepted filing, a rejected one and a refused request.
 */
const CODE = "QZ7X9K";
const BAD_CODE = "QZ7X9J";
let gateway: ChGatewayFake;
let t: TestApp;
let log = "";

beforeAll(async () => {
  gateway = await startChGateway(PRESENTER);
  t = await createTestApp({
    env: chEnv(gateway, { LOG_LEVEL: "trace" }),
    logStream: {
      write: (line: string) => {
        log += line;
      },
    },
  });
  const accepted = await readyCompany(t, gateway);
  gateway.register({ number: accepted.number, name: accepted.name, authCode: CODE });
  const res = await accepted.api.post(PATH, filing(CODE));
  expect(res.status).toBe(202);
  expect((await waitForState(accepted.api, res.body.id, ["accepted", "rejected", "failed"])).state).toBe("accepted");

  const rejected = await readyCompany(t, gateway);
  const again = await rejected.api.post(PATH, filing(BAD_CODE));
  expect((await waitForState(rejected.api, again.body.id, ["rejected"])).rejections[0]?.code).toBe("0003");
  // A request refused before sending (the same period again while... accepted): the code in a refused body.
  expect((await accepted.api.post(PATH, filing(CODE))).status).toBe(409);
});
afterAll(async () => {
  await t?.close();
  await gateway?.close();
});

/** Every table of the database, each row as text. */
async function everyRowAsText(): Promise<string> {
  const tables = await t.database.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(tables.map((x) => x.name)).toContain("submissions");
  let all = "";
  for (const { schema, name } of tables) {
    const rows = await t.database.query<{ row: string }>(`select r::text as row from "${schema}"."${name}" r`);
    all += rows.map((r) => r.row).join("\n");
  }
  return all;
}

describe("the company authentication code", () => {
  it("reached the gateway (the check is not vacuous)", () => {
    expect(gateway.received.map((r) => r.authenticationCode)).toEqual(expect.arrayContaining([CODE, BAD_CODE]));
  });

  it("is in no table of the database, nor are the presenter's credentials", async () => {
    const text = await everyRowAsText();
    expect(text).toContain("[not stored]");
    for (const secret of [CODE, BAD_CODE, PRESENTER.presenterAuthentication, PRESENTER.presenterId]) {
      expect(text).not.toContain(secret);
    }
  });

  it("is in no log line, though every request and poll was logged", () => {
    expect(log).toContain(PATH);
    expect(log).toContain("accounts sent to Companies House");
    for (const secret of [CODE, BAD_CODE, PRESENTER.presenterAuthentication]) expect(log).not.toContain(secret);
  });
});
