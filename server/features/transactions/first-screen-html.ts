import { categoryLabel } from "../../../core/categories";
import { transactionNeedsReview } from "../../../core/categorise/pipeline";
import type { TransactionDto, TransactionsFirstScreenDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import { formatGBP, fromDecimalString, type Pence } from "../../../core/money";

/**
 * The Transactions page as the app first draws it (web/pages/transactions/first-screen.tsx and the shell around
 * it), written by the server into the HTML of `/transactions` so a person sees their rows before any script has run
 * (issue 24). Read-only: nothing here can be clicked or typed into. The app replaces it when it renders, with the same
 * figures, so the classes below follow the app's components (Tailwind reads this file: `@source` in web/styles.css).
 * Only the rows a screen can show are drawn; the whole first screen travels as data beside it.
 */

/** Enough rows for a tall window: the table is at most 70% of the window's height, 56 px a row. */
export const DRAWN_ROWS = 40;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text and attribute values from the database are escaped, always: a description can hold anything. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const pence = (decimal: string): Pence => fromDecimalString(decimal) ?? (0 as Pence);
const count = (n: number): string => n.toLocaleString("en-GB");

function summaryCard(title: string, value: string, tone?: "in" | "out"): string {
  const id = `summary-${title.toLowerCase().replaceAll(" ", "-")}`;
  const toneClass =
    tone === "in" ? " text-green-700 dark:text-green-400" : tone === "out" ? " text-red-700 dark:text-red-400" : "";
  return `<div role="group" aria-labelledby="${id}" class="rounded-xl border bg-card text-card-foreground shadow-sm min-w-0 p-4"><p id="${id}" class="text-sm text-muted-foreground">${title}</p><p class="mt-1 text-lg font-semibold break-words tabular-nums sm:text-2xl${toneClass}">${value}</p></div>`;
}

function summaryCards(screen: TransactionsFirstScreenDto): string {
  const inflow = pence(screen.inflow);
  const outflow = pence(screen.outflow);
  const net = (inflow + outflow) as Pence;
  return `<div class="grid grid-cols-2 gap-4 lg:grid-cols-4">${[
    summaryCard("Total Transactions", count(screen.total)),
    summaryCard("Total Inflow", formatGBP(inflow), "in"),
    summaryCard("Total Outflow", formatGBP(Math.abs(outflow) as Pence), "out"),
    summaryCard("Net", formatGBP(net), net < 0 ? "out" : net > 0 ? "in" : undefined),
  ].join("")}</div>`;
}

const ICON =
  'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const SPINNER = `<svg ${ICON} class="size-5 animate-spin text-muted-foreground"><path d="M21 12a9 9 0 1 1-6.219-8.56"/></svg>`;
const FILTERS = `<svg ${ICON} class="size-4"><path d="M10 5H3"/><path d="M12 19H3"/><path d="M14 3v4"/><path d="M16 17v4"/><path d="M21 12h-9"/><path d="M21 19h-5"/><path d="M21 5h-7"/><path d="M8 10v4"/><path d="M8 12H3"/></svg>`;
/** A checkbox and the Filters button as the app draws them while disabled: pictures here, not controls. */
const CHECKBOX = '<span class="grid size-4 rounded-sm border border-input bg-background opacity-50 shadow-xs"></span>';
const FILTERS_BUTTON = `<span class="inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-md border border-input bg-background px-4 py-2 text-sm font-medium whitespace-nowrap opacity-50 shadow-sm">${FILTERS} Filters</span>`;
const SEARCH = `<svg ${ICON} class="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"><path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/></svg>`;

/** What the app says while the rest of the list is on its way; a list that is all here waits only for the app. */
function loadingLine(screen: TransactionsFirstScreenDto): string {
  const total = count(screen.total);
  const text =
    screen.total > screen.rows.length
      ? `Loading all ${total} transactions: search, filters and the running-balance check follow in a moment.`
      : "Search, filters and the running-balance check follow in a moment.";
  return `<p class="flex items-center gap-2 text-sm text-muted-foreground"><span role="status" class="inline-flex items-center">${SPINNER}<span class="sr-only">Loading all ${total} transactions</span></span>${text}</p>`;
}

function toolbar(total: number): string {
  return `<div class="flex flex-wrap items-center gap-3 border-b p-4"><div class="relative min-w-56 flex-1">${SEARCH}<input type="search" disabled aria-label="Search transactions" placeholder="Search descriptions…" class="flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs disabled:cursor-not-allowed disabled:opacity-50 pl-9"></div>${FILTERS_BUTTON}<p class="text-sm text-muted-foreground">${count(total)} transactions</p></div>`;
}

const TH =
  "sticky top-0 z-10 h-10 bg-card px-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase";

function categoryBadge(tx: TransactionDto): string {
  const review = transactionNeedsReview(tx);
  const look = !tx.category
    ? "border-dashed text-muted-foreground"
    : review
      ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      : "border-transparent bg-secondary text-secondary-foreground";
  const note = tx.category && review ? '<span class="sr-only"> (needs review)</span>' : "";
  return `<span class="inline-flex max-w-full items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${look}"><span class="truncate">${escapeHtml(categoryLabel(tx))}</span>${note}</span>`;
}

function row(tx: TransactionDto, index: number): string {
  const amount = pence(tx.amount);
  const tone = amount > 0 ? " text-green-800 dark:text-green-400" : amount < 0 ? " text-red-700 dark:text-red-400" : "";
  const description = escapeHtml(tx.description);
  const reason = tx.categoryReason
    ? `<div class="truncate text-xs text-muted-foreground" title="${escapeHtml(tx.categoryReason)}">${escapeHtml(tx.categoryReason)}</div>`
    : "";
  const balance = tx.balance === null ? "—" : formatGBP(pence(tx.balance));
  return `<tr data-row-id="${escapeHtml(tx.id)}" aria-rowindex="${index + 2}" style="height:56px" class="border-b"><td class="px-3">${CHECKBOX}</td><td class="px-3 whitespace-nowrap tabular-nums">${formatDateOnly(tx.date.slice(0, 10))}</td><td class="min-w-0 px-3"><div class="truncate font-medium" title="${description}">${description}</div>${reason}</td><td class="px-3 text-right tabular-nums whitespace-nowrap${tone}">${formatGBP(amount, { signed: true })}</td><td class="px-3 text-right tabular-nums whitespace-nowrap text-muted-foreground">${balance}</td><td class="px-3">${categoryBadge(tx)}</td><td class="px-1"></td></tr>`;
}

function table(screen: TransactionsFirstScreenDto): string {
  const drawn = screen.rows.slice(0, DRAWN_ROWS);
  const head = [CHECKBOX, "Date", "Description", "Amount", "Balance", "Category"]
    .map((h) => `<th class="${TH}${h === "Amount" || h === "Balance" ? " text-right" : ""}">${h}</th>`)
    .join("");
  return `<section class="max-h-[70vh] overflow-auto" aria-label="Transactions list"><table class="w-full min-w-[60rem] table-fixed border-collapse text-sm" aria-rowcount="${screen.total + 1}"><colgroup><col class="w-11"><col class="w-28"><col><col class="w-32"><col class="w-32"><col class="w-52"><col class="w-14"></colgroup><thead><tr aria-rowindex="1" class="border-b">${head}<th class="${TH}"><span class="sr-only">Actions</span></th></tr></thead><tbody>${drawn.map(row).join("")}</tbody></table></section>`;
}

/** The shell's frame (sidebar and header, empty until the app fills them) around the page. */
function shell(main: string, sidebarExpanded: boolean): string {
  const width = sidebarExpanded ? "w-(--sidebar-width)" : "w-(--sidebar-width-icon)";
  return `<div class="flex min-h-dvh w-full"><div class="sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar md:flex ${width}"><div class="h-14 border-b border-sidebar-border"></div></div><div class="flex min-w-0 flex-1 flex-col"><header class="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 md:px-4"></header><main id="main-content" tabindex="-1" class="flex-1 px-4 py-6 outline-none md:px-6 lg:px-8">${main}</main></div></div>`;
}

/** The whole first screen: the page header, the totals of every row, and the first rows of the list. */
export function firstScreenHtml(screen: TransactionsFirstScreenDto, opts: { sidebarExpanded: boolean }): string {
  const header = `<div class="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="space-y-1"><h1 class="text-2xl font-semibold tracking-tight md:text-3xl">Transactions</h1><p class="text-muted-foreground">Check each category and its reason; select a category to change it.</p></div></div>`;
  const body = `<div class="space-y-6" aria-busy="true">${summaryCards(screen)}${loadingLine(screen)}<div class="rounded-xl border bg-card text-card-foreground shadow-sm overflow-hidden">${toolbar(screen.total)}${table(screen)}</div></div>`;
  return shell(header + body, opts.sidebarExpanded);
}
