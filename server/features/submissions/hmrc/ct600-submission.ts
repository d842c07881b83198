import {
  type CrossCheckProblem,
  type Ct600ReturnInput,
  crossCheckReturn,
  type GatewayCredentials,
  type GovTalkSettings,
  govTalkSubmit,
  irEnvelope,
  prepareCt600Return,
  submissionSizeProblem,
} from "../../../../core/filing/hmrc";
import { computeIrmark, withIrmark } from "./irmark";

/** A SHA-1 digest in base64. */
const IRMARK_LENGTH = 28;

import { readDocumentFacts } from "./ixbrl-facts";

/** A reason the return cannot be sent, in words a director understands, with what it is about. */
export interface SubmissionProblem {
  field: string;
  message: string;
}

export interface Ct600Submission {
  /** The message to POST: it holds the Gateway password, so it lives in memory for the submit only. */
  message: string;
  /** The same message with the password left out, for the record and the receipt (the IRmark covers the Body only). */
  recordMessage: string;
  /** The IRmark as sent (base64). */
  irmark: string;
  bytes: number;
}

const crossCheckField = (p: CrossCheckProblem) =>
  `${p.document === "accounts" ? "Accounts" : "Computations"}: ${p.field}`;

function crossCheck(input: Ct600ReturnInput): SubmissionProblem[] {
  const accounts = readDocumentFacts(input.accountsIxbrl);
  const computations = readDocumentFacts(input.computationsIxbrl);
  const unreadable: SubmissionProblem[] = [];
  if (!accounts) unreadable.push({ field: "Accounts", message: "The accounts iXBRL is not well-formed XHTML" });
  if (!computations) {
    unreadable.push({ field: "Computations", message: "The tax computations iXBRL is not well-formed XHTML" });
  }
  if (!accounts || !computations) return unreadable;
  return crossCheckReturn(input, accounts, computations).map((p) => ({
    field: crossCheckField(p),
    message: p.message,
  }));
}

/**
 * The CT600 as HMRC's GovTalk submit message, or the reasons it cannot be sent: what the schema would refuse (names,
 * UTR, company number, period), what HMRC cross-checks (company number, UTR and period end agree between the return,
 * the accounts and the computations), and the 25 MB limit (error 1614). The IRmark is computed here and written in.
 */
export function buildCt600Submission(
  input: Ct600ReturnInput,
  settings: GovTalkSettings,
  credentials: GatewayCredentials,
): { ok: true; submission: Ct600Submission } | { ok: false; problems: SubmissionProblem[] } {
  const prepared = prepareCt600Return(input);
  const problems: SubmissionProblem[] = [...prepared.problems];
  if (problems.length === 0) problems.push(...crossCheck(prepared.value));
  if (problems.length > 0) return { ok: false, problems };
  const body = irEnvelope(prepared.value, "");
  const record = govTalkSubmit(settings, { userId: credentials.userId, password: "" }, prepared.value.utr, body);
  const unsigned = govTalkSubmit(settings, credentials, prepared.value.utr, body);
  // Checked before the IRmark, the costliest step for a large message; the IRmark adds its 28 characters.
  const tooLarge = submissionSizeProblem(`${unsigned}${"=".repeat(IRMARK_LENGTH)}`);
  if (tooLarge) return { ok: false, problems: [{ field: "Attachments", message: tooLarge.message }] };
  const irmark = computeIrmark(record);
  const message = withIrmark(unsigned, irmark);
  const bytes = Buffer.byteLength(message, "utf8");
  return { ok: true, submission: { message, recordMessage: withIrmark(record, irmark), irmark, bytes } };
}
