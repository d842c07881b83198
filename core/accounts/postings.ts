import { CATEGORY_IDS, type CategoryId, defaultVatRate } from "../categories";
import type { IsoDate, Period } from "../dates";
import { abs, add, neg, type Pence, sub, ZERO } from "../money";
import type { AssetKind } from "../tax/capital-allowances";
import { rat, ratSum, ratToPence } from "../tax/rational";
import { roundPartsToTotal } from "../tax/rounding";
import { isRegisteredOn } from "../vat";
import type { Adjustment } from "./adjustments";
import { assetLineVatRate, assetSoldBy, purchaseVatReclaimed } from "./asset-vat";
import type { FixedAssetDetails } from "./capital-assets";
import { type Ledger, postingTarget } from "./ledger";
import { type Clearance, clearOpening, NOTHING_CLEARED } from "./opening-clearance";
import type { OpeningItem, OpeningItems } from "./opening-items";
import type { AccountsTransaction, OpeningBalances } from "./types";
import { type VatableLine, type VatRules, vatTreatment } from "./vat-treatment";

/** Which part of a profit and loss line an amount is (see `CategoryBreakdown`). */
export type PlPart = "bank" | "vat" | "adjustment" | "opening-item" | "stock";

/** One amount of a profit and loss category line, signed as the bank shows it (income positive, costs negative). */
export interface PlPosting {
  categoryId: CategoryId;
  /** "YYYY-MM": the month it counts in (adjustments: the last month; opening items: the first). */
  month: string;
  part: PlPart;
  amount: Pence;
  /** The adjustment or opening item behind it; null for bank lines' own amounts and shares of flat-rate VAT. */
  sourceId: string | null;
}

export type SourceKind = "transaction" | "adjustment" | "opening-item";

/** A movement of output VAT (owed, positive) or input VAT (reclaimable, positive). */
export interface VatPosting {
  figure: "output" | "input";
  amount: Pence;
  source: SourceKind;
  id: string;
}

/** A VAT-inclusive amount that bears the flat rate, with the percentage in basis points. */
export interface FlatRateEntry {
  categoryId: CategoryId;
  month: string;
  /** The line's date (adjustments: the period end; opening items: its start). */
  date: IsoDate;
  gross: Pence;
  basisPoints: number;
  /** Equipment sold: its flat-rate VAT, rounded on its own and taken from the proceeds rather than a P&L line. */
  assetShare?: Pence;
  source: SourceKind;
  id: string;
}

/** An adjustment's or opening item's figures: net + vat = gross, and its effect on profit (bank sign). */
export interface ItemFigures {
  net: Pence;
  vat: Pence;
  gross: Pence;
  profit: Pence;
}

export interface Postings {
  pl: PlPosting[];
  vat: VatPosting[];
  flatRate: { total: Pence; turnover: Pence; entries: FlatRateEntry[] };
  /** Equipment bought (refunds negative), at cost net of any VAT reclaimed. */
  equipment: { transactionId: string; date: IsoDate; cost: Pence }[];
  /** By adjustment id, then by opening item id. */
  adjustments: Map<string, ItemFigures>;
  openingItems: Map<string, ItemFigures>;
  /** The closing stock entered; null when none was, so the opening stock is carried forward. */
  closingStock: Pence | null;
  /** What this period's payments to and repayments from HMRC settled of the amounts owed at its start. */
  openingCleared: { vat: Clearance; corporationTax: Clearance; payeNic: Clearance };
}

export interface PostingInput {
  ledger: Ledger;
  period: Period;
  opening: OpeningBalances;
  rules: VatRules;
  adjustments: readonly Adjustment[];
  openingItems: OpeningItems;
  /** The fixed asset register's kind of each asset line, by transaction id (a car's input VAT is blocked). */
  assetKinds?: ReadonlyMap<string, AssetKind>;
  /** The fixed asset register: which asset a sale sold, and whether its input VAT was reclaimed. */
  register?: readonly FixedAssetDetails[];
}

const month = (date: IsoDate) => date.slice(0, 7);
const flatShare = (gross: Pence, bp: number) => ratToPence(rat(BigInt(gross) * BigInt(bp), 10_000n));

