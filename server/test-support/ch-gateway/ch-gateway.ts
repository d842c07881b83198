import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  credentialsFault,
  envelopeFault,
  type GatewaySetup,
  type ReceivedAccounts,
  type RegisteredCompany,
  readAccounts,
  registerRejections,
} from "./ch-gateway-checks";
import {
  acknowledgement,
  at,
  gatewayError,
  readMessage,
  type StatusLine,
  statusAckAnswer,
  submissionStatus,
  type Tree,
} from "./ch-gateway-messages";

/** Answers that are not the gateway's own: an HTTP error, a broken or non-XML answer, a cut connection, a wait. */
export type Fault = "http-500" | "http-503" | "malformed" | "not-xml" | "drop" | "slow";
export type SubmitAnswer = "acknowledge" | "error-502" | Fault;
/** REJECT: with the register's reasons, or `{ reject }` with these. ACCEPT becomes REJECT when the register finds fault. */
export type PollAnswer =
  | "PENDING"
  | "PARKED"
  | "ACCEPT"
  | "REJECT"
  | "INTERNAL_FAILURE"
  | { reject: { code: string; description: string }[] }
  | "error-502"
  | Fault;

/** How the gateway answers a company's next submissions: the filing, then each poll (the last one repeats). */
export interface Plan {
  submit?: SubmitAnswer;
  polls?: PollAnswer[];
}

export interface ChGatewayFake {
  /** The gateway's address, to give the app as CH_XML_GATEWAY_URL. */
  url: string;
  setup: GatewaySetup;
  register(company: RegisteredCompany): void;
  plan(companyNumber: string, plan: Plan): void;
  /** Changes how the polls of a submission already received are answered from now on. */
  answer(submissionNumber: string, polls: PollAnswer[]): void;
  /** Every accounts submission accepted for processing, in order. */
  received: ReceivedAccounts[];
  /** Every message the gateway refused, with why: a test expects none where the client is right. */
  refused: { cls: string; reason: string }[];
  /** Status polls per submission number, and StatusAcks. */
  polls: Map<string, number>;
  acks: number;
  close(): Promise<void>;
}

const DEFAULT_POLLS: PollAnswer[] = ["PENDING", "ACCEPT"];

interface Held {
  received: ReceivedAccounts;
  queue: PollAnswer[];
  rejections: { code: string; description: string }[];
}

/**
 * A Companies House XML gateway of the project's own, on loopback, for the tests: it checks the presenter's MD5
 * credentials, the envelope, the form header and the document (base64 of the company's iXBRL), and answers as
 * each company's plan says: acknowledgement, PENDING, PARKED, ACCEPT, REJECT with codes, INTERNAL_FAILURE, error
 * 502, malformed or non-XML answers, HTTP errors, cut connections and slow answers. `/control/*` lets a test in
 * another process register companies and plans (the browser tests).
 */
