import { categoryLabel } from "../../../core/categories";
import { transactionNeedsReview } from "../../../core/categorise/pipeline";
import {
  firstScreenFromWire,
  type TransactionDto,
  type TransactionsFirstScreenDto,
  transactionFromWire,
} from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import {
  firstScreenTotals,
  holdsWholeList,
  loadingAllLabel,
  loadingAllText,
  transactionsCountText,
} from "../../../core/first-screen";
import { formatGBP, type Pence, penceOf } from "../../../core/money";
import { rowVatRate, VAT_RATE_LABELS } from "../../../core/vat";
import { escapeHtml } from "../../platform/http/escape-html";
import { chevronDownIcon, filtersIcon, loaderIcon, searchIcon } from "./drawn-icons";
import { reconciliationCardHtml } from "./reconciliation-html";

/**
 * The Transactions page as the app first draws it (web/pages/transactions: first-screen.tsx for a long list, the
 * whole page for one that fits its first screen; the shell around it), written by the server into the HTML of
 * `/transactions` so a person sees their rows before any script has run. Read-only: nothing here can be
 * clicked or typed into. The app replaces it when it renders, with the same texts (core/first-screen,
 * core/reconcile), so the classes below follow the app's components (Tailwind reads this folder's drawing files:
 * `@source` in web/styles.css). Only the rows a screen can show are drawn; the first screen travels as data beside.
 */

/** Enough rows for a tall window: the table is at most 70% of the window's height, 56 px a row. */
export const DRAWN_ROWS = 40;

export interface DrawOptions {
  /** The desktop sidebar is expanded (its cookie), so the drawing leaves it the same room. */
  sidebarExpanded: boolean;
  /** The company is VAT-registered: the table has its VAT rate column, as the app's does. */
  vatColumn: boolean;
}

const CARD = "rounded-xl border bg-card text-card-foreground shadow-sm";
const TH =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";
const TH_WIDE = `${TH} max-md:hidden`;

/*
 * The stacked rows of a phone, as web/pages/transactions/row-layout.ts lays them out (same classes, same heights:
 * 56 px wide, 76 px stacked, 112 px stacked with the VAT rate).
 */
const STACKED = "max-md:grid max-md:content-center max-md:items-center max-md:gap-x-3 max-md:gap-y-1 max-md:px-3";
const STACKED_ROW = `${STACKED} max-md:grid-cols-[auto_auto_minmax(0,1fr)_auto] max-md:[grid-template-areas:'check_desc_desc_amount'_'check_date_cat_action']`;
const STACKED_ROW_VAT = `${STACKED} max-md:grid-cols-[auto_auto_minmax(0,1fr)_auto] max-md:[grid-template-areas:'check_desc_desc_amount'_'check_date_cat_action'_'check_vat_vat_vat']`;
const CELL = {
  check: "max-md:[grid-area:check] max-md:px-0",
  date: "max-md:[grid-area:date] max-md:px-0 max-md:text-xs max-md:text-muted-foreground",
  desc: "max-md:[grid-area:desc] max-md:px-0",
  amount: "max-md:[grid-area:amount] max-md:px-0",
  balance: "max-md:hidden",
  cat: "max-md:[grid-area:cat] max-md:min-w-0 max-md:px-0",
  vat: "max-md:[grid-area:vat] max-md:px-0",
  action: "max-md:[grid-area:action] max-md:px-0",
} as const;
/** A checkbox and the Filters button as the app draws them while disabled: pictures here, not controls. */
const CHECKBOX = '<span class="grid size-4 rounded-sm border border-input bg-background opacity-50 shadow-xs"></span>';
const FILTERS_BUTTON =
  '<span class="inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-md border border-input ' +
  `bg-background px-4 py-2 text-sm font-medium whitespace-nowrap opacity-50 shadow-sm">${filtersIcon("size-4")} Filters</span>`;

const count = (n: number): string => n.toLocaleString("en-GB");

function summaryCard(title: string, value: string, tone?: "in" | "out"): string {
  const id = `summary-${title.toLowerCase().replaceAll(" ", "-")}`;
  const toneClass =
    tone === "in" ? " text-green-700 dark:text-green-400" : tone === "out" ? " text-red-700 dark:text-red-400" : "";
  return (
    `<div role="group" aria-labelledby="${id}" class="${CARD} min-w-0 p-4">` +
    `<p id="${id}" class="text-sm text-muted-foreground">${title}</p>` +
    `<p class="mt-1 text-lg font-semibold break-words tabular-nums sm:text-2xl${toneClass}">${value}</p></div>`
  );
}

