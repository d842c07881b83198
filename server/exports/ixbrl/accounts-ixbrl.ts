import { formatLongUk } from "../../../core/dates";
import {
  type AccountsCopy,
  accountsNotes,
  accountsStatements,
  accountsTypeSentence,
  employeesLead,
  type FilingPackData,
  registrationLine,
} from "../../../core/filing/pack";
import { balanceSheetTable } from "./balance-sheet-section";
import { type Context, durationContext, instantContext } from "./contexts";
import { InlineDocument } from "./inline-document";
import { profitAndLossColumns, profitAndLossTable, profitAndLossTitle } from "./profit-and-loss-section";
import { STYLESHEET } from "./styles";
import {
  ACCOUNTS_TYPE,
  ENTITY,
  NAMESPACES,
  REPORT_FLAGS,
  TRADING_STATUS_DIMENSION,
  TRADING_STATUS_MEMBERS,
} from "./tags";
import { el, serialiseXml, type XmlElement, type XmlNode } from "./xml";

export interface IxbrlOptions {
  /** The producing software (bus:NameProductionSoftware / bus:VersionProductionSoftware): the app's package.json. */
  software?: { name: string; version: string };
}

export interface AccountsIxbrlOptions extends IxbrlOptions, AccountsCopy {}

/**
 * Each concept's context has the period type the FRC taxonomy gives it: balance sheet items, the balance sheet
 * date, the report's start and end dates and the approval date are instants; the profit and loss, employees, the
 * statements, the entity's names and flags are durations.
 */
interface Contexts {
  duration: Context;
  end: Context;
  /** The prior year's duration, when there is a prior year. */
  priorDuration: Context | null;
  director: Context;
}

function contextsOf(data: FilingPackData): Contexts {
  const { start, end } = data.period;
  return {
    duration: durationContext("cur-dur", start, end),
    end: instantContext("cur", end, "plain"),
    priorDuration: data.prior ? durationContext("pri-dur", data.prior.start, data.prior.date) : null,
    // The signing director is Director1 (bus:EntityOfficersDimension), named by bus:NameEntityOfficer.
    director: durationContext("cur-dur-director1", start, end, {
      dimension: "bus:EntityOfficersDimension",
      member: "bus:Director1",
    }),
  };
}

/** A fact whose meaning is its context's member (report flags, accounts type, trading status): empty. */
function memberFact(doc: InlineDocument, data: FilingPackData, concept: string, id: string, d: string, m: string) {
  return doc.nonNumeric(concept, durationContext(id, data.period.start, data.period.end, { dimension: d, member: m }));
}

function tradingStatusFact(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  const member = TRADING_STATUS_MEMBERS[data.status.tradingStatus];
  if (!member) return doc.nonNumeric(ENTITY.tradingStatus, c.duration);
  return memberFact(doc, data, ENTITY.tradingStatus, "cur-dur-trading-status", TRADING_STATUS_DIMENSION, member);
}

/** Report flags, status and software, which have no place on the page (ix:hidden). */
function hiddenFacts(doc: InlineDocument, data: FilingPackData, c: Contexts, options: AccountsIxbrlOptions): void {
  const software = options.software ?? { name: "Microfile", version: "unknown" };
  const flags = REPORT_FLAGS.map((f, i) =>
    memberFact(doc, data, f.concept, `cur-dur-flag${i + 1}`, f.dimension, f.member),
  );
  const type = options.profitAndLossIncluded ? ACCOUNTS_TYPE.full : ACCOUNTS_TYPE.filleted;
  doc.hide(
    ...flags,
    memberFact(doc, data, ACCOUNTS_TYPE.concept, "cur-dur-accounts-type", ACCOUNTS_TYPE.dimension, type),
    doc.nonNumeric(ENTITY.dormant, c.duration, data.status.dormant ? "true" : "false"),
    tradingStatusFact(doc, data, c),
    doc.nonNumeric(ENTITY.softwareName, c.duration, software.name),
    doc.nonNumeric(ENTITY.softwareVersion, c.duration, software.version),
  );
  if (data.approval) doc.hide(doc.nonNumeric(ENTITY.directorSigning, c.director));
}

function footer(data: FilingPackData): XmlElement {
  return el("div", { class: "footer" }, `${registrationLine(data)} · ${data.company.name}`);
}

function pageHead(data: FilingPackData): XmlNode {
  return [el("h2", {}, data.company.name), el("p", { class: "crn" }, registrationLine(data))];
}

