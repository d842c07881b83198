import { createHash } from "node:crypto";
import { factValue, readIxbrl } from "../../exports/test-support/ixbrl-facts";
import { at, has, type Tree } from "./ch-gateway-messages";

/** What the loopback gateway knows: the presenter it serves, and the companies on its register. */
export interface GatewaySetup {
  presenterId: string;
  presenterAuthentication: string;
  packageReference: string;
  /** When set, every message must say GatewayTest 1 (true) or 0 (false). */
  test?: boolean;
}

export interface RegisteredCompany {
  number: string;
  name: string;
  authCode: string;
}

/** One accounts submission as the gateway received it. */
export interface ReceivedAccounts {
  submissionNumber: string;
  companyNumber: string;
  companyType: string;
  companyName: string;
  authenticationCode: string;
  contactName: string;
  email: string;
  dateSigned: string;
  test: boolean;
  filename: string;
  /** The iXBRL, decoded from base64. */
  document: string;
  hasProfitAndLoss: boolean;
}

const md5 = (s: string) => createHash("md5").update(s, "utf8").digest("hex");

/** Null when the presenter's credentials are right (MD5 of the ID and of the code, method clear). */
export function credentialsFault(setup: GatewaySetup, msg: Tree): string | null {
  const auth = ["Header", "SenderDetails", "IDAuthentication"];
  if (at(msg, ...auth, "SenderID") !== md5(setup.presenterId)) return "Authentication Failure: unknown presenter";
  if (at(msg, ...auth, "Authentication", "Method") !== "clear") return "Authentication Failure: method must be clear";
  if (at(msg, ...auth, "Authentication", "Value") !== md5(setup.presenterAuthentication)) {
    return "Authentication Failure: wrong presenter authentication";
  }
  return null;
}

/** Null when the envelope is the gateway's: version 1.0, a request, the test flag the gateway expects. */
export function envelopeFault(setup: GatewaySetup, msg: Tree): string | null {
  if (at(msg, "EnvelopeVersion") !== "1.0") return "EnvelopeVersion must be 1.0";
  if (at(msg, "Header", "MessageDetails", "Qualifier") !== "request") return "Qualifier must be request";
  const test = at(msg, "Header", "MessageDetails", "GatewayTest");
  if (setup.test !== undefined && test !== (setup.test ? "1" : "0")) return `GatewayTest ${test} sent to this service`;
  return null;
}

/**
 * Reads and checks a FormSubmission: the form header, the date signed, the empty form and the document (base64 of
 * an iXBRL whose registered number is the header's). Answers the fault that makes the gateway refuse it, or it.
 */
export function readAccounts(setup: GatewaySetup, msg: Tree, used: Set<string>): string | ReceivedAccounts {
  const form = ["Body", "FormSubmission"];
  const header = (name: string) => at(msg, ...form, "FormHeader", name);
  if (!has(msg, ...form, "FormHeader")) return "FormSubmission/FormHeader is missing";
  const number = header("SubmissionNumber");
  if (!/^[A-Za-z0-9]{6}$/.test(number)) return `SubmissionNumber ${number} is not 6 characters`;
  if (used.has(number)) return `SubmissionNumber ${number} has been used before`;
  if (header("FormIdentifier") !== "Accounts") return "FormIdentifier must be Accounts";
  if (header("PackageReference") !== setup.packageReference) return "Invalid PackageReference";
  if (!["EW", "SC", "NI"].includes(header("CompanyType"))) return "Invalid CompanyType";
  for (const name of ["CompanyNumber", "CompanyName", "ContactName"]) {
    if (!header(name)) return `${name} is missing`;
  }
  if (!/^[A-Za-z0-9]{6}$/.test(header("CompanyAuthenticationCode"))) return "CompanyAuthenticationCode is invalid";
  const dateSigned = at(msg, ...form, "DateSigned");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateSigned)) return "DateSigned is not a date";
  if (!has(msg, ...form, "Form")) return "Form is missing";
  const doc = (name: string) => at(msg, ...form, "Document", name);
  if (doc("ContentType") !== "application/xml" || doc("Category") !== "ACCOUNTS" || !doc("Filename")) {
    return "Document must be application/xml of category ACCOUNTS with a Filename";
  }
  const document = Buffer.from(doc("Data"), "base64").toString("utf8");
  const checked = documentFault(document, header("CompanyNumber"));
  if (typeof checked === "string") return checked;
  return {
    submissionNumber: number,
    companyNumber: header("CompanyNumber"),
    companyType: header("CompanyType"),
    companyName: header("CompanyName"),
    authenticationCode: header("CompanyAuthenticationCode"),
    contactName: header("ContactName"),
    email: at(msg, "Header", "SenderDetails", "EmailAddress"),
    dateSigned,
    test: at(msg, "Header", "MessageDetails", "GatewayTest") === "1",
    filename: doc("Filename"),
    document,
    hasProfitAndLoss: checked.hasProfitAndLoss,
  };
}

function documentFault(xhtml: string, companyNumber: string): string | { hasProfitAndLoss: boolean } {
  let ix: ReturnType<typeof readIxbrl>;
  try {
    ix = readIxbrl(xhtml);
  } catch (err) {
    return `ix:resources not found in input document set (${(err as Error).message.slice(0, 80)})`;
  }
  const fact = ix.facts.find((f) => f.name === "bus:UKCompaniesHouseRegisteredNumber");
  if (!fact) return "The accounts carry no registered number";
  if (factValue(ix, fact.name, fact.contextRef) !== companyNumber) {
    return "The accounts' registered number is not the form header's CompanyNumber";
  }
  return { hasProfitAndLoss: ix.facts.some((f) => f.name === "core:ProfitLoss") };
}

/** The reasons Companies House would reject the filing for once it examines it: the register's own data. */
export function registerRejections(
  received: ReceivedAccounts,
  company: RegisteredCompany | undefined,
): { code: string; description: string }[] {
  if (!company) return [{ code: "0001", description: "Company number not found on the register" }];
  const out: { code: string; description: string }[] = [];
  if (received.companyName !== company.name) {
    out.push({ code: "0002", description: "The company name does not match the name on the register" });
  }
  if (received.authenticationCode.toUpperCase() !== company.authCode.toUpperCase()) {
    out.push({ code: "0003", description: "Company authentication code invalid" });
  }
  return out;
}