export async function startChGateway(
  setup: GatewaySetup,
  opts: { port?: number; slowMs?: number } = {},
): Promise<ChGatewayFake> {
  const companies = new Map<string, RegisteredCompany>();
  const plans = new Map<string, Plan>();
  const held = new Map<string, Held>();
  const used = new Set<string>();
  const fake: Omit<ChGatewayFake, "url" | "close"> = {
    setup,
    register: (c) => companies.set(c.number, c),
    plan: (number, p) => plans.set(number, p),
    answer: (number, polls) => {
      const h = held.get(number);
      if (!h) throw new Error(`the gateway has no submission ${number}`);
      h.queue = [...polls];
    },
    received: [],
    refused: [],
    polls: new Map(),
    acks: 0,
  };

  const refuse = (res: ServerResponse, cls: string, number: string, reason: string) => {
    fake.refused.push({ cls, reason });
    send(res, 200, gatewayError(cls, number, reason));
  };

  const fault = async (res: ServerResponse, f: Fault, answer: string): Promise<boolean> => {
    if (f === "slow") {
      await new Promise((r) => setTimeout(r, opts.slowMs ?? 5_000));
      send(res, 200, answer);
    } else if (f === "drop") res.socket?.destroy();
    else if (f === "http-500" || f === "http-503") send(res, Number(f.slice(5)), "Service Unavailable", "text/plain");
    else if (f === "not-xml") send(res, 200, "<html><body><h1>403 Forbidden</h1></body></html>", "text/html");
    else send(res, 200, answer.slice(0, Math.floor(answer.length / 2)));
    return true;
  };

  const onAccounts = async (msg: Tree, res: ServerResponse) => {
    const read = readAccounts(setup, msg, used);
    if (typeof read === "string") return refuse(res, "Accounts", "9999", read);
    used.add(read.submissionNumber);
    fake.received.push(read);
    const plan = plans.get(read.companyNumber) ?? {};
    held.set(read.submissionNumber, {
      received: read,
      queue: [...(plan.polls ?? DEFAULT_POLLS)],
      rejections: registerRejections(read, companies.get(read.companyNumber)),
    });
    const answer = plan.submit ?? "acknowledge";
    if (answer === "acknowledge") return send(res, 200, acknowledgement("Accounts"));
    if (answer === "error-502") return refuse(res, "Accounts", "502", "Authentication Failure");
    await fault(res, answer, acknowledgement("Accounts"));
  };

  const onStatus = async (msg: Tree, res: ServerResponse) => {
    const number = at(msg, "Body", "GetSubmissionStatus", "SubmissionNumber");
    fake.polls.set(number, (fake.polls.get(number) ?? 0) + 1);
    const h = held.get(number);
    if (!h) return send(res, 200, submissionStatus([]));
    const next = (h.queue.length > 1 ? h.queue.shift() : h.queue[0]) ?? "PENDING";
    const line = statusLine(h, next);
    if (typeof line === "string") {
      if (line === "error-502") return refuse(res, "GetSubmissionStatus", "502", "Authentication Failure");
      await fault(res, line, submissionStatus([]));
      return;
    }
    send(res, 200, submissionStatus([line]));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (req.url?.startsWith("/control/")) return control(req.url, body, res);
    const msg = readMessage(body);
    if (!msg) return refuse(res, "", "9999", "The message is not a GovTalk message");
    const cls = at(msg, "Header", "MessageDetails", "Class");
    const problem = envelopeFault(setup, msg);
    if (problem) return refuse(res, cls, "9999", problem);
    const credentials = credentialsFault(setup, msg);
    if (credentials) return refuse(res, cls, "502", credentials);
    if (cls === "Accounts") return onAccounts(msg, res);
    if (cls === "GetSubmissionStatus") return onStatus(msg, res);
    if (cls === "StatusAck") {
      fake.acks++;
      return send(res, 200, statusAckAnswer());
    }
    refuse(res, cls, "9999", `Unknown Class ${cls}`);
  };

  const control = (url: string, body: string, res: ServerResponse) => {
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (url === "/control/companies") fake.register(input as unknown as RegisteredCompany);
    else if (url === "/control/plan") fake.plan(String(input.companyNumber), input.plan as Plan);
    else if (url === "/control/received") {
      const summary = fake.received.map(({ document: _d, authenticationCode: _a, ...r }) => r);
      return send(res, 200, JSON.stringify({ received: summary, refused: fake.refused }), "application/json");
    }
    send(res, 200, JSON.stringify({ ok: true }), "application/json");
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => send(res, 500, err.message, "text/plain"));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get acks() {
      return fake.acks;
    },
    url: `http://127.0.0.1:${port}/v1-0/xmlgw/Gateway`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function statusLine(h: Held, answer: PollAnswer): StatusLine | "error-502" | Fault {
  const base = { submissionNumber: h.received.submissionNumber, companyNumber: h.received.companyNumber };
  if (typeof answer === "object") return { ...base, statusCode: "REJECT", rejections: answer.reject };
  if (answer === "REJECT" || (answer === "ACCEPT" && h.rejections.length > 0)) {
    const reasons = h.rejections.length ? h.rejections : [{ code: "0099", description: "Rejected by the examiner" }];
    return { ...base, statusCode: "REJECT", rejections: reasons };
  }
  if (["PENDING", "PARKED", "ACCEPT", "INTERNAL_FAILURE"].includes(answer)) {
    return { ...base, statusCode: answer, rejections: [] };
  }
  return answer as "error-502" | Fault;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: string, type = "text/xml; charset=utf-8"): void {
  if (res.writableEnded || res.destroyed) return;
  res.writeHead(status, { "Content-Type": type });
  res.end(body);
}