function summaryCards(screen: TransactionsFirstScreenDto): string {
  const { count: total, inflow, outflow, net } = firstScreenTotals(firstScreenFromWire(screen));
  const cards = [
    summaryCard("Total Transactions", count(total)),
    summaryCard("Total Inflow", formatGBP(inflow), "in"),
    summaryCard("Total Outflow", formatGBP(Math.abs(outflow) as Pence), "out"),
    summaryCard("Net", formatGBP(net), net < 0 ? "out" : net > 0 ? "in" : undefined),
  ];
  return `<div class="grid grid-cols-2 gap-4 lg:grid-cols-4">${cards.join("")}</div>`;
}

/** What the app says while the rest of the list is on its way. */
function loadingLine(total: number): string {
  return (
    '<p class="flex items-center gap-2 text-sm text-muted-foreground">' +
    `<span role="status" class="inline-flex items-center">${loaderIcon("size-5 animate-spin text-muted-foreground")}` +
    `<span class="sr-only">${loadingAllLabel(total)}</span></span>${loadingAllText(total)}</p>`
  );
}

function toolbar(total: number): string {
  const search =
    '<input type="search" disabled aria-label="Search transactions" placeholder="Search descriptions…" ' +
    'class="flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs ' +
    'disabled:cursor-not-allowed disabled:opacity-50 pl-9">';
  return (
    '<div class="flex flex-wrap items-center gap-3 border-b p-4">' +
    `<div class="relative min-w-56 flex-1">${searchIcon("pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground")}${search}</div>` +
    `${FILTERS_BUTTON}<p class="text-sm text-muted-foreground" aria-live="polite">${transactionsCountText(total, total)}</p></div>`
  );
}

function categoryBadge(tx: TransactionDto): string {
  const review = transactionNeedsReview(transactionFromWire(tx));
  const look = !tx.category
    ? "border-dashed text-muted-foreground"
    : review
      ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      : "border-transparent bg-secondary text-secondary-foreground";
  const note = tx.category && review ? '<span class="sr-only"> (needs review)</span>' : "";
  return (
    `<span class="inline-flex max-w-full items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${look}">` +
    `<span class="truncate">${escapeHtml(categoryLabel(transactionFromWire(tx)))}</span>${note}</span>`
  );
}

function descriptionCell(tx: TransactionDto): string {
  const description = escapeHtml(tx.description);
  const reason = tx.categoryReason
    ? `<div class="truncate text-xs text-muted-foreground max-md:hidden" title="${escapeHtml(tx.categoryReason)}">${escapeHtml(tx.categoryReason)}</div>`
    : "";
  return `<td class="min-w-0 px-3 ${CELL.desc}"><div class="truncate font-medium" title="${description}">${description}</div>${reason}</td>`;
}

/** The row's VAT rate as the app's select shows it (its own, or its category's default, marked so). */
function vatRateCell(tx: TransactionDto): string {
  const { rate, isDefault } = rowVatRate(transactionFromWire(tx));
  const note = isDefault ? '<span class="text-muted-foreground"> (default)</span>' : "";
  return (
    `<td class="px-3 ${CELL.vat}"><span class="flex h-8 w-full items-center justify-between gap-2 rounded-md border border-input ` +
    'bg-background px-2 py-2 text-xs whitespace-nowrap opacity-50 shadow-xs">' +
    `<span class="truncate">${VAT_RATE_LABELS[rate]}${note}</span>${chevronDownIcon("size-4 opacity-60")}</span></td>`
  );
}