/** Collects every posting; `line` posts one VAT-able amount of a category with its VAT. */
class PostingBook {
  readonly out: Postings = {
    pl: [],
    vat: [],
    flatRate: { total: ZERO, turnover: ZERO, entries: [] },
    equipment: [],
    adjustments: new Map(),
    openingItems: new Map(),
    closingStock: null,
    openingCleared: { vat: NOTHING_CLEARED, corporationTax: NOTHING_CLEARED, payeNic: NOTHING_CLEARED },
  };

  constructor(readonly rules: VatRules) {}

  pl(categoryId: CategoryId, date: IsoDate, part: PlPart, amount: Pence, sourceId: string | null): void {
    if (amount !== 0) this.out.pl.push({ categoryId, month: month(date), part, amount, sourceId });
  }

  /**
   * A VAT-able amount of a category: the P&L gets it net of VAT (`part`), VAT goes to output or input VAT, and flat
   * rate income joins the flat-rate turnover. `recordedVat` (an opening item's own) replaces the VAT worked out on
   * the standard scheme, so the item cancels exactly the line that settles it.
   * Returns the VAT taken out and, for flat-rate income, the flat-rate VAT on it rounded on its own (for display).
   */
  line(
    line: VatableLine & { categoryId: CategoryId },
    part: PlPart,
    source: { kind: SourceKind; id: string },
    recordedVat: Pence | null = null,
  ): { vat: Pence; flatRateVat: Pence } {
    const treatment = vatTreatment(line, this.rules);
    const { registration, flatRateBasisPoints } = this.rules;
    const standardScheme = flatRateBasisPoints === null && isRegisteredOn(registration, line.date);
    const vat = recordedVat !== null && standardScheme ? recordedVat : treatment.vat;
    const bp = treatment.flatRateBasisPoints;
    const flatRateVat = bp === null ? ZERO : flatShare(line.gross, bp);
    const net = sub(line.gross, vat);
    if (line.kind === "equipment") {
      // Equipment sold into flat-rate turnover: its flat-rate VAT comes out of the proceeds, not a P&L line.
      this.out.equipment.push({ transactionId: source.id, date: line.date, cost: neg(sub(net, flatRateVat)) });
    } else if (part === "bank") {
      this.pl(line.categoryId, line.date, "bank", line.gross, null);
      this.pl(line.categoryId, line.date, "vat", neg(vat), null);
    } else {
      this.pl(line.categoryId, line.date, part, net, source.id);
    }
    if (vat !== 0) {
      const figure = treatment.figure;
      this.out.vat.push({ figure, amount: figure === "output" ? vat : neg(vat), source: source.kind, id: source.id });
    }
    if (bp === null) return { vat, flatRateVat: ZERO };
    const entry = { categoryId: line.categoryId, month: month(line.date), date: line.date, gross: line.gross };
    const assetShare = line.kind === "equipment" ? { assetShare: flatRateVat } : {};
    this.out.flatRate.entries.push({ ...entry, basisPoints: bp, ...assetShare, source: source.kind, id: source.id });
    return { vat, flatRateVat };
  }
}

function postTransactions(
  book: PostingBook,
  ledger: Ledger,
  assetKinds: ReadonlyMap<string, AssetKind>,
  register: readonly FixedAssetDetails[],
): void {
  for (const t of ledger.transactions) {
    const target = postingTarget(t.categoryId);
    const kind: VatableLine["kind"] | null =
      target.kind === "income" || target.kind === "expense"
        ? target.kind
        : target.kind === "equipment"
          ? "equipment"
          : null;
    if (kind === null || t.categoryId === null) continue;
    const base = { kind, categoryId: t.categoryId, gross: t.amount, date: t.date };
    const line =
      kind !== "equipment"
        ? { ...base, rate: t.vatRate ?? defaultVatRate(t.categoryId) }
        : t.amount > 0
          ? equipmentSale(book.rules, t, register)
          : { ...base, rate: assetLineVatRate(t, assetKinds.get(t.id)) };
    book.line({ ...base, ...line }, "bank", { kind: "transaction", id: t.id });
  }
}

