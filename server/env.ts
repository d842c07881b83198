import { z } from "zod";

/**
 * The only reader of process.env. Every setting, with its default, is documented in the README's table; keep them
 * in step. Tests build their own Env with `loadEnv({...})` instead of touching process.env.
 */
const bool = (def: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : /^(1|true|yes|on)$/i.test(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  TRUST_PROXY: bool(false),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  /** Where the request limits are counted when set (redis://…); otherwise in PostgreSQL, or in memory on PGlite. */
  REDIS_URL: optionalString,
  BASE_URL: optionalString,
  SESSION_SECRET: optionalString,
  OIDC_ISSUER_URL: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DB_MAX_QUEUE: z.coerce.number().int().min(1).default(32),
  LIST_CACHE_MB: z.coerce.number().min(0).default(64),
  BETA_MODE: bool(true),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Microfile Support <support@microfile.local>"),
  SUPPORT_EMAIL: optionalString,
  /** How often the mail worker looks for queued mail; fractions allowed (tests poll fast). */
  MAIL_POLL_SECONDS: z.coerce.number().min(0.01).default(5),
  MONITOR_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  /** How often expired sessions are deleted (one server of those sharing the database does it); 0 turns it off. */
  SESSION_PURGE_SECONDS: z.coerce.number().min(0).default(3600),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  /** Companies House's XML gateway: where accounts are filed. Tests point it at a gateway of their own on loopback. */
  CH_XML_GATEWAY_URL: z.string().url().default("https://xmlgw.companieshouse.gov.uk/v1-0/xmlgw/Gateway"),
  /** The presenter account Companies House gave the operator; without all three, filing with CH is off. */
  CH_PRESENTER_ID: optionalString,
  CH_PRESENTER_AUTHENTICATION: optionalString,
  CH_PACKAGE_REFERENCE: optionalString,
  /** GatewayTest 1: Companies House's test service, which files nothing; every such submission is marked a test. */
  CH_TEST_MODE: bool(false),
  /** How often a submission's status is asked for while Companies House has not answered (fractions for tests). */
  CH_POLL_SECONDS: z.coerce.number().min(0.01).default(60),
  /** After SIGTERM, how long /api/health answers 503 while requests are still served, so a load balancer moves on. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(0),
  /** From SIGTERM, the most a shutdown may take before the server exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).default(25),
  /** HMRC's Transaction Engine (CT600 submissions); poll addresses on other hosts are refused. */
  HMRC_TRANSACTION_ENGINE_URL: z.string().url().default("https://transaction-engine.tax.service.gov.uk/submission"),
  /** The 4-digit vendor ID HMRC issues to recognised software; without it nothing is sent to HMRC. */
  HMRC_VENDOR_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{4}$/, "HMRC_VENDOR_ID is HMRC's 4-digit vendor ID")
      .optional(),
  ),
  /** HMRC's "test in live": every check, nothing filed (class HMRC-CT-CT600-TIL). */
  HMRC_TEST_IN_LIVE: bool(false),
  /** The shortest wait between polls, whatever PollInterval HMRC gives (seconds; tests lower it). */
  HMRC_POLL_FLOOR_SECONDS: z.coerce.number().min(0.001).default(2),
});

/**
 * Settings that exist only so tests can point the server at fakes on loopback (`STRIPE_API_BASE`: a fake Stripe).
 * A production server refuses to start with any of them: set by mistake, payments would go to the wrong place.
 */
export const TEST_ONLY_SETTINGS = ["STRIPE_API_BASE"] as const;

export type Env = z.infer<typeof schema> & { baseUrl: string; secureCookies: boolean; oidcEnabled: boolean };

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const testOnly = TEST_ONLY_SETTINGS.filter((name) => e[name] !== undefined);
  if (e.NODE_ENV === "production" && testOnly.length > 0) {
    const lines = testOnly.map((name) => `  ${name} is a setting for tests only: unset it, or run with NODE_ENV=test`);
    throw new Error(`Invalid configuration (NODE_ENV=production):\n${lines.join("\n")}`);
  }
  if (e.SHUTDOWN_DRAIN_SECONDS >= e.SHUTDOWN_TIMEOUT_SECONDS) {
    throw new Error(
      "Invalid configuration:\n  SHUTDOWN_DRAIN_SECONDS must be less than SHUTDOWN_TIMEOUT_SECONDS, which bounds the whole shutdown",
    );
  }
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    ...e,
    baseUrl,
    secureCookies: baseUrl.startsWith("https://"),
    oidcEnabled: Boolean(e.OIDC_ISSUER_URL && e.OIDC_CLIENT_ID),
  };
}
