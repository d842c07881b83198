import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../server/db/client";
import { filesContaining } from "./support/grep-files";
import { httpClient, removeDir, type ServerProcess, startServer, tempDir } from "./support/server-process";

const tag = randomBytes(4).toString("hex");
const PASSWORD = `CanaryPass-${tag}-secret`;
const DESCRIPTION = `CANARYDESC${tag}PAYEE`;
const EMAIL = `canary-${tag}@example.com`;
const dataDir = tempDir("privacy");
let server: ServerProcess;
let userId = "";
const sessionTokens: string[] = [];
let logs = "";

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const api = httpClient(server.url);
  const up = await api.call<{ id: string }>("POST", "/api/auth/signup", {
    email: EMAIL,
    password: PASSWORD,
    firstName: "Cana",
    lastName: "Ry",
  });
  expect(up.status).toBe(200);
  userId = up.json.id;
  sessionTokens.push(api.cookie);
  expect((await api.call("POST", "/api/auth/signin", { email: EMAIL, password: `${PASSWORD}-wrong` })).status).toBe(
    401,
  );
  expect((await api.call("POST", "/api/auth/signin", { email: EMAIL, password: PASSWORD })).status).toBe(200);
  sessionTokens.push(api.cookie);
  const csv = `Date,Description,Amount\n01/04/2025,${DESCRIPTION},-12.34\n02/04/2025,${DESCRIPTION} 2,100.00\n`;
  expect((await api.call("POST", "/api/csv/parse", { fileContent: csv })).status).toBe(200);
  const rows = [
    { date: "2025-04-01", description: DESCRIPTION, amount: "-12.34" },
    { date: "2025-04-02", description: `${DESCRIPTION} 2`, amount: "100.00" },
  ];
  expect(
    (await api.call("POST", "/api/transactions", { transactions: rows, fileName: `${DESCRIPTION}.csv` })).status,
  ).toBe(200);
  const list = await api.call<{ id: string }[]>("GET", "/api/transactions");
  await api.call("PATCH", `/api/transactions/${list.json[0]?.id}`, { notes: DESCRIPTION });
  await api.call("POST", "/api/transactions/categorize", { transactionIds: list.json.map((r) => r.id) });
  await api.call("GET", "/api/reports/profit-loss");
  await api.call("POST", "/api/transactions", {
    transactions: [{ date: "bad", description: DESCRIPTION, amount: "x" }],
  });
  expect((await api.call("POST", "/api/user/delete-my-data")).status).toBe(200);
  await server.stop();
  logs = server.output();
});
afterAll(async () => {
  await server?.stop();
  removeDir(dataDir);
});

describe("logs at info level", () => {
  it("were written (the check is not vacuous)", () => {
    expect(logs).toMatch(/"level":30/);
    expect(logs).toContain("/api/transactions");
  });
  it("never contain the password", () => expect(logs).not.toContain(PASSWORD));
  it("never contain a session id (cookie value or its stored hash)", () => {
    for (const cookie of sessionTokens) {
      const token = decodeURIComponent(cookie.split("=")[1] ?? "");
      expect(token.length).toBeGreaterThan(20);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(createHash("sha256").update(token).digest("hex"));
    }
  });
  it("never contain the text of bank descriptions", () => expect(logs).not.toContain(DESCRIPTION));
});

describe("after delete-my-data", () => {
  it("no row of the user remains in any table (the payment record would be kept without personal data)", async () => {
    const db = await openPglite(path.join(dataDir, "pgdata"));
    try {
      const tables = await db.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      );
      const left: string[] = [];
      for (const { name } of tables) {
        const [row] = await db.query<{ n: number }>(
          `select count(*)::int as n from "${name}" t where t::text ilike $1 or t::text ilike $2 or t::text ilike $3`,
          [`%${userId}%`, `%${EMAIL}%`, `%${DESCRIPTION}%`],
        );
        if ((row?.n ?? 0) > 0) left.push(`${name}: ${row?.n}`);
      }
      expect(left).toEqual([]);
    } finally {
      await db.close();
    }
  });

  // The delete-my-data route runs the purge step itself (server/features/account/purge.ts); nothing is run here.
  it("on PGlite, after the purge step the description is no longer in the data directory's files", () => {
    expect(filesContaining(path.join(dataDir, "pgdata"), DESCRIPTION)).toEqual([]);
  });
});
