import type { IsoDate } from "../../../core/dates";
import type { BalanceSheetMember } from "./tags";
import { ENTITY_SCHEME } from "./tags";
import { el, type XmlElement } from "./xml";

/** An XBRL context: the company, a period (instant or duration) and optional dimension members. */
export interface Context {
  id: string;
  period: { instant: IsoDate } | { start: IsoDate; end: IsoDate };
  members: readonly { dimension: string; member: string }[];
  /** Typed dimension members (e.g. a trade's name in ct-comp:BusinessNameDimension), after the explicit ones. */
  typedMembers?: readonly TypedMember[];
}

export interface TypedMember {
  dimension: string;
  /** The domain element that holds the value, e.g. ct-comp:BusinessNameDomain. */
  domain: string;
  value: string;
}

const MEMBERS: Record<BalanceSheetMember, { dimension: string; member: string } | null> = {
  plain: null,
  withinOneYear: { dimension: "core:MaturitiesOrExpirationPeriodsDimension", member: "core:WithinOneYear" },
  afterOneYear: { dimension: "core:MaturitiesOrExpirationPeriodsDimension", member: "core:AfterOneYear" },
  shareCapital: { dimension: "core:EquityClassesDimension", member: "core:ShareCapital" },
  retainedEarnings: { dimension: "core:EquityClassesDimension", member: "core:RetainedEarningsAccumulatedLosses" },
};

/** Balance sheet facts are at an instant (the balance sheet date); the period's facts are a duration. */
export function durationContext(
  id: string,
  start: IsoDate,
  end: IsoDate,
  member?: Context["members"][number],
): Context {
  return { id, period: { start, end }, members: member ? [member] : [] };
}

export function instantContext(prefix: "cur" | "pri", date: IsoDate, member: BalanceSheetMember): Context {
  const m = MEMBERS[member];
  return {
    id: member === "plain" ? `${prefix}-end` : `${prefix}-end-${member}`,
    period: { instant: date },
    members: m ? [m] : [],
  };
}

function periodElement(period: Context["period"]): XmlElement {
  if ("instant" in period) return el("xbrli:period", {}, el("xbrli:instant", {}, period.instant));
  return el("xbrli:period", {}, el("xbrli:startDate", {}, period.start), el("xbrli:endDate", {}, period.end));
}

export function contextElement(context: Context, registrationNumber: string): XmlElement {
  const typed = context.typedMembers ?? [];
  const segment =
    context.members.length + typed.length === 0
      ? null
      : el(
          "xbrli:segment",
          {},
          context.members.map((m) => el("xbrldi:explicitMember", { dimension: m.dimension }, m.member)),
          typed.map((t) => el("xbrldi:typedMember", { dimension: t.dimension }, el(t.domain, {}, t.value))),
        );
  return el(
    "xbrli:context",
    { id: context.id },
    el("xbrli:entity", {}, el("xbrli:identifier", { scheme: ENTITY_SCHEME }, registrationNumber), segment),
    periodElement(context.period),
  );
}

export const UNITS = {
  GBP: el("xbrli:unit", { id: "GBP" }, el("xbrli:measure", {}, "iso4217:GBP")),
  pure: el("xbrli:unit", { id: "pure" }, el("xbrli:measure", {}, "xbrli:pure")),
} as const;