function row(tx: TransactionDto, index: number, vatColumn: boolean): string {
  const amount = penceOf(tx.amount);
  const tone = amount > 0 ? " text-green-800 dark:text-green-400" : amount < 0 ? " text-red-700 dark:text-red-400" : "";
  const balance = tx.balance === null ? "—" : formatGBP(penceOf(tx.balance));
  const look = vatColumn ? `h-14 max-md:h-[112px] ${STACKED_ROW_VAT}` : `h-14 max-md:h-[76px] ${STACKED_ROW}`;
  return (
    `<tr data-row-id="${escapeHtml(tx.id)}" aria-rowindex="${index + 2}" class="border-b ${look}">` +
    `<td class="px-3 ${CELL.check}">${CHECKBOX}</td>` +
    `<td class="px-3 whitespace-nowrap tabular-nums ${CELL.date}">${escapeHtml(formatDateOnly(tx.date.slice(0, 10)))}</td>` +
    descriptionCell(tx) +
    `<td class="px-3 text-right tabular-nums whitespace-nowrap ${CELL.amount}${tone}">${formatGBP(amount, { signed: true })}</td>` +
    `<td class="px-3 text-right tabular-nums whitespace-nowrap text-muted-foreground ${CELL.balance}">${balance}</td>` +
    `<td class="px-3 ${CELL.cat}">${categoryBadge(tx)}</td>${vatColumn ? vatRateCell(tx) : ""}` +
    `<td class="px-1 ${CELL.action}"></td></tr>`
  );
}

function table(screen: TransactionsFirstScreenDto, vatColumn: boolean): string {
  const titles = ["Date", "Description", "Amount", "Balance", "Category", ...(vatColumn ? ["VAT rate"] : [])];
  const head =
    `<th class="${TH} ${CELL.check} max-md:px-3">${CHECKBOX}</th>` +
    titles
      .map((h) => `<th class="${TH_WIDE}${h === "Amount" || h === "Balance" ? " text-right" : ""}">${h}</th>`)
      .join("");
  const columns = ["w-11", "w-26", "", "w-28", "w-28", "w-44", ...(vatColumn ? ["w-40"] : []), "w-14"]
    .map((w) => (w ? `<col class="${w}">` : "<col>"))
    .join("");
  const rows = screen.rows.slice(0, DRAWN_ROWS).map((tx, i) => row(tx, i, vatColumn));
  // As the app's table: rows counted are those it holds (the first screen's), for screen readers.
  return (
    '<section class="max-h-[70vh] overflow-auto" aria-label="Transactions list">' +
    `<table class="w-full border-collapse text-sm max-md:block md:table-fixed ${vatColumn ? "md:min-w-[60rem]" : "md:min-w-[50rem]"}" ` +
    `aria-rowcount="${screen.rows.length + 1}"><colgroup>${columns}</colgroup>` +
    '<thead class="max-md:sticky max-md:top-0 max-md:z-10 max-md:block max-md:bg-card">' +
    `<tr aria-rowindex="1" class="border-b max-md:flex">${head}<th class="${TH_WIDE}"><span class="sr-only">Actions</span></th></tr></thead>` +
    `<tbody class="max-md:block">${rows.join("")}</tbody></table></section>`
  );
}

/** The shell's frame (sidebar and header, empty until the app fills them) around the page. */
function shell(main: string, sidebarExpanded: boolean): string {
  const width = sidebarExpanded ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)";
  return (
    '<div class="flex min-h-dvh w-full">' +
    `<div class="sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar md:flex ${width}">` +
    '<div class="h-14 border-b border-sidebar-border"></div></div>' +
    '<div class="flex min-w-0 flex-1 flex-col">' +
    '<header class="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 md:px-4"></header>' +
    `<main id="main-content" tabindex="-1" class="flex-1 px-4 py-6 outline-none md:px-6 lg:px-8">${main}</main>` +
    "</div></div>"
  );
}

const PAGE_HEADER =
  '<div class="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="space-y-1">' +
  '<h1 class="text-2xl font-semibold tracking-tight md:text-3xl">Transactions</h1>' +
  '<p class="text-muted-foreground">Check each category and its reason; select a category to change it.</p></div></div>';

/**
 * The page: its header, the totals of every row, and the first rows of the list. Under the cards, a long list says
 * the rest is loading (as the app's first screen does); a list that is all here shows its reconciliation (as the
 * app's whole page does).
 */
export function firstScreenHtml(screen: TransactionsFirstScreenDto, opts: DrawOptions): string {
  const underCards = holdsWholeList(screen) ? reconciliationCardHtml(screen.rows) : loadingLine(screen.total);
  const body =
    `<div class="space-y-6" aria-busy="true">${summaryCards(screen)}${underCards}` +
    `<div class="${CARD} overflow-hidden">${toolbar(screen.total)}${table(screen, opts.vatColumn)}</div></div>`;
  return shell(PAGE_HEADER + body, opts.sidebarExpanded);
}
