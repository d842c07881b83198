import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { followProviderRedirects } from "../server/features/auth/oidc-test-provider";
import { importBody } from "./support/bank-rows";
import { type Cluster, DRAIN_SECONDS, SHUTDOWN_TIMEOUT_SECONDS, SUPPORT_EMAIL, startCluster } from "./support/cluster";
import { loopbackClient } from "./support/loopback-client";
import { type AnsweredImport, type Call, personAtWork, personEmail } from "./support/people-at-work";

/**
 * Three servers on one fresh PostgreSQL database behind a round-robin proxy. test:reliability runs 20
 * people with small imports for one round each at least; bench:reliability raises rows and rounds.
 */
const PG_URL = process.env.RELIABILITY_DATABASE_URL;
const PEOPLE = Number(process.env.RELIABILITY_MULTI_PEOPLE ?? 20);
const ROWS = Number(process.env.RELIABILITY_MULTI_ROWS ?? 200);
const ROUNDS = Number(process.env.RELIABILITY_MULTI_ROUNDS ?? 1);
const BIG_ROWS = 100_000;
const SEED = Number(process.env.RELIABILITY_SEED ?? 20261123);
/** The server killed with SIGKILL: the only one whose requests may go unanswered or be answered 5xx. */
const KILLED = "s3";
const RESTARTED = "s2";

