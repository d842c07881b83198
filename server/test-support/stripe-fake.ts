import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/*
 * A server on loopback that speaks the part of the Stripe API Microfile uses, so the tests drive the real SDK
 * (`STRIPE_API_BASE` points it here): POST /v1/checkout/sessions and GET /v1/checkout/sessions/:id. Webhooks are
 * built here and signed with the SDK's own signing scheme.
 */

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  created: number;
  livemode: false;
}

/** A form-encoded request body decoded the way Stripe reads it: `a[b][0][c]=x` → { a: { b: [{ c: "x" }] } }. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface StripeFake {
  /** For STRIPE_API_BASE. */
  url: string;
  /** Every POST /v1/checkout/sessions body, decoded, oldest first. */
  created: Record<string, FormValue>[];
  sessions: Map<string, FakeCheckoutSession>;
  /** While true, creating a session answers a Stripe API error. */
  failCreates: boolean;
  /** The session as Stripe reports it once the customer has paid on the hosted page. */
  pay(sessionId: string, paymentIntent?: string): FakeCheckoutSession;
  /** The session as Stripe reports it after 24 hours without payment. */
  expire(sessionId: string): FakeCheckoutSession;
  close(): Promise<void>;
}

export const TEST_STRIPE_KEY = "sk_test_microfile_fake";
export const TEST_WEBHOOK_SECRET = "whsec_microfile_fake";

/** Settings for createTestApp that turn payments on against the fake. */
export const stripeEnv = (fake: StripeFake, extra: Record<string, string> = {}): Record<string, string> => ({
  STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  STRIPE_API_BASE: fake.url,
  ...extra,
});

export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const fake: StripeFake = {
    url: "",
    created: [],
    sessions,
    failCreates: false,
    pay: (id, paymentIntent = `pi_test_${token()}`) =>
      update(sessions, id, { status: "complete", payment_status: "paid", payment_intent: paymentIntent }),
    expire: (id) => update(sessions, id, { status: "expired" }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    handle(fake, req, res).catch((err: Error) => send(res, 500, stripeError("api_error", err.message)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

async function handle(fake: StripeFake, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req);
  if (!/^Bearer sk_test_/.test(req.headers.authorization ?? "")) {
    return send(res, 401, stripeError("invalid_request_error", "Invalid API Key provided."));
  }
  const path = new URL(req.url ?? "/", fake.url).pathname;
  if (req.method === "POST" && path === "/v1/checkout/sessions") return createSession(fake, body, res);
  const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
  if (req.method === "GET" && one) {
    const session = fake.sessions.get(decodeURIComponent(one[1]!));
    if (session) return send(res, 200, session);
    return send(
      res,
      404,
      stripeError("invalid_request_error", `No such checkout.session: '${one[1]}'`, "resource_missing"),
    );
  }
  send(res, 404, stripeError("invalid_request_error", `Unrecognized request URL (${req.method}: ${path}).`));
}

function createSession(fake: StripeFake, body: string, res: ServerResponse): void {
  const params = decodeForm(body);
  fake.created.push(params);
  if (fake.failCreates) {
    send(res, 400, stripeError("invalid_request_error", "Checkout is unavailable (test)."));
    return;
  }
  const id = `cs_test_${token()}`;
  const items = Array.isArray(params.line_items) ? params.line_items : [];
  const amount = items.reduce((sum, item) => sum + lineAmount(item), 0);
  const session: FakeCheckoutSession = {
    id,
    object: "checkout.session",
    url: `${fake.url}/pay/${id}`,
    mode: str(params.mode) ?? "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: amount,
    currency: str(field(items[0], "price_data", "currency")) ?? "gbp",
    client_reference_id: str(params.client_reference_id),
    metadata: (typeof params.metadata === "object" && !Array.isArray(params.metadata) ? params.metadata : {}) as Record<
      string,
      string
    >,
    customer_email: str(params.customer_email),
    customer_details: null,
    success_url: str(params.success_url) ?? "",
    cancel_url: str(params.cancel_url) ?? "",
    payment_intent: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
  };
  fake.sessions.set(id, session);
  send(res, 200, session);
}

function lineAmount(item: FormValue | undefined): number {
  const unit = Number(str(field(item, "price_data", "unit_amount")) ?? 0);
  const quantity = Number(str(field(item, "quantity")) ?? 1);
  return unit * quantity;
}

function update(
  sessions: Map<string, FakeCheckoutSession>,
  id: string,
  patch: Partial<FakeCheckoutSession>,
): FakeCheckoutSession {
  const s = sessions.get(id);
  if (!s) throw new Error(`no fake checkout session ${id}`);
  Object.assign(s, patch);
  if (s.payment_status === "paid") s.customer_details = { email: s.customer_email };
  return s;
}

/** Decodes bracket notation (`line_items[0][price_data][currency]=gbp`) into nested objects and arrays. */
export function decodeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, i) => {
      const container = node as Record<string, FormValue>;
      if (i === parts.length - 1) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = container[part] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

function field(value: FormValue | undefined, ...path: string[]): FormValue | undefined {
  let v: FormValue | undefined = value;
  for (const p of path) v = v && typeof v === "object" && !Array.isArray(v) ? v[p] : undefined;
  return v;
}

const str = (v: FormValue | undefined): string | null => (typeof v === "string" ? v : null);
const token = () => randomBytes(12).toString("hex");

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${token()}` });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

// ---- webhooks ------------------------------------------------------------------------------------------------

/** An event as Stripe delivers it. */
export function stripeEvent(type: string, object: object, id = `evt_test_${token()}`) {
  return {
    id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

/** A charge that has been refunded (in full unless `amountRefunded` says less). */
export function refundedCharge(paymentIntent: string, amount = 9900, amountRefunded = amount) {
  return {
    id: `ch_test_${token()}`,
    object: "charge",
    amount,
    amount_refunded: amountRefunded,
    currency: "gbp",
    payment_intent: paymentIntent,
    refunded: amountRefunded >= amount,
    status: "succeeded",
  };
}

/**
 * The request Stripe would send: the JSON body and its Stripe-Signature header, made by the SDK's real scheme
 * (HMAC-SHA256 of "timestamp.payload"). `timestamp` is in seconds; `secret` defaults to the test app's.
 */
export function signedWebhook(
  event: object,
  opts: { secret?: string; timestamp?: number } = {},
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? TEST_WEBHOOK_SECRET,
    timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return { payload, headers: { "content-type": "application/json", "stripe-signature": signature } };
}
