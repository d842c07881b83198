import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterEach, describe, expect, it } from "vitest";
import { hasAllMigrations } from "./migration-state";

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journalOf = (folder: string): { entries: JournalEntry[] } =>
  JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));

/** A copy of the migrations folder whose journal stops after `lastIdx`: the code an older install ran. */
function olderMigrations(lastIdx: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "mf-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journal = journalOf(dir);
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  return dir;
}

async function columnExists(client: PGlite, table: string, column: string): Promise<boolean> {
  const res = await client.query(
    "select 1 from information_schema.columns where table_name = $1 and column_name = $2",
    [table, column],
  );
  return res.rows.length === 1;
}

async function indexExists(client: PGlite, name: string): Promise<boolean> {
  return (await client.query("select 1 from pg_indexes where indexname = $1", [name])).rows.length === 1;
}

describe("migrations", () => {
  const cleanup: string[] = [];
  afterEach(() => {
    for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // Drizzle applies only migrations whose journal time is later than the last one a database has applied, so a
  // migration stamped earlier than its predecessor is silently skipped on every upgraded install.
  it("are stamped in the order they must run", () => {
    const entries = journalOf(migrationsFolder).entries;
    for (let i = 1; i < entries.length; i++) {
      expect(entries[i]!.idx).toBe(i);
      expect(entries[i]!.when, entries[i]!.tag).toBeGreaterThan(entries[i - 1]!.when);
    }
  });

  it("bring an install made at any earlier migration up to date", async () => {
    const count = journalOf(migrationsFolder).entries.length;
    // One install moved up one migration at a time, copied at each step: each copy is an install that stopped there.
    const install = new PGlite();
    for (let last = 0; last < count - 1; last++) {
      const older = olderMigrations(last);
      cleanup.push(older);
      await migrate(drizzle(install), { migrationsFolder: older });
      const client = (await install.clone()) as PGlite;
      await migrate(drizzle(client), { migrationsFolder });
      expect(await columnExists(client, "companies", "transactions_version"), `from ${last}`).toBe(true);
      expect(await indexExists(client, "transactions_list_idx"), `from ${last}`).toBe(true);
      expect(await indexExists(client, "transactions_user_company_date_idx"), `from ${last}`).toBe(false);
      await client.close();
    }
    await install.close();
  }, 600_000);

  it("run again without harm where an install ran 0003 under its first, earlier stamp", async () => {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    // What such an install holds: 0003 recorded under its first stamp, which sorts before 0002's.
    await client.query("delete from drizzle.__drizzle_migrations where created_at > $1", [
      journalOf(migrationsFolder).entries[2]!.when,
    ]);
    await expect(migrate(drizzle(client), { migrationsFolder })).resolves.toBeUndefined();
    expect(await columnExists(client, "companies", "transactions_version")).toBe(true);
    await client.close();
  });

  it("move reasons written before 0005 into Latin-1 wording, and raise those companies' list versions", async () => {
    const client = new PGlite();
    const older = olderMigrations(4);
    cleanup.push(older);
    await migrate(drizzle(client), { migrationsFolder: older });
    const [user] = (
      await client.query<{ id: string }>("insert into users (email) values ('a@example.com') returning id")
    ).rows;
    const companies = (
      await client.query<{ id: string }>(
        "insert into companies (user_id, name) values ($1, 'A'), ($1, 'B') returning id",
        [user!.id],
      )
    ).rows.map((r) => r.id);
    const [touched, untouched] = companies as [string, string];
    const old: Array<[string, string, string]> = [
      [
        touched,
        "default",
        "No rule or similar transaction matched; guessed from the direction of the money — please review",
      ],
      [touched, "rule", 'Your rule "In → out": description contains "ACME", money in, £100.00–£1,500.00 → Sales'],
      [touched, "rule", 'Your rule: description contains "ACME" → Sales'],
      [touched, "builtin", 'Built-in rule: "HMRC …A001…" is a corporation tax reference'],
      [touched, "builtin", 'Built-in rule: "HMRC …K" is a Self Assessment reference'],
      [untouched, "history", "Like 2 earlier payments to Café Nero you marked as Travel"],
    ];
    for (const [company, stage, reason] of old) {
      await client.query(
        `insert into transactions (user_id, company_id, date, description, amount, category_stage, category_reason)
         values ($1, $2, '2025-01-01', 'x', 1, $3, $4)`,
        [user!.id, company, stage, reason],
      );
    }
    await migrate(drizzle(client), { migrationsFolder });
    const reasons = (await client.query<{ r: string }>("select category_reason as r from transactions order by seq"))
      .rows;
    expect(reasons.map((r) => r.r)).toEqual([
      "No rule or similar transaction matched; guessed from the direction of the money: please review",
      'Your rule "In → out": description contains "ACME", money in, £100.00 to £1,500.00, so Sales',
      'Your rule: description contains "ACME", so Sales',
      'Built-in rule: "HMRC ...A001..." is a corporation tax reference',
      'Built-in rule: "HMRC ...K" is a Self Assessment reference',
      "Like 2 earlier payments to Café Nero you marked as Travel",
    ]);
    const versions = await client.query<{ id: string; v: string }>(
      "select id, transactions_version::text as v from companies",
    );
    expect(Object.fromEntries(versions.rows.map((r) => [r.id, r.v]))).toEqual({ [touched]: "1", [untouched]: "0" });
    await client.close();
  });

  it("give each rule made before 0020 to every company of its user, so no company loses a rule it followed", async () => {
    const rulesPerCompany = journalOf(migrationsFolder).entries.find((e) => e.tag === "0020_rules_per_company")!;
    const client = new PGlite();
    const older = olderMigrations(rulesPerCompany.idx - 1);
    cleanup.push(older);
    await migrate(drizzle(client), { migrationsFolder: older });
    const user = async (email: string) =>
      (await client.query<{ id: string }>("insert into users (email) values ($1) returning id", [email])).rows[0]!.id;
    const [accountant, director, early] = [await user("a@example.com"), await user("d@example.com"), await user("e@x")];
    const companies = (
      await client.query<{ id: string }>(
        "insert into companies (user_id, name) values ($1, 'Alpha'), ($1, 'Beta'), ($2, 'Solo') returning id",
        [accountant, director],
      )
    ).rows.map((r) => r.id);
    const [alpha, beta, solo] = companies as [string, string, string];
    await client.query(
      `insert into user_rules (user_id, name, contains, category_id, direction, min_amount, max_amount, vat_rate,
                               created_at)
       values ($1, 'Lunch', 'GREGGS', 'entertainment', 'out', 1.00, 50.00, 'standard', '2025-01-01T10:00:00Z'),
              ($1, null, 'NORTHWIND', 'sales', null, null, null, null, '2025-02-01T10:00:00Z'),
              ($2, null, 'BT GROUP', 'utilities', null, null, null, null, '2025-03-01T10:00:00Z'),
              ($3, null, 'TESCO', 'office-costs', null, null, null, null, '2025-04-01T10:00:00Z')`,
      [accountant, director, early],
    );
    await migrate(drizzle(client), { migrationsFolder });

    const rules = (
      await client.query<{ user_id: string; company_id: string; rule: string }>(
        `select user_id, company_id, concat_ws('|', name, contains, category_id, direction, min_amount::text,
                max_amount::text, vat_rate, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')) as rule
           from user_rules order by company_id, created_at`,
      )
    ).rows;
    const of = (companyId: string) => rules.filter((r) => r.company_id === companyId).map((r) => r.rule);
    const greggs = "Lunch|GREGGS|entertainment|out|1.00|50.00|standard|2025-01-01";
    const northwind = "NORTHWIND|sales|2025-02-01";
    expect(of(alpha)).toEqual([greggs, northwind]);
    expect(of(beta)).toEqual([greggs, northwind]);
    expect(of(solo)).toEqual(["BT GROUP|utilities|2025-03-01"]);
    // A user who had a rule and no company yet gets the default company the server would have made them.
    const [made] = (
      await client.query<{ id: string; name: string; is_default: boolean }>(
        "select id, name, is_default from companies where user_id = $1",
        [early],
      )
    ).rows;
    expect(made).toMatchObject({ name: "My Company", is_default: true });
    expect(of(made!.id)).toEqual(["TESCO|office-costs|2025-04-01"]);
    expect(rules).toHaveLength(6);
    // A company's rules go with it.
    await client.query("delete from companies where id = $1", [alpha]);
    expect((await client.query("select 1 from user_rules where user_id = $1", [accountant])).rows).toHaveLength(2);
    await client.close();
  });

  it("are known to be all applied only when the database recorded the newest of them", async () => {
    const client = new PGlite();
    const rows = async (text: string) => (await client.query<{ last: string | null }>(text)).rows;
    expect(await hasAllMigrations(migrationsFolder, rows)).toBe(false); // no migrations table yet
    const older = olderMigrations(3);
    cleanup.push(older);
    await migrate(drizzle(client), { migrationsFolder: older });
    expect(await hasAllMigrations(migrationsFolder, rows)).toBe(false); // one behind
    await migrate(drizzle(client), { migrationsFolder });
    expect(await hasAllMigrations(migrationsFolder, rows)).toBe(true);
    await client.close();
  });
});