/**
 * Equipment money in is the sale of an asset: the register's asset with these proceeds says what was sold (a car's
 * sale bears no VAT, its input VAT having been blocked) and whether its input VAT was reclaimed; null when the sale
 * is not on the register.
 */
function equipmentSale(rules: VatRules, t: AccountsTransaction, register: readonly FixedAssetDetails[]) {
  const asset = assetSoldBy(t, register);
  return {
    rate: assetLineVatRate(t, asset?.kind),
    purchaseVatReclaimed: asset ? purchaseVatReclaimed(asset, rules) : null,
  };
}

/**
 * Year-end adjustments, dated the period end: closing stock reduces cost of sales (the opening stock is charged to
 * it in `postStock`); a debtor is income net of its VAT, a creditor an expense net of its VAT (flat rate: the debtor
 * joins the flat-rate turnover gross, the creditor stays gross); a prepayment reduces its expense, an accrual adds to
 * it. Stock, prepayments and accruals carry no VAT; a debtor's or creditor's null rate means none (§9).
 */
function postAdjustments(book: PostingBook, adjustments: readonly Adjustment[], end: IsoDate): void {
  for (const a of adjustments) {
    const source = { kind: "adjustment" as const, id: a.id };
    let figures: ItemFigures;
    if (a.kind === "directors-loan-write-off") {
      // A distribution: it moves the director's loan and the reserve, never the profit (CTA 2010 s1000, s1064).
      figures = { net: a.amount, vat: ZERO, gross: a.amount, profit: ZERO };
    } else if (a.kind === "closing-stock" || a.kind === "prepayment" || a.kind === "accrual") {
      const signed = a.kind === "accrual" ? neg(a.amount) : a.amount;
      book.pl(a.categoryId ?? "cost-of-sales", end, a.kind === "closing-stock" ? "stock" : "adjustment", signed, a.id);
      figures = { net: a.amount, vat: ZERO, gross: a.amount, profit: signed };
    } else {
      const kind = a.kind === "debtor" ? "income" : "expense";
      const gross = kind === "income" ? a.amount : neg(a.amount);
      const line = { kind, categoryId: a.categoryId!, gross, rate: a.vatRate ?? "outside-scope", date: end } as const;
      const { vat, flatRateVat } = book.line(line, "adjustment", source);
      const shown = vat !== 0 ? vat : flatRateVat;
      figures = { net: sub(a.amount, abs(shown)), vat: abs(shown), gross: a.amount, profit: sub(gross, shown) };
    }
    book.out.adjustments.set(a.id, figures);
  }
}

/**
 * Opening items reverse at the period start against their own categories, so the bank line that settles one is not
 * this period's income or cost: a debtor is a negative receipt of its gross, a creditor a refund of its gross,
 * split into the net and VAT recorded for them (standard scheme) or treated as this period's rules treat the line
 * that settles them (flat rate: the debtor leaves the flat-rate turnover; not registered: gross); a prepayment is
 * charged to its category, an accrual taken back from it.
 */
function postOpeningItems(book: PostingBook, items: readonly OpeningItem[], start: IsoDate): void {
  for (const item of items) {
    const source = { kind: "opening-item" as const, id: item.id };
    let profit: Pence;
    if (item.kind === "prepayment" || item.kind === "accrual") {
      profit = item.kind === "prepayment" ? neg(item.gross) : item.gross;
      book.pl(item.categoryId, start, "opening-item", profit, item.id);
    } else {
      const kind = item.kind === "debtor" ? "income" : "expense";
      const sign = kind === "income" ? -1 : 1;
      const gross = (sign * item.gross) as Pence;
      const line = {
        kind,
        categoryId: item.categoryId,
        gross,
        rate: item.vatRate ?? "outside-scope",
        date: start,
      } as const;
      const { vat, flatRateVat } = book.line(line, "opening-item", source, (sign * item.vat) as Pence);
      profit = sub(gross, vat !== 0 ? vat : flatRateVat);
    }
    book.out.openingItems.set(item.id, { net: item.net, vat: item.vat, gross: item.gross, profit });
  }
}

