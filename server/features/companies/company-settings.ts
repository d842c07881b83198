import { randomUUID } from "node:crypto";
import {
  identifiedParts,
  normaliseOpeningBalances,
  openingBalancesFromWholePounds,
  openingItemFromGross,
  openingPartsError,
  validateOpeningItem,
} from "../../../core/accounts";
import type { CategoryId } from "../../../core/categories";
import type { CompanyBody, OpeningItemBody, OpeningItemDto } from "../../../core/contracts";
import type { IsoDate } from "../../../core/dates";
import { formatGBP, fromDecimalString, fromPounds, type Pence, sum, toDecimalString, ZERO } from "../../../core/money";
import { isVatRate, percentToBasisPoints } from "../../../core/vat";
import type { StoredOpeningItem } from "../../db/schema";
import type { CompanyRow } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { openingItemOf } from "../periods/period-basis";

/*
 * The settings PUT /api/company adds for the accruals basis: the VAT registration, and the items of typed opening
 * balances. Checked here as a whole (the body's fields over the stored ones), each refusal a sentence to act on.
 */

const bad = (message: string) => new AppError("bad_request", message);

export interface VatColumns {
  vatRegistered: boolean | null;
  vatScheme: "standard" | "flat-rate" | null;
  vatFlatRateBasisPoints: number | null;
  vatRegisteredFrom: IsoDate | null;
}

/** The VAT registration after the change, checked: a registered company needs its date, flat rate its percentage. */
export function vatColumns(current: CompanyRow, body: CompanyBody): VatColumns {
  const registered = body.vatRegistered !== undefined ? body.vatRegistered : current.vatRegistered;
  const scheme = body.vatScheme !== undefined ? body.vatScheme : current.vatScheme;
  const bp =
    body.vatFlatRatePercent !== undefined
      ? body.vatFlatRatePercent === null
        ? null
        : percentToBasisPoints(body.vatFlatRatePercent)
      : current.vatFlatRateBasisPoints;
  const from = body.vatRegisteredFrom !== undefined ? body.vatRegisteredFrom : current.vatRegisteredFrom;
  if (registered === true) {
    if (!from) {
      throw bad("Please give the date the company was registered for VAT (vatRegisteredFrom), e.g. 2024-06-01.");
    }
    if (scheme === "flat-rate" && bp === null) {
      throw bad("The flat rate scheme needs the company's flat-rate percentage (vatFlatRatePercent), e.g. 14.5.");
    }
  }
  return {
    vatRegistered: registered,
    vatScheme: registered === true ? (scheme ?? "standard") : scheme,
    vatFlatRateBasisPoints: bp,
    vatRegisteredFrom: from,
  };
}

const OPENING_ITEM_KINDS = new Set(["debtor", "creditor", "prepayment", "accrual"]);

/** One typed item, checked by core's rules: a message naming the item when it cannot be used. */
function storedItem(body: OpeningItemBody, n: number): StoredOpeningItem {
  const where = `Opening item ${n}`;
  if (!OPENING_ITEM_KINDS.has(body.kind)) {
    throw bad(
      `${where}: an opening item is a debtor, creditor, prepayment or accrual (opening stock is the stocks figure).`,
    );
  }
  const kind = body.kind as StoredOpeningItem["kind"];
  const gross = fromDecimalString(body.amount) ?? ZERO;
  const item = openingItemFromGross({
    id: randomUUID(),
    kind,
    categoryId: body.categoryId as CategoryId,
    description: body.description,
    gross,
    vatRate: body.vatRate,
  });
  const error = validateOpeningItem(item);
  if (error) throw bad(`${where}: ${error}`);
  return {
    id: item.id,
    kind,
    categoryId: item.categoryId,
    description: item.description,
    gross: toDecimalString(gross),
    vatRate: item.vatRate,
  };
}

const poundsOf = (figures: CompanyRow["openingBalances"], key: "debtors" | "creditorsWithinOneYear"): Pence =>
  fromPounds(figures?.[key] ?? 0);

