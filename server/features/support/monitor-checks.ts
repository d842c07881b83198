import type { Database } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";

export type CheckResult = { ok: true } | { ok: false; message: string };
export type Check = () => Promise<CheckResult>;

const DATABASE_TIMEOUT_MS = 10_000;

/** The database round trip /api/health makes, with a time limit so a hung database counts as failing. */
export function databaseCheck(database: Database): Check {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("no answer within 10 seconds")), DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.query("select 1"), timeout]);
      return { ok: true };
    } catch (err) {
      return { ok: false, message: `The database is not answering: ${(err as Error).message}` };
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The mail server's check; mail that is not configured is not failing. */
export function mailCheck(mailer: Mailer): Check {
  return async () => {
    const status = await mailer.mailStatus();
    return status.ok ? { ok: true } : { ok: false, message: status.error ?? "The mail server check failed." };
  };
}
