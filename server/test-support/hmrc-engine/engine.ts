import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GovTalkError } from "../../../core/filing/hmrc";
import { HMRC_RULES_PATH, loadRules } from "../../features/submissions/hmrc/business-rules";
import { irmarkBase32 } from "../../features/submissions/hmrc/irmark";
import { acknowledgement, deleteAnswer, EDGE_403_PAGE, errorAnswer, successAnswer } from "./answers";
import { checkBody, type EngineCredentials, type EngineRequest, readRequest, submitEnvelopeErrors } from "./checks";

/**
 * A Transaction Engine of the project's own on loopback, for tests: it speaks GovTalk 2.0 as HMRC's does (submit →
 * acknowledgement → poll → response or error → delete), checks the envelope and credentials, recomputes the IRmark,
 * validates the body against HMRC's schemas and business rules, and can be told to misbehave the ways the real one
 * does.
 */
export type Fault =
  /** The connection closes before the request is read: nothing is received. */
  | "drop"
  /** The request is taken in, then the connection closes before the answer. */
  | "drop-after-accept"
  | "html-403"
  | "http-500"
  | "http-503"
  /** A 200 answer that is not GovTalk (a maintenance page). */
  | "not-govtalk"
  /** The answer is held back this long (ms), past the client's timeout. */
  | { hangMs: number };

export interface EngineSubmission {
  correlationId: string;
  className: string;
  utr: string;
  irmarkSent: string;
  /** Polls still to be answered with an acknowledgement. */
  acksLeft: number;
  answer: string | null;
  outcome: "pending" | "accepted" | "rejected";
  deleted: boolean;
  polls: number;
  /** Test in live: checked in full, filed nowhere. */
  filed: boolean;
  /** HMRC's checks of the return, which run after the acknowledgement (a poll waits for them). */
  checked: Promise<void>;
}

export interface EngineOptions {
  credentials?: EngineCredentials;
  /** PollInterval in the acknowledgements (whole seconds; 0 in most tests). */
  pollIntervalSeconds?: number;
  /** How many polls are answered with another acknowledgement before the answer (a slow backlog). */
  acknowledgementsBeforeAnswer?: number;
  /** Business errors to report under 3001 even when everything checks out. */
  businessErrors?: GovTalkError[];
  /** Business errors to report for the return of this UTR only (a browser test's company). */
  businessErrorsFor?: (utr: string) => GovTalkError[];
  /** The poll address to name in acknowledgements (defaults to this engine's /poll). */
  responseEndPoint?: string;
  /** The port to listen on (loopback); any free one by default. */
  port?: number;
}

export interface LoopbackEngine {
  url: string;
  pollUrl: string;
  submissions: EngineSubmission[];
  /** Every request, in order: what kind it was and what it was answered with. */
  log: { kind: "submit" | "poll" | "delete" | "other"; answered: string }[];
  /** Faults to inject, consumed one per request of that kind. */
  faults: Record<"submit" | "poll" | "delete", Fault[]>;
  options: EngineOptions;
  close(): Promise<void>;
}

const DEFAULT_CREDENTIALS: EngineCredentials = {
  userId: "CT600USER01",
  password: "s3cret-Gateway&<pw>",
  vendorId: "9999",
};

const correlationId = () => randomBytes(16).toString("hex").toUpperCase();

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { "content-type": type });
  res.end(body);
}

const sendXml = (res: ServerResponse, body: string) => send(res, 200, "text/xml; charset=utf-8", body);

/** A fault that answers instead of the engine; true when the request is finished with. */
async function applyFault(fault: Fault | undefined, res: ServerResponse): Promise<boolean> {
  if (fault === undefined || fault === "drop-after-accept") return false;
  if (fault === "drop") {
    res.socket?.destroy();
    return true;
  }
  if (fault === "html-403") send(res, 403, "text/html", EDGE_403_PAGE);
  else if (fault === "http-500") send(res, 500, "text/plain", "Internal Server Error");
  else if (fault === "http-503") send(res, 503, "text/html", "<html><body>Service Unavailable</body></html>");
  else if (fault === "not-govtalk") send(res, 200, "text/html", "<html><body>Down for maintenance</body></html>");
  else {
    await new Promise((r) => setTimeout(r, fault.hangMs));
    return false;
  }
  return true;
}