/**
 * The typed opening figures' named parts (VAT, corporation tax, PAYE/NI, loans, director's loan) must fit within the
 * totals they are parts of (uk-accounting-rules §10): a refusal names them in words.
 */
export function checkOpeningParts(openingBalances: CompanyRow["openingBalances"]): void {
  const error = openingPartsError(normaliseOpeningBalances(openingBalancesFromWholePounds(openingBalances)));
  if (error) throw bad(error);
}

/** What of the opening debtors and creditors the named parts already take (items must fit in the rest). */
function namedParts(openingBalances: CompanyRow["openingBalances"]) {
  return identifiedParts(normaliseOpeningBalances(openingBalancesFromWholePounds(openingBalances)));
}

/**
 * The typed items, checked one by one and against the figures they are parts of: debtors and prepayments within
 * the opening debtors, creditors and accruals within the opening creditors (the CH form has no lines D and J).
 */
export function openingItemsColumn(
  body: OpeningItemBody[] | null,
  openingBalances: CompanyRow["openingBalances"],
): StoredOpeningItem[] | null {
  if (body === null || body.length === 0) return body === null ? null : [];
  if (!openingBalances) throw bad("Enter last year's closing balances (openingBalances) before itemising them.");
  const items = body.map((b, i) => storedItem(b, i + 1));
  const total = (kinds: string[]) =>
    sum(items.filter((i) => kinds.includes(i.kind)).map((i) => fromDecimalString(i.gross) ?? ZERO));
  const parts = namedParts(openingBalances);
  const within = (kinds: string[], key: "debtors" | "creditorsWithinOneYear", names: string, figure: string) => {
    const itemised = total(kinds);
    const named = key === "debtors" ? parts.inDebtors : parts.inCreditors;
    const limit = poundsOf(openingBalances, key) - named;
    if (itemised > limit) {
      const besides = named > 0 ? ` less the parts named on their own (${formatGBP(named as Pence)})` : "";
      throw bad(
        `The opening ${names} itemised come to ${formatGBP(itemised)}, more than the ${figure} entered` +
          `${besides} (${formatGBP(limit as Pence)}): they are parts of it.`,
      );
    }
  };
  within(["debtor", "prepayment"], "debtors", "debtors and prepayments", "debtors");
  within(["creditor", "accrual"], "creditorsWithinOneYear", "creditors and accruals", "creditors within one year");
  return items;
}

/** The items as GET /api/company shows them, with the VAT worked out as the accounts work it out. */
export function openingItemsDto(stored: StoredOpeningItem[] | null): OpeningItemDto[] | null {
  if (!stored) return null;
  return stored.map((s) => {
    const item = openingItemOf(s);
    return {
      id: s.id,
      kind: s.kind,
      categoryId: s.categoryId,
      description: s.description,
      amount: toDecimalString(item.gross),
      vatRate: s.vatRate,
      net: toDecimalString(item.net),
      vat: toDecimalString(item.vat),
    };
  });
}

/** Stored items as a body, to check them again against new figures. */
export function asOpeningItemBodies(stored: StoredOpeningItem[]): OpeningItemBody[] {
  return stored.map((s) => ({
    kind: s.kind,
    categoryId: s.categoryId,
    description: s.description,
    amount: s.gross,
    vatRate: s.vatRate !== null && isVatRate(s.vatRate) ? s.vatRate : null,
  }));
}

/** The items as a person would send them again: to tell an unchanged PUT from a change. */
export function sameOpeningItems(body: OpeningItemBody[] | null, stored: StoredOpeningItem[] | null): boolean {
  const key = (i: {
    kind: string;
    categoryId: string | null;
    description: string;
    amount: string;
    vatRate: string | null;
  }) =>
    [
      i.kind,
      i.categoryId ?? "",
      i.description,
      toDecimalString(fromDecimalString(i.amount) ?? ZERO),
      i.vatRate ?? "",
    ].join("\u0001");
  const a = (body ?? []).map(key);
  const b = (stored ?? []).map((s) => key({ ...s, amount: s.gross }));
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

/** Equal as JSON with keys in any order (stored JSON objects against a body). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== undefined)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, x]) => [k, canonical(x)]),
        )
      : v;
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}
