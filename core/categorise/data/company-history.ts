import type { CategoryId } from "../../categories";
import { pence } from "../../money";
import type { LabelledExample } from "../types";
import { digits, int, mulberry32, pick, type Rng } from "./training/rng";

/**
 * Twelve months (April 2024 – March 2025) of one company's Barclays statement with the categories its director
 * confirmed: Harbour Lane Design Ltd, a two-person design studio in Bristol (director Tom Ashby, designer Priya
 * Sandhu). Generated from the company's own schedule of payments, seeded, so the warm evaluation is repeatable.
 */
export interface CompanyLine extends LabelledExample {
  date: string;
}

interface Item {
  categoryId: CategoryId;
  /** Months 1–12 (1 = April 2024) the item appears in. */
  months: readonly number[];
  /** Pounds: [low, high]; fixed when equal. */
  pounds: readonly [number, number];
  direction: "in" | "out";
  describe: (rng: Rng, month: number) => string;
}

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const MON = ["APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC", "JAN", "FEB", "MAR"];
const card = (payee: string) => (rng: Rng, month: number) => `${payee} ON ${int(rng, 1, 28)} ${MON[month - 1]} BCC`;
const fixed = (text: string) => () => text;
const item = (
  categoryId: CategoryId,
  months: readonly number[],
  pounds: readonly [number, number],
  direction: "in" | "out",
  describe: Item["describe"],
): Item => ({ categoryId, months, pounds, direction, describe });

const RECURRING: Item[] = [
  item("rent-rates", ALL, [850, 850], "out", fixed("HARBOURSIDE STUDIOS RENT STO")),
  item(
    "rent-rates",
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    [118, 118],
    "out",
    (rng) => `BRISTOL CITY COUNCIL ${digits(rng, 8)} DDR`,
  ),
  item("phone-internet", ALL, [42, 42], "out", (rng) => `BT GROUP PLC ${digits(rng, 10)} DDR`),
  item("phone-internet", ALL, [27, 31], "out", (rng) => `VODAFONE LTD ${digits(rng, 9)} DDR`),
  item("software-it", ALL, [33, 33], "out", card("XERO UK")),
  item("software-it", ALL, [65.99, 65.99], "out", card("ADOBE *CREATIVE CLOUD")),
  item("software-it", ALL, [22, 22], "out", card("GOOGLE *GSUITE_harbourla")),
  item("software-it", ALL, [36, 36], "out", card("FIGMA MONTHLY")),
  item("salaries", ALL, [2104.33, 2104.33], "out", fixed("P SANDHU SALARY BBP")),
  item("directors-salaries", ALL, [1047.5, 1047.5], "out", fixed("T ASHBY SALARY BBP")),
  item("paye-ni", ALL, [612, 655], "out", fixed("HMRC PAYE 123PA00456789 BBP")),
  item("pensions", ALL, [178, 184], "out", (rng) => `NEST ${digits(rng, 8)} DDR`),
  item("professional-fees", ALL, [150, 150], "out", fixed("MARLOWE & CO ACCOUNTANTS STO")),
  item("bank-charges", ALL, [6.5, 14.2], "out", fixed("COMMISSION CHARGES")),
  item("insurance", ALL, [32.4, 32.4], "out", (rng) => `HISCOX UNDERWRITING ${digits(rng, 7)} DDR`),
  item("transfers", [2, 3, 4, 5, 6, 7, 8, 9, 11, 12], [1000, 1000], "out", fixed("TFR TO SAVINGS 20-45-77 93887766")),
  item("dividends", [3, 6, 9, 12], [3000, 3000], "out", fixed("T ASHBY DIVIDEND BBP")),
  item("vat", [1, 4, 7, 10], [2900, 3800], "out", fixed("HMRC VAT 287654321 BBP")),
  item("interest-received", [3, 6, 9, 12], [4, 19], "in", fixed("GROSS INTEREST")),
  item("marketing", [1, 2, 4, 5, 7, 8, 10, 11], [120, 260], "out", card("LINKEDIN *ADS")),
];

const CLIENTS = [
  "WESTCOTT BREWING CO",
  "AVON VALLEY VETS",
  "CLIFTON ARTS TRUST",
  "MERIDIAN PROPERTY GRP",
  "SEVERNSIDE ENERGY LTD",
  "KINGSWOOD ACADEMY TRST",
  "TOTTERDOWN BAKEHOUSE",
];

