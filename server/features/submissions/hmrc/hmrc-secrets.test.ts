import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { apiAs } from "../../../test-support/accounts-kit";
import { type LoopbackEngine, startLoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { createTestApp, signUpUser, type TestApp } from "../../../test-support/test-app";
import { FINAL, filing, HMRC_FEATURES, hmrcEnv, PATH, readyCompany, waitForState } from "./hmrc-test-kit";

/*
 * Architecture rule 12: the Government Gateway password is used for its one submit and never stored, logged or
 * echoed. Every log line at trace level is captured, and every table's every row is searched as text, after an
 * accepted filing, an authentication failure and a refused request. The admin sees the HMRC submissions in its list.
 */
const PASSWORD = "s3cret-Gateway&<pw>";
const WRONG = "Wr0ng-Gateway-Pass";
let engine: LoopbackEngine;
let t: TestApp;
let log = "";
const answers: string[] = [];

beforeAll(async () => {
  engine = await startLoopbackEngine();
  t = await createTestApp({
    env: hmrcEnv(engine, { LOG_LEVEL: "trace" }),
    features: HMRC_FEATURES,
    logStream: {
      write: (line: string) => {
        log += line;
      },
    },
  });
  const c = await readyCompany(t);
  const res = await c.api.post(PATH, filing({ gatewayPassword: PASSWORD }));
  answers.push(JSON.stringify(res.body));
  const done = await waitForState(c.api, res.body.id, FINAL);
  expect(done.state).toBe("accepted");
  answers.push(JSON.stringify(done), JSON.stringify((await c.api.get(PATH)).body));

  const wrong = await c.api.post(PATH, filing({ gatewayPassword: WRONG, amended: true }));
  answers.push(JSON.stringify(wrong.body));
  expect((await waitForState(c.api, wrong.body.id, FINAL)).errors[0]?.code).toBe("1046");
  // Refused before sending (not amended, and accepted already): the password in a refused body.
  const refused = await c.api.post(PATH, filing({ gatewayPassword: PASSWORD }));
  expect(refused.status).toBe(409);
  answers.push(JSON.stringify(refused.body));
});
afterAll(async () => {
  await t?.close();
  await engine?.close();
});

async function everyRowAsText(): Promise<string> {
  const tables = await t.database.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  let all = "";
  for (const { schema, name } of tables) {
    const rows = await t.database.query<{ row: string }>(`select r::text as row from "${schema}"."${name}" r`);
    all += rows.map((r) => r.row).join("\n");
  }
  return all;
}

// The password as it may be written: as typed, and escaped in XML or JSON.
const forms = (p: string) => [p, p.replace(/&/g, "&amp;").replace(/</g, "&lt;"), JSON.stringify(p).slice(1, -1)];

describe("the Government Gateway password", () => {
  it("reached HMRC's engine (the check is not vacuous)", () => {
    expect(engine.submissions.length).toBe(1);
    expect(engine.log.filter((l) => l.kind === "submit").map((l) => l.answered)).toEqual(["acknowledgement", "error"]);
  });

  it("is in no table of the database: the stored message has the password left out", async () => {
    const text = await everyRowAsText();
    expect(text).toContain("<IRmark");
    for (const secret of [PASSWORD, WRONG].flatMap(forms)) expect(text).not.toContain(secret);
  });

  it("is in no log line, though every request and poll was logged", () => {
    expect(log).toContain(PATH);
    expect(log).toContain("company tax return sent to HMRC");
    for (const secret of [PASSWORD, WRONG].flatMap(forms)) expect(log).not.toContain(secret);
  });

  it("is in no answer", () => {
    for (const secret of [PASSWORD, WRONG].flatMap(forms)) expect(answers.join("\n")).not.toContain(secret);
  });
});

describe("the admin's submissions list", () => {
  it("shows HMRC submissions with their state and CorrelationID", async () => {
    const admin = await signUpUser(t.app);
    await t.database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const res = await apiAs(t, admin.cookie).get("/api/admin/submissions");
    expect(res.status).toBe(200);
    const hmrc = res.body.rows.filter((r: { registry: string }) => r.registry === "hmrc");
    expect(hmrc.map((r: { state: string }) => r.state).sort()).toEqual(["accepted", "rejected"]);
    expect(hmrc.find((r: { state: string }) => r.state === "accepted").reference).toMatch(/^[0-9A-F]{32}$/);
  });
});
