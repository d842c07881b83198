import type { Transporter } from "nodemailer";
import type { Env } from "../../env";
import { describeMailError } from "./mail-errors";

export interface MailStatus {
  configured: boolean;
  ok: boolean;
  error?: string;
}

export interface Mailer {
  /** False without SMTP_URL: mail then stays queued in the outbox. */
  configured: boolean;
  /** Sends one mail; throws the transport's error (with its SMTP responseCode, when the server answered). */
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  /** Whether the mail server accepts a connection and our credentials; cached, so a busy status page is cheap. */
  mailStatus(): Promise<MailStatus>;
}

export interface MailerOptions {
  statusCacheMs?: number;
  verifyTimeoutMs?: number;
  /** Connection, greeting and socket timeouts of a send. */
  sendTimeoutMs?: number;
}

/** SMTP through nodemailer, from SMTP_URL (smtp://user:pass@host:port, or smtps:// for TLS from the start). */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM">, opts: MailerOptions = {}): Mailer {
  const url = env.SMTP_URL;
  if (!url) {
    return {
      configured: false,
      send: async () => {
        throw new Error("Mail is not configured (SMTP_URL is not set).");
      },
      mailStatus: async () => ({ configured: false, ok: true }),
    };
  }
  const sendTimeout = opts.sendTimeoutMs ?? 30_000;
  const verifyTimeout = opts.verifyTimeoutMs ?? 5_000;
  // nodemailer is loaded with the first mail or status check, not at start, so a restart does not wait for it.
  let transports: Promise<{ sender: Transporter; checker: Transporter }> | null = null;
  const loadTransports = () => {
    transports ??= import("nodemailer").then(({ default: nodemailer }) => {
      const transport = (timeout: number) =>
        nodemailer.createTransport({
          url,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        });
      return { sender: transport(sendTimeout), checker: transport(verifyTimeout) };
    });
    return transports;
  };
  const cacheMs = opts.statusCacheMs ?? 30_000;
  let cached: { at: number; status: Promise<MailStatus> } | null = null;

  return {
    configured: true,
    async send(mail) {
      const { sender } = await loadTransports();
      await sender.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
    },
    mailStatus() {
      const now = Date.now();
      if (!cached || now - cached.at > cacheMs) {
        cached = { at: now, status: loadTransports().then(({ checker }) => verify(checker, verifyTimeout)) };
      }
      return cached.status;
    },
  };
}

async function verify(checker: Transporter, timeoutMs: number): Promise<MailStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })), timeoutMs);
  });
  try {
    await Promise.race([checker.verify(), timeout]);
    return { configured: true, ok: true };
  } catch (err) {
    return { configured: true, ok: false, error: describeMailError(err) };
  } finally {
    clearTimeout(timer);
  }
}
