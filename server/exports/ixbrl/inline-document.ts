import { formatLongUk, type IsoDate } from "../../../core/dates";
import { type Pence, toDecimalString } from "../../../core/money";
import { type Context, contextElement, UNITS } from "./contexts";
import { DATE_FORMAT, NUMBER_FORMAT, SCHEMA_REF } from "./tags";
import { el, type XmlElement } from "./xml";

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * Collects the facts of one iXBRL document: every fact registers the context and unit it uses, so ix:resources
 * declares exactly those; a concept tagged twice in one context must carry the same value (HMRC error 3314).
 */
export class InlineDocument {
  private readonly contexts = new Map<string, Context>();
  private readonly units = new Set<keyof typeof UNITS>();
  private readonly values = new Map<string, string>();
  private readonly hidden: XmlElement[] = [];

  /**
   * `registrationNumber` identifies the company in every context (Companies House scheme: HMRC wants the same
   * identifier in the accounts and the computations); `schemaRef` is the taxonomy entry point.
   */
  constructor(
    private readonly registrationNumber: string,
    private readonly schemaRef: string = SCHEMA_REF,
  ) {}

  /** A whole-pound (or count) fact: shown unsigned with separators, sign="-" when negative. */
  nonFraction(concept: string, context: Context, value: number, unit: keyof typeof UNITS = "GBP"): XmlElement {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${concept}: ${value} is not a whole number`);
    this.register(concept, context, String(value));
    this.units.add(unit);
    return el(
      "ix:nonFraction",
      {
        name: concept,
        contextRef: context.id,
        unitRef: unit,
        decimals: "0",
        scale: "0",
        format: NUMBER_FORMAT,
        sign: value < 0 ? "-" : undefined,
      },
      group(String(Math.abs(value))),
    );
  }

  /** Pounds and pence from integer pence: decimals="2", shown "1,234.56", sign="-" when negative. */
  money(concept: string, context: Context, pence: Pence): XmlElement {
    const decimal = toDecimalString(pence);
    const [pounds, fraction] = decimal.replace("-", "").split(".") as [string, string];
    const shown = `${group(pounds)}.${fraction}`;
    this.register(concept, context, decimal);
    this.units.add("GBP");
    const attrs = { name: concept, contextRef: context.id, unitRef: "GBP", decimals: "2", format: NUMBER_FORMAT };
    return el("ix:nonFraction", { ...attrs, sign: pence < 0 ? "-" : undefined }, shown);
  }

  /**
   * A rate given in percent (19, 33.75), tagged as the pure fraction (0.19) it means: shown as the percentage with
   * scale="-2", decimals the fraction's places.
   */
  rate(concept: string, context: Context, percent: number): XmlElement {
    const places = (String(percent).split(".")[1] ?? "").length;
    this.register(concept, context, String(percent));
    this.units.add("pure");
    const attrs = { name: concept, contextRef: context.id, unitRef: "pure", decimals: String(places + 2) };
    return el("ix:nonFraction", { ...attrs, scale: "-2", format: NUMBER_FORMAT }, String(percent));
  }

  /** Text, or (empty) a fact whose meaning is its context's dimension member. */
  nonNumeric(concept: string, context: Context, text = ""): XmlElement {
    this.register(concept, context, text);
    return el("ix:nonNumeric", { name: concept, contextRef: context.id }, text === "" ? null : text);
  }

  /** A date shown as "31 March 2026". */
  date(concept: string, context: Context, date: IsoDate): XmlElement {
    this.register(concept, context, date);
    return el("ix:nonNumeric", { name: concept, contextRef: context.id, format: DATE_FORMAT }, formatLongUk(date));
  }

  /** Facts with no place on the page go to ix:hidden. */
  hide(...facts: XmlElement[]): void {
    this.hidden.push(...facts);
  }

  header(): XmlElement {
    return el(
      "ix:header",
      {},
      this.hidden.length ? el("ix:hidden", {}, this.hidden) : null,
      el("ix:references", {}, el("link:schemaRef", { "xlink:type": "simple", "xlink:href": this.schemaRef })),
      el(
        "ix:resources",
        {},
        [...this.contexts.values()].map((c) => contextElement(c, this.registrationNumber)),
        [...this.units].map((u) => UNITS[u]),
      ),
    );
  }

  private register(concept: string, context: Context, value: string): void {
    const known = this.contexts.get(context.id);
    if (known && JSON.stringify(known) !== JSON.stringify(context)) {
      throw new Error(`context ${context.id} is defined twice, differently`);
    }
    this.contexts.set(context.id, context);
    const key = `${concept}|${context.id}`;
    const previous = this.values.get(key);
    if (previous !== undefined && previous !== value) {
      throw new Error(`${concept} in ${context.id} is tagged with two values (${previous} and ${value})`);
    }
    this.values.set(key, value);
  }
}
