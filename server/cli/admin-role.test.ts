import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client";
import { users } from "../db/schema";
import { loadEnv } from "../env";
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from "../test-support/test-app";
import { runAdminCommand } from "./admin-command";
import { setAdminRole } from "./admin-role";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const isAdmin = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).json().isAdmin;

describe("setAdminRole", () => {
  it("grants and revokes the admin role, effective in open sessions at once", async () => {
    const { cookie, email } = await signUpUser(t.app);
    expect(await setAdminRole(t.database.db, email.toUpperCase(), true)).toBe("granted");
    expect(await isAdmin(cookie)).toBe(true);
    expect(await setAdminRole(t.database.db, email, true)).toBe("already-admin");
    expect(await setAdminRole(t.database.db, ` ${email} `, false)).toBe("revoked");
    expect(await isAdmin(cookie)).toBe(false);
    expect(await setAdminRole(t.database.db, email, false)).toBe("not-admin");
  });

  it("reports an unknown email and changes nothing", async () => {
    expect(await setAdminRole(t.database.db, uniqueEmail("nobody"), true)).toBe("unknown-email");
  });
});

/** The command against a PGlite data directory of its own, as `npm run admin` runs it beside a stopped server. */
describe("npm run admin", () => {
  let dataDir: string;
  const email = "alice@example.com";
  const run = async (args: string[], env: Record<string, string> = {}) => {
    const lines: string[] = [];
    const out = { log: (m: string) => lines.push(m), error: (m: string) => lines.push(`error: ${m}`) };
    const code = await runAdminCommand(args, loadEnv({ DATA_DIR: dataDir, ...env }), out);
    return { code, text: lines.join("\n") };
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "mf-admin-"));
    const database = await openPglite(path.join(dataDir, "pgdata"));
    await database.db.insert(users).values({ email });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("grants and revokes with a clear sentence", async () => {
    expect(await run(["grant", "Alice@Example.com"])).toEqual({ code: 0, text: "alice@example.com is now an admin." });
    expect(await run(["revoke", email])).toEqual({ code: 0, text: "alice@example.com is no longer an admin." });
  });

  it("warns that ADMIN_EMAILS would grant a revoked address again", async () => {
    await run(["grant", email]);
    const res = await run(["revoke", email], { ADMIN_EMAILS: email });
    expect(res.code).toBe(0);
    expect(res.text).toMatch(/in ADMIN_EMAILS/);
  });

  it("exits 1 with a message for an unknown email", async () => {
    const res = await run(["grant", "bob@example.com"]);
    expect(res.code).toBe(1);
    expect(res.text).toMatch(/No account uses the email bob@example.com/);
  });

  it("prints the usage for anything else", async () => {
    expect((await run(["promote", email])).code).toBe(2);
    expect((await run(["grant"])).text).toMatch(/Usage: npm run admin -- grant EMAIL \| revoke EMAIL/);
  });

  it("refuses while the server holds the data directory", async () => {
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    writeFileSync(path.join(dataDir, "server.pid"), String(server.pid));
    try {
      const res = await run(["grant", email]);
      expect(res.code).toBe(1);
      expect(res.text).toMatch(
        new RegExp(`server \\(process ${server.pid}\\) is running on this data directory.*Stop the server`, "s"),
      );
    } finally {
      server.kill();
      rmSync(path.join(dataDir, "server.pid"), { force: true });
    }
  });

  it("says where it looked when there is no database", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "mf-admin-empty-"));
    try {
      const res = await run(["grant", email], { DATA_DIR: empty });
      expect(res.code).toBe(1);
      expect(res.text).toMatch(/No database found in DATA_DIR/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