const run = Date.now().toString(36);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(probe: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

let cluster: Cluster;
const figures: string[] = [];
beforeAll(async () => {
  if (!PG_URL) return;
  const t0 = performance.now();
  cluster = await startCluster(PG_URL, ["s1", "s2", "s3"]);
  figures.push(`three servers started at the same moment on a new database, healthy in ${ms(t0)}`);
}, 300_000);
afterAll(async () => {
  await cluster?.close();
  if (figures.length) console.log(`Three servers on one PostgreSQL:\n  ${figures.join("\n  ")}`);
}, 120_000);

const ms = (since: number) => `${Math.round(performance.now() - since).toLocaleString("en-GB")} ms`;
const server = (label: string) => cluster.servers.get(label)!;
const liveServers = () => ["s1", "s4", "s5"].map(server);
const countRows = async (batchId: string) =>
  (
    await cluster.query<{ n: number }>("select count(*)::int as n from transactions where import_batch_id = $1", [
      batchId,
    ])
  )[0]!.n;

const outboxSent = async () =>
  (await cluster.query<{ n: number }>("select count(*)::int as n from email_outbox where status <> 'sent'"))[0]!.n ===
  0;

/** Signs a new person up through the proxy from `address`; their client. */
async function newPerson(address: string, name: string) {
  const api = loopbackClient(address);
  const res = await api.call("POST", `${cluster.proxy.url}/api/auth/signup`, {
    email: `${name}-${run}@example.com`,
    password: `${name} password, long enough`,
    firstName: name,
    lastName: "Tester",
  });
  if (res.status !== 200) throw new Error(`sign-up of ${name} answered ${res.status}: ${res.text.slice(0, 200)}`);
  return api;
}

describe.skipIf(!PG_URL)(
  "three servers on one PostgreSQL behind a round-robin proxy (RELIABILITY_DATABASE_URL)",
  () => {
    const calls: Call[] = [];
    const answered: AnsweredImport[] = [];

    it(`${PEOPLE} people sign up, import, categorise, delete and restore at once; one server is killed during a ` +
      `${BIG_ROWS.toLocaleString("en-GB")}-row import and one restarted with SIGTERM: only the killed one fails`, {
      timeout: 1_800_000,
    }, async () => {
      let eventsOver = false;
      const t0 = performance.now();
      const people = Array.from({ length: PEOPLE }, (_, n) =>
        personAtWork({
          proxyUrl: cluster.proxy.url,
          run,
          n,
          rows: ROWS,
          minRounds: ROUNDS,
          keepGoing: () => !eventsOver,
          seed: SEED,
          calls,
          answered,
        }),
      );
      const bigBody = importBody(BIG_ROWS, 7, "big.csv");
      /** After the request has been sent: about the time the server takes to read it, then to write its rows. */
      const killDelay = SEED % 800;
      const events = (async () => {
        try {
          await until(() => answered.length >= Math.ceil(PEOPLE / 2), "half the people have imported");
          // The tickets' mails are sent before the kill: a server killed between handing a mail to the mail server
          // and marking it sent would send it again once its claim runs out (at least once, not exactly once).
          await until(outboxSent, "the outbox is empty");
          // SIGKILL while the server saves 100,000 rows.
          const killedPerson = await newPerson("127.26.0.1", "killed-import");
          let sent = () => {};
          const requestSent = new Promise<void>((resolve) => {
            sent = resolve;
          });
          const saving = killedPerson.call("POST", `${server(KILLED).url}/api/transactions`, bigBody, { onSent: sent });
          await requestSent;
          await sleep(killDelay);
          server(KILLED).child.kill("SIGKILL");
          await server(KILLED).exited;
          cluster.proxy.setBackend(KILLED, null); // its port may go to another process
          const killedAnswer = await saving;
          // SIGTERM while another server saves 100,000 rows: it drains, answers, closes and exits 0.
          const termPerson = await newPerson("127.26.0.2", "sigterm-import");
          const termSent = new Promise<void>((resolve) => {
            sent = resolve;
          });
          const termSaving = termPerson.call<{ transactions: { importBatchId: string }[] }>(
            "POST",
            `${server(RESTARTED).url}/api/transactions`,
            bigBody,
            { onSent: sent },
          );
          await termSent;
          const termAt = performance.now();
          server(RESTARTED).child.kill("SIGTERM");
          const exitCode = await server(RESTARTED).exited;
          const exitMs = performance.now() - termAt;
          cluster.proxy.setBackend(RESTARTED, null);
          const termAnswer = await termSaving;
          await Promise.all([cluster.start("s4"), cluster.start("s5")]);
          return { killedAnswer, exitCode, exitMs, termAnswer };
        } finally {
          eventsOver = true;
        }
      })();
      const [outcome] = await Promise.all([events, ...people]);
      figures.push(
        `${PEOPLE} people, ${calls.length} requests through the proxy in ${ms(t0)}, ${answered.length} imports of ` +
          `${ROWS} rows answered 200; answers per server: ${perServer(calls)}`,
      );

      const killedRows = (
        await cluster.query<{ n: number }>(
          `select count(*)::int as n from transactions t join users u on u.id = t.user_id where u.email = $1`,
          [`killed-import-${run}@example.com`],
        )
      )[0]!.n;
      figures.push(
        `SIGKILL of ${KILLED} ${killDelay} ms after a ${BIG_ROWS.toLocaleString("en-GB")}-row save was sent: ` +
          `${killedRows.toLocaleString("en-GB")} rows kept (answer: ${outcome.killedAnswer.status || outcome.killedAnswer.error})`,
      );
      expect([0, BIG_ROWS]).toContain(killedRows);
      if (outcome.killedAnswer.status === 200) expect(killedRows).toBe(BIG_ROWS);

      figures.push(
        `SIGTERM of ${RESTARTED} as a ${BIG_ROWS.toLocaleString("en-GB")}-row save had been sent: exit code ` +
          `${outcome.exitCode} after ${Math.round(outcome.exitMs).toLocaleString("en-GB")} ms (${DRAIN_SECONDS} s drain), the save ` +
          `answered ${outcome.termAnswer.status || outcome.termAnswer.error}`,
      );
      expect(outcome.exitCode).toBe(0);
      expect(outcome.exitMs).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
      expect(outcome.termAnswer.status).toBe(200);
      expect(await countRows(outcome.termAnswer.json.transactions[0]!.importBatchId)).toBe(BIG_ROWS);

      const unexcused = calls.filter((c) => c.status !== 200 && c.backend !== KILLED);
      expect(unexcused, "requests not answered 200 by a server that was not killed").toEqual([]);
      const proxied5xx = cluster.proxy.records.filter((r) => (r.status >= 500 || r.aborted) && r.backend !== KILLED);
      expect(proxied5xx, "5xx or cut-off answers from servers that were not killed").toEqual([]);
      const byKilled = cluster.proxy.records.filter((r) => r.backend === KILLED && (r.status >= 500 || r.aborted));
      figures.push(`requests failed by the killed server: ${byKilled.length}; by any other: 0`);
    });

    it("keeps every import whole or absent, and every import answered 200 whole", async () => {
      const broken = await cluster.query(
        `select b.id, b.rows_imported, count(t.id)::int as stored from import_batches b
       left join transactions t on t.import_batch_id = b.id
       group by b.id, b.rows_imported having count(t.id) <> b.rows_imported`,
      );
      expect(broken).toEqual([]);
      const orphans = await cluster.query(
        "select count(*)::int as n from transactions t where not exists (select 1 from import_batches b where b.id = t.import_batch_id)",
      );
      expect(orphans).toEqual([{ n: 0 }]);
      expect(answered.length).toBeGreaterThanOrEqual(PEOPLE * ROUNDS - PEOPLE); // the killed server's rounds aside
      for (const a of answered) expect(await countRows(a.batchId), `import of person ${a.person}`).toBe(a.rows);
    });

    it("sends every mail of the outbox once, with three servers' workers polling it", async () => {
      await until(outboxSent, "the outbox is empty");
      await sleep(1000); // any second sending of the same mail would arrive by now
      const outbox = await cluster.query<{ to: string; subject: string }>('select "to", subject from email_outbox');
      const received = cluster.smtp.received.map((m) => `${m.to.join(",")} | ${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`);
      const queued = outbox.map((m) => `${m.to} | ${m.subject}`);
      figures.push(`mail: ${outbox.length} in the outbox, ${received.length} received by the mail server`);
      expect(outbox.length).toBeGreaterThanOrEqual(2 * PEOPLE);
      expect(received.sort()).toEqual(queued.sort());
    });

    it("refuses the 11th wrong password for one account within the window, wherever it lands", async () => {
      const email = personEmail(run, 0);
      const answers = [];
      for (let i = 0; i < 11; i++) {
        const res = await loopbackClient(`127.27.0.${i + 1}`).call("POST", `${cluster.proxy.url}/api/auth/signin`, {
          email,
          password: "not the password",
        });
        answers.push({ status: res.status, backend: res.backend });
      }
      figures.push(`11 wrong passwords for one account: ${answers.map((a) => `${a.status}@${a.backend}`).join(" ")}`);
      expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(401), 429]);
      expect(new Set(answers.map((a) => a.backend)).size).toBe(3);
    });

    it("completes on another server an OIDC sign-in started on one", async () => {
      const [first, second, third] = liveServers();
      const browser = loopbackClient("127.28.0.1");
      const login = await browser.call("GET", `${first!.url}/api/login?next=/reports`);
      expect(login.status).toBe(302);
      const oidcCookie = [login.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("mf_oidc="));
      expect(oidcCookie).toBeDefined();
      const email = `oidc-${run}@example.com`;
      cluster.op.signInAs({ sub: `sub-${run}`, email, email_verified: true, given_name: "Olga", family_name: "I" });
      const callback = await followProviderRedirects(
        String(login.headers.location),
        `${cluster.proxy.url}/api/callback`,
      );
      const back = await browser.call("GET", `${second!.url}${callback.pathname}${callback.search}`, undefined, {
        headers: { cookie: oidcCookie!.split(";")[0]! },
      });
      expect(back.status, back.text).toBe(302);
      expect(back.headers.location).toBe("/reports");
      const me = await browser.call<{ email: string }>("GET", `${third!.url}/api/auth/user`);
      expect(me.status).toBe(200);
      expect(me.json.email).toBe(email);
    });

    it("lists a save made through one server at once through the others", async () => {
      const api = await newPerson("127.29.0.1", "listed");
      const servers = liveServers();
      let total = 0;
      for (let i = 0; i < servers.length; i++) {
        for (const s of servers) await api.call("GET", `${s.url}/api/transactions`); // each keeps the list it sent
        const saved = await api.call(
          "POST",
          `${servers[i]!.url}/api/transactions`,
          importBody(50, 900 + i, `l${i}.csv`),
        );
        expect(saved.status).toBe(200);
        total += (saved.json as { importAudit: { rowsImported: number } }).importAudit.rowsImported;
        for (const s of servers) {
          const list = await api.call<unknown[]>("GET", `${s.url}/api/transactions`);
          expect(list.json.length, `list on ${s.url} after a save on ${servers[i]!.url}`).toBe(total);
        }
      }
    });

    it("alerts once, and recovers once, when the database is cut off from all three servers", async () => {
      const subjects = () => cluster.smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "");
      const count = (s: string) => subjects().filter((x) => x === s).length;
      const ALERT = "[Microfile] ALERT: the database check is failing";
      const RECOVERED = "[Microfile] RECOVERED: the database check is healthy again";
      const livePids = liveServers().map((s) => String(s.child.pid));
      // The monitor's lease is with a live server (the killed one's runs out after 30 s), and that server knows it:
      // cut the link between the database's commit of its ask and the server reading the answer, and no server
      // would know it holds the lease. A renewal by the same holder proves it read the answer of the ask before
      // (a server asks again only after its last run ended).
      let firstSeen: { holder: string; expires: string } | undefined;
      await until(async () => {
        const [lease] = await cluster.query<{ holder: string; expires: string }>(
          "select holder, expires_at::text as expires from server_leases where name = 'monitor' and expires_at > now()",
        );
        if (!lease || !livePids.includes(lease.holder.split(":")[1]!)) return false;
        if (firstSeen?.holder !== lease.holder) firstSeen = lease;
        return lease.expires !== firstSeen.expires;
      }, "a live server holds the monitor's lease and has renewed it");
      const t0 = performance.now();
      cluster.link.cut();
      await until(() => count(ALERT) > 0, "the alert arrives", 60_000);
      const alertMs = ms(t0);
      await sleep(4000); // four more runs of every server's monitor while the database is away
      cluster.link.restore();
      await until(() => count(RECOVERED) > 0, "the recovery note arrives", 60_000);
      await sleep(3000);
      figures.push(
        `database cut off from all three servers: ${count(ALERT)} alert (after ${alertMs}), ${count(RECOVERED)} recovery note`,
      );
      expect(count(ALERT)).toBe(1);
      expect(count(RECOVERED)).toBe(1);
      const monitorMails = cluster.smtp.received.filter((m) => /^Subject: \[Microfile\] /m.test(m.raw));
      expect(monitorMails.map((m) => m.to)).toEqual([[SUPPORT_EMAIL], [SUPPORT_EMAIL]]);
    });
  },
);

function perServer(calls: Call[]): string {
  const counts = new Map<string, number>();
  for (const c of calls) counts.set(c.backend ?? "none", (counts.get(c.backend ?? "none") ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
}