/** Closing stock replaces opening stock: cost of sales += opening − closing. Without a closing stock, nothing moves. */
function postStock(book: PostingBook, adjustments: readonly Adjustment[], opening: OpeningBalances, start: IsoDate) {
  const stock = adjustments.filter((a) => a.kind === "closing-stock");
  if (stock.length === 0) return;
  book.out.closingStock = stock.reduce((total, a) => (total + a.amount) as Pence, ZERO);
  book.pl("cost-of-sales", start, "stock", neg(opening.stocks), null);
}

const CATEGORY_ORDER = new Map<string, number>(CATEGORY_IDS.map((id, i) => [id, i]));

/**
 * The flat-rate VAT: the exact sum of every income entry's gross × percentage, rounded once to the penny, then shared
 * over the category lines month by month by their exact parts, the rounding leftover on the last (house rule 2),
 * so the lines and months add up to the total exactly; equipment sold adds its own share, already taken from it.
 */
function shareFlatRateVat(book: PostingBook): void {
  const { entries } = book.out.flatRate;
  if (entries.length === 0) return;
  const exact = (e: FlatRateEntry) => rat(BigInt(e.gross) * BigInt(e.basisPoints), 10_000n);
  const onIncome = entries.filter((e) => e.assetShare === undefined);
  const onAssets = entries.reduce((t, e) => (t + (e.assetShare ?? ZERO)) as Pence, ZERO);
  const incomeTotal = ratToPence(ratSum(onIncome.map(exact)));
  const buckets = new Map<string, { categoryId: CategoryId; month: string; parts: ReturnType<typeof exact>[] }>();
  for (const e of onIncome) {
    const key = `${String(CATEGORY_ORDER.get(e.categoryId)).padStart(3, "0")} ${e.month}`;
    const bucket = buckets.get(key) ?? { categoryId: e.categoryId, month: e.month, parts: [] };
    bucket.parts.push(exact(e));
    buckets.set(key, bucket);
  }
  const ordered = [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, b]) => b);
  const shares = roundPartsToTotal(
    ordered.map((b) => ratSum(b.parts)),
    incomeTotal,
  );
  ordered.forEach((b, i) => {
    book.pl(b.categoryId, `${b.month}-01`, "vat", neg(shares[i]!), null);
  });
  book.out.flatRate.total = add(incomeTotal, onAssets);
  book.out.flatRate.turnover = entries.reduce((t, e) => (t + e.gross) as Pence, ZERO);
}

/** The sourceId of the PAYE/NI cost taken back because its payment settled last period's amount owed. */
export const OPENING_PAYE_NIC_SOURCE = "opening-paye-nic";

/**
 * Payments to HMRC settle what was owed at the start first (uk-accounting-rules §10). VAT and corporation tax are
 * balance-sheet accounts, split in the balance sheet; PAYE/NI is a cost paid in cash, so what its payments settled
 * of last period's amount is taken back from this period's cost, dated the period start.
 */
function clearOpeningAmounts(book: PostingBook, ledger: Ledger, opening: OpeningBalances, start: IsoDate): void {
  const amounts = (ts: readonly AccountsTransaction[] | undefined) =>
    [...(ts ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map((t) => t.amount);
  const payeNic = clearOpening(opening.payeNic, amounts(ledger.byCategory.get("paye-ni")));
  book.out.openingCleared = {
    vat: clearOpening(opening.vat, amounts(ledger.byTarget.get("vat"))),
    corporationTax: clearOpening(opening.corporationTax, amounts(ledger.byTarget.get("corporation-tax"))),
    payeNic,
  };
  book.pl("paye-ni", start, "opening-item", payeNic.settled, OPENING_PAYE_NIC_SOURCE);
}

/** Every amount the period's books post besides cash: profit and loss parts, VAT, equipment at cost. */
export function buildPostings(input: PostingInput): Postings {
  const book = new PostingBook(input.rules);
  const { start, end } = input.period;
  postTransactions(book, input.ledger, input.assetKinds ?? new Map(), input.register ?? []);
  postOpeningItems(book, input.openingItems.items, start);
  clearOpeningAmounts(book, input.ledger, input.opening, start);
  postStock(book, input.adjustments, input.opening, start);
  postAdjustments(book, input.adjustments, end);
  shareFlatRateVat(book);
  return book.out;
}