function principalActivity(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlNode {
  const activity = data.company.principalActivity?.trim();
  if (!activity) return null;
  return el("p", {}, "Principal activity: ", doc.nonNumeric(ENTITY.principalActivity, c.duration, activity));
}

function coverPage(
  doc: InlineDocument,
  data: FilingPackData,
  c: Contexts,
  crn: string,
  options: AccountsIxbrlOptions,
): XmlElement {
  return el(
    "div",
    { class: "page cover" },
    el(
      "p",
      { class: "crn" },
      "Company registration number ",
      doc.nonNumeric(ENTITY.registrationNumber, c.duration, crn),
    ),
    el("h1", {}, doc.nonNumeric(ENTITY.name, c.duration, data.company.name)),
    el(
      "p",
      {},
      "Unaudited financial statements for the period ended ",
      doc.date(ENTITY.periodEnd, c.end, data.period.end),
    ),
    el(
      "p",
      { class: "muted" },
      "Period from ",
      doc.date(ENTITY.periodStart, c.end, data.period.start),
      " to ",
      formatLongUk(data.period.end),
    ),
    principalActivity(doc, data, c),
    data.status.dormant ? el("p", {}, `The company was dormant throughout the ${periodWord(data)}.`) : null,
    el(
      "p",
      { class: "muted" },
      "Micro-entity accounts prepared under FRS 105, The Financial Reporting Standard applicable to the Micro-entities Regime",
    ),
    el("p", { class: "muted" }, accountsTypeSentence(options)),
    footer(data),
  );
}

const periodWord = (data: FilingPackData) => (data.period.isTwelveMonths ? "year" : "period");

function approval(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlNode {
  const a = data.approval;
  if (!a) return null;
  const name = doc.nonNumeric(ENTITY.officerName, c.director, a.directorName);
  return [
    el(
      "p",
      {},
      "Approved by the board of directors on ",
      doc.date(ENTITY.approvalDate, c.end, a.date),
      " and signed on its behalf by ",
      name,
      ", Director.",
    ),
    el("p", { class: "signature" }, el("strong", {}, a.directorName), el("br"), "Director"),
  ];
}

function profitAndLossPage(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  return el(
    "div",
    { class: "page" },
    pageHead(data),
    el("h2", {}, profitAndLossTitle(data)),
    profitAndLossTable(doc, profitAndLossColumns(data, c.duration, c.priorDuration)),
    footer(data),
  );
}

/** Balance sheet page: Format 1, then the statements above the s414 approval. */
function balanceSheetPage(doc: InlineDocument, data: FilingPackData, c: Contexts, copy: AccountsCopy): XmlElement {
  const statements = accountsStatements(data, copy).map((s) =>
    el("p", {}, doc.nonNumeric(s.concept, c.duration, s.text)),
  );
  return el(
    "div",
    { class: "page" },
    pageHead(data),
    el("h2", {}, "Balance sheet as at ", doc.date(ENTITY.balanceSheetDate, c.end, data.period.end)),
    balanceSheetTable(doc, data),
    el("div", { class: "statements" }, statements, approval(doc, data, c)),
    footer(data),
  );
}

/** CA 2006 s411: this year's average employees, and the prior year's beside it when known. */
function employeesParagraph(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  const current = doc.nonFraction(ENTITY.averageEmployees, c.duration, data.company.averageEmployees, "pure");
  const prior = data.prior?.averageEmployees;
  const priorPart: XmlNode =
    prior == null || !c.priorDuration
      ? null
      : [
          ` (${data.prior!.date.slice(0, 4)}: `,
          doc.nonFraction(ENTITY.averageEmployees, c.priorDuration, prior, "pure"),
          ")",
        ];
  return el("p", {}, employeesLead(data), current, priorPart, ".");
}

function notesPage(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  const notes = accountsNotes(data).map((note, i) => {
    const paragraphs = i === 0 ? [employeesParagraph(doc, data, c)] : note.paragraphs.map((text) => el("p", {}, text));
    return [el("h3", {}, `${i + 1}. ${note.title}`), paragraphs];
  });
  return el(
    "div",
    { class: "page" },
    pageHead(data),
    el("h2", {}, `Notes to the financial statements for the period ended ${formatLongUk(data.period.end)}`),
    notes,
    footer(data),
  );
}

/**
 * Micro-entity accounts as Inline XBRL (XHTML, iXBRL 1.1, FRC 2026 taxonomy): the cover, the profit and loss account
 * when this copy includes it, the balance sheet with its statements, and the notes, every figure tagged with this
 * year's and the prior year's contexts, rendering like the PDF with embedded CSS and no external resources.
 */
export function renderAccountsIxbrl(data: FilingPackData, options: AccountsIxbrlOptions): string {
  const crn = data.company.registrationNumber;
  if (!crn) throw new RangeError("iXBRL accounts need the company registration number (the context identifier)");
  const doc = new InlineDocument(crn);
  const c = contextsOf(data);
  const pages = [
    coverPage(doc, data, c, crn, options),
    options.profitAndLossIncluded ? profitAndLossPage(doc, data, c) : null,
    balanceSheetPage(doc, data, c, options),
    notesPage(doc, data, c),
  ];
  hiddenFacts(doc, data, c, options);
  const title = `${data.company.name} — Unaudited financial statements for the period ended ${formatLongUk(data.period.end)}`;
  const html = el(
    "html",
    { ...NAMESPACES, "xml:lang": "en" },
    el(
      "head",
      {},
      el("meta", { "http-equiv": "Content-Type", content: "text/html; charset=UTF-8" }),
      el("title", {}, title),
      el("style", { type: "text/css" }, STYLESHEET),
    ),
    el("body", {}, el("div", { style: "display:none" }, doc.header()), pages),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialiseXml(html)}\n`;
}