const SALES: Item[] = [
  item("sales", ALL, [900, 4800], "in", (rng) => `${pick(rng, CLIENTS)} INV ${int(rng, 1040, 1199)} BGC`),
  item("sales", ALL, [900, 4800], "in", (rng) => `${pick(rng, CLIENTS)} BGC`),
  item("sales", ALL, [600, 3500], "in", (rng) => `${pick(rng, CLIENTS)} ${int(rng, 1040, 1199)} BGC`),
  item("sales", [2, 4, 6, 8, 10, 12], [120, 640], "in", fixed("STRIPE PAYMENTS UK LTD BGC")),
];

const SPENDING: Item[] = [
  item("travel", [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12], [24, 140], "out", card("TRAINLINE")),
  item("travel", [1, 3, 4, 6, 8, 9, 11], [8, 26], "out", card("UBER *TRIP")),
  item("travel", ALL, [3, 9], "out", card("SMALL STREET ESPRESSO")),
  item("travel", [2, 5, 8, 11], [2.2, 5], "out", card("FIRST BUS BRISTOL")),
  item("entertainment", [2, 5, 7, 9, 12], [45, 180], "out", card("THE STABLE HARBOURSIDE")),
  item("entertainment", [4, 10], [60, 210], "out", card("RIVERSTATION")),
  item(
    "office-costs",
    [1, 2, 4, 6, 7, 9, 10, 12],
    [9, 64],
    "out",
    (rng, m) => `AMAZON.CO.UK*${digits(rng, 2)}AB${digits(rng, 3)} ON ${int(rng, 1, 28)} ${MON[m - 1]} BCC`,
  ),
  item("office-costs", [3, 6, 9, 12], [4, 18], "out", card("ROYAL MAIL")),
  item("cost-of-sales", [2, 4, 5, 7, 9, 11], [250, 900], "out", fixed("J OKAFOR ILLUSTRATION BBP")),
  item(
    "cost-of-sales",
    [3, 5, 8, 10, 12],
    [180, 1200],
    "out",
    (rng) => `PRINTWORKS BRISTOL INV${int(rng, 300, 420)} BBP`,
  ),
  item("motor", [3, 7, 10], [2.8, 9], "out", card("RINGGO")),
  item("subscriptions", ALL, [12, 12], "out", card("DESIGN WEEK")),
  item("general-admin", [8], [34, 34], "out", card("COMPANIES HOUSE")),
  item("general-admin", [5], [40, 40], "out", card("ICO")),
  item("equipment", [3], [2199, 2199], "out", card("APPLE STORE R270")),
  item("equipment", [9], [389, 389], "out", card("DELL CORPORATION LTD")),
  item("training", [7], [350, 350], "out", card("D&AD MASTERCLASSES")),
  item("subscriptions", [2], [195, 195], "out", card("D&AD MEMBERSHIP")),
  item("corporation-tax", [10], [7820.4, 7820.4], "out", fixed("HMRC CT 1234567890A00125A BBP")),
  item("transfers", [10], [8000, 8000], "in", fixed("TFR FROM SAVINGS 93887766")),
  item("directors-loan", [4, 11], [300, 600], "out", fixed("T ASHBY DLA BBP")),
  item("directors-loan", [5, 12], [300, 600], "in", fixed("T ASHBY DLA REPAY")),
  item("repairs", [8], [129, 129], "out", card("BRISTOL MAC REPAIRS")),
  item("other-expenses", [9], [45, 45], "out", card("CLIFTON FLOWERS")),
  item("other-expenses", [12], [100, 100], "out", card("ST PETERS HOSPICE")),
  item("motor", [6, 11], [48, 72], "out", card("SHELL BRISTOL PORTWAY")),
];

function amountOf(rng: Rng, [lo, hi]: readonly [number, number], direction: "in" | "out"): number {
  const p = lo === hi ? Math.round(lo * 100) : int(rng, Math.round(lo * 100), Math.round(hi * 100));
  return direction === "in" ? p : -p;
}

function dateOf(month: number, day: number): string {
  const m = ((month + 2) % 12) + 1;
  const y = month <= 9 ? 2024 : 2025;
  return `${y}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function generate(): CompanyLine[] {
  const rng = mulberry32(1_407);
  const lines: CompanyLine[] = [];
  for (let month = 1; month <= 12; month++) {
    for (const it of [...RECURRING, ...SALES, ...SPENDING]) {
      if (!it.months.includes(month)) continue;
      const description = it.describe(rng, month);
      const amount = pence(amountOf(rng, it.pounds, it.direction));
      lines.push({ date: dateOf(month, int(rng, 1, 28)), description, amount, categoryId: it.categoryId });
    }
  }
  return lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** In date order. */
export const COMPANY_HISTORY: readonly CompanyLine[] = generate();

/** The warm evaluation's split: the first six months are confirmed history, the last six are predicted. */
export const COMPANY_SPLIT_DATE = "2024-10-01";