export async function startLoopbackEngine(options: EngineOptions = {}): Promise<LoopbackEngine> {
  const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
  const engine: LoopbackEngine = {
    url: "",
    pollUrl: "",
    submissions: [],
    log: [],
    faults: { submit: [], poll: [], delete: [] },
    options,
    close: async () => {},
  };
  const endpoint = () => ({
    url: engine.options.responseEndPoint ?? engine.pollUrl,
    pollInterval: engine.options.pollIntervalSeconds ?? 0,
  });

  async function decide(s: EngineSubmission, xml: string, r: EngineRequest): Promise<void> {
    const h = { className: s.className, fn: "submit" as const, correlationId: s.correlationId, endpoint: endpoint() };
    const verdict = await checkBody(xml, r);
    const forced = [...(engine.options.businessErrors ?? []), ...(engine.options.businessErrorsFor?.(s.utr) ?? [])];
    if (!verdict.irmarkCorrect) {
      const e = {
        raisedBy: "ChRIS",
        number: 2021,
        type: "business",
        text: "The IRmark in the submission is incorrect",
        location: "IRmark",
      };
      s.answer = errorAnswer(h, [e]);
    } else if (verdict.details.length + forced.length > 0) {
      const e = {
        raisedBy: "ChRIS",
        number: 3001,
        type: "business",
        text: "Your submission failed due to business validation errors.",
        location: "",
      };
      s.answer = errorAnswer(h, [e], [...verdict.details, ...forced]);
    } else {
      s.answer = successAnswer(h, s.utr, irmarkBase32(s.irmarkSent), new Date());
    }
    s.outcome = s.answer.includes("<Qualifier>response</Qualifier>") ? "accepted" : "rejected";
    s.filed = s.outcome === "accepted" && s.className === "HMRC-CT-CT600";
  }

  async function submit(xml: string, r: EngineRequest, res: ServerResponse, fault: Fault | undefined) {
    const refused = submitEnvelopeErrors(r, credentials);
    const h = { className: r.className || "UndefinedClass", fn: "submit" as const, correlationId: "" };
    if (refused.length > 0) return { answered: "error", body: errorAnswer(h, refused) };
    const irmarkSent = /<IRmark Type="generic">([^<]*)<\/IRmark>/.exec(xml)?.[1] ?? "";
    const s: EngineSubmission = {
      correlationId: correlationId(),
      className: r.className,
      utr: r.utrKey,
      irmarkSent,
      acksLeft: engine.options.acknowledgementsBeforeAnswer ?? 0,
      answer: null,
      outcome: "pending",
      deleted: false,
      polls: 0,
      filed: false,
      checked: Promise.resolve(),
    };
    // As HMRC does, the return is acknowledged first and checked after (the business rules take seconds).
    s.checked = decide(s, xml, r).catch((e: unknown) => {
      const text = `The loopback engine could not check the return: ${e instanceof Error ? e.message : String(e)}`;
      const at = { ...h, correlationId: s.correlationId, endpoint: endpoint() };
      s.answer = errorAnswer(at, [{ raisedBy: "ChRIS", number: 3000, type: "fatal", text, location: "" }]);
      s.outcome = "rejected";
    });
    engine.submissions.push(s);
    if (fault === "drop-after-accept") {
      res.socket?.destroy();
      return null;
    }
    return {
      answered: "acknowledgement",
      body: acknowledgement({ ...h, correlationId: s.correlationId, endpoint: endpoint() }),
    };
  }

  async function poll(r: EngineRequest) {
    const s = engine.submissions.find((x) => x.correlationId === r.correlationId && !x.deleted);
    await s?.checked;
    const h = { className: r.className, fn: "submit" as const, correlationId: r.correlationId, endpoint: endpoint() };
    if (!s) {
      const e = { raisedBy: "Gateway", number: 2000, type: "fatal", text: "Unknown CorrelationID", location: "" };
      return { answered: "error", body: errorAnswer(h, [e]) };
    }
    s.polls++;
    if (s.acksLeft > 0) {
      s.acksLeft = Math.max(0, s.acksLeft - 1);
      return { answered: "acknowledgement", body: acknowledgement(h) };
    }
    // Set by the checks awaited above.
    return { answered: s.outcome, body: s.answer! };
  }

  function remove(r: EngineRequest) {
    const s = engine.submissions.find((x) => x.correlationId === r.correlationId);
    if (s) s.deleted = true;
    return { answered: "deleted", body: deleteAnswer({ className: r.className, correlationId: r.correlationId }) };
  }

  const server = createServer(async (req, res) => {
    const xml = await readBody(req);
    const r = readRequest(xml);
    const kind = !r ? "other" : r.fn === "delete" ? "delete" : r.qualifier === "poll" ? "poll" : "submit";
    if (kind === "other" || !r) {
      engine.log.push({ kind: "other", answered: "400" });
      return send(res, 400, "text/plain", "Not a GovTalk message");
    }
    const fault = engine.faults[kind].shift();
    const entry: LoopbackEngine["log"][number] = {
      kind,
      answered: typeof fault === "string" ? fault : fault ? "hang" : "pending",
    };
    engine.log.push(entry);
    if (await applyFault(fault, res)) return;
    const result = kind === "submit" ? await submit(xml, r, res, fault) : kind === "poll" ? await poll(r) : remove(r);
    if (!fault) entry.answered = result?.answered ?? "none";
    if (result && !res.destroyed) sendXml(res, result.body);
  });
  // HMRC's rules take seconds to compile (once per process): done before the first return waits on them.
  await loadRules(HMRC_RULES_PATH);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  engine.url = `http://127.0.0.1:${port}/submission`;
  engine.pollUrl = `http://127.0.0.1:${port}/poll`;
  engine.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return engine;
}
