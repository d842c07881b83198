import { formatLongUk } from "../../../core/dates";
import {
  accountsNotes,
  auditExemptionStatements,
  employeesLead,
  type FilingPackData,
  registrationLine,
} from "../../../core/filing/pack";
import { balanceSheetTable } from "./balance-sheet-section";
import { type Context, durationContext, instantContext } from "./contexts";
import { InlineDocument } from "./inline-document";
import { STYLESHEET } from "./styles";
import { ENTITY, NAMESPACES, REPORT_FLAGS } from "./tags";
import { el, serialiseXml, type XmlElement, type XmlNode } from "./xml";

export interface IxbrlOptions {
  software?: { name: string; version: string };
}

interface Contexts {
  duration: Context;
  end: Context;
  director: Context;
}

function contextsOf(data: FilingPackData): Contexts {
  const { start, end } = data.period;
  return {
    duration: durationContext("cur-dur", start, end),
    end: instantContext("cur", end, "plain"),
    // The signing director is Director1 (bus:EntityOfficersDimension), named by bus:NameEntityOfficer.
    director: durationContext("cur-dur-director1", start, end, {
      dimension: "bus:EntityOfficersDimension",
      member: "bus:Director1",
    }),
  };
}

/** Report flags and software, which have no place on the page (ix:hidden). */
function hiddenFacts(doc: InlineDocument, data: FilingPackData, c: Contexts, options: IxbrlOptions): void {
  const software = options.software ?? { name: "Microfile", version: "0.1.0" };
  const flags = REPORT_FLAGS.map((f, i) =>
    doc.nonNumeric(
      f.concept,
      durationContext(`cur-dur-flag${i + 1}`, data.period.start, data.period.end, {
        dimension: f.dimension,
        member: f.member,
      }),
    ),
  );
  doc.hide(
    ...flags,
    doc.nonNumeric(ENTITY.dormant, c.duration, "false"),
    doc.nonNumeric(ENTITY.tradingStatus, c.duration),
    doc.nonNumeric(ENTITY.softwareName, c.duration, software.name),
    doc.nonNumeric(ENTITY.softwareVersion, c.duration, software.version),
    doc.nonNumeric(ENTITY.directorSigning, c.director),
  );
}

function footer(data: FilingPackData): XmlElement {
  return el("div", { class: "footer" }, `${registrationLine(data)} · ${data.company.name}`);
}

function coverPage(doc: InlineDocument, data: FilingPackData, c: Contexts, crn: string): XmlElement {
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
    el(
      "p",
      { class: "muted" },
      "Micro-entity accounts prepared under FRS 105, The Financial Reporting Standard applicable to the Micro-entities Regime",
    ),
    footer(data),
  );
}

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

/** Balance sheet page: Format 1, then the s475 and s414(3)(a) statements above the s414 approval. */
function balanceSheetPage(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  const statements = auditExemptionStatements(data).map((s) =>
    el("p", {}, doc.nonNumeric(s.concept, c.duration, s.text)),
  );
  return el(
    "div",
    { class: "page" },
    el("h2", {}, data.company.name),
    el("p", { class: "crn" }, registrationLine(data)),
    el("h2", {}, "Balance sheet as at ", doc.date(ENTITY.balanceSheetDate, c.end, data.period.end)),
    balanceSheetTable(doc, data),
    el("div", { class: "statements" }, statements, approval(doc, data, c)),
    footer(data),
  );
}

function notesPage(doc: InlineDocument, data: FilingPackData, c: Contexts): XmlElement {
  const notes = accountsNotes(data).map((note, i) => {
    const paragraphs =
      i === 0
        ? [
            el(
              "p",
              {},
              employeesLead(data),
              doc.nonFraction(ENTITY.averageEmployees, c.duration, data.company.averageEmployees, "pure"),
              ".",
            ),
          ]
        : note.paragraphs.map((text) => el("p", {}, text));
    return [el("h3", {}, `${i + 1}. ${note.title}`), paragraphs];
  });
  return el(
    "div",
    { class: "page" },
    el("h2", {}, data.company.name),
    el("p", { class: "crn" }, registrationLine(data)),
    el("h2", {}, `Notes to the financial statements for the period ended ${formatLongUk(data.period.end)}`),
    notes,
    footer(data),
  );
}

/**
 * The Companies House accounts as Inline XBRL (XHTML, iXBRL 1.1, FRC 2026 taxonomy): the balance sheet and notes
 * that are delivered (the profit and loss account is not: CA 2006 s444), every figure tagged, rendering like the
 * PDF in a browser with embedded CSS and no external resources.
 */
export function renderChAccountsIxbrl(data: FilingPackData, options: IxbrlOptions = {}): string {
  const crn = data.company.registrationNumber;
  if (!crn) throw new RangeError("iXBRL accounts need the company registration number (the context identifier)");
  const doc = new InlineDocument(crn);
  const c = contextsOf(data);
  const pages = [coverPage(doc, data, c, crn), balanceSheetPage(doc, data, c), notesPage(doc, data, c)];
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
