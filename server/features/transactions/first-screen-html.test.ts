import { describe, expect, it } from "vitest";
import type { TransactionDto, TransactionsFirstScreenDto } from "../../../core/contracts";
import { escapeHtml } from "../../platform/http/escape-html";
import { DRAWN_ROWS, firstScreenHtml } from "./first-screen-html";

function tx(over: Partial<TransactionDto>): TransactionDto {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    date: "2025-04-01",
    description: "COFFEE HOUSE",
    amount: "-3.10",
    balance: "1071.70",
    category: null,
    categoryId: null,
    categoryConfidence: null,
    categoryReason: null,
    categoryStage: null,
    notes: null,
    importBatchId: null,
    bankAccountId: null,
    vatRate: null,
    ...over,
  };
}

const screen = (
  rows: TransactionDto[],
  over: Partial<TransactionsFirstScreenDto> = {},
): TransactionsFirstScreenDto => ({
  total: rows.length,
  inflow: "0.00",
  outflow: "0.00",
  rows,
  ...over,
});

/** The text a person reads, tags dropped. */
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("the Transactions first screen drawn by the server", () => {
  it("shows the totals of every row, the count and the first rows as the app's table does", () => {
    // 50,000 rows in all; in £1,200.00, out £128.30, so net £1,071.70, shown in green as money in.
    const html = firstScreenHtml(
      screen(
        [
          tx({ description: "NORTHWIND TRADING LTD INV 1001", amount: "1200.00", balance: "1200.00" }),
          tx({ date: "2025-04-03", description: "CARD PAYMENT TO TRAINLINE", amount: "-45.20", balance: null }),
        ],
        { total: 50_000, inflow: "1200.00", outflow: "-128.30" },
      ),
      { sidebarExpanded: true, vatColumn: false },
    );
    const shown = text(html);
    expect(shown).toContain("Total Transactions 50,000");
    expect(shown).toContain("Total Inflow £1,200.00");
    expect(shown).toContain("Total Outflow £128.30");
    expect(shown).toContain("Net £1,071.70");
    expect(html).toMatch(/<p class="[^"]*" aria-live="polite">50,000 transactions<\/p>/);
    expect(shown).toContain(
      "Loading all 50,000 transactions: search, filters and the running-balance check follow in a moment.",
    );
    expect(shown).toContain("01/04/2025 NORTHWIND TRADING LTD INV 1001 +£1,200.00 £1,200.00 Uncategorized");
    expect(shown).toContain("03/04/2025 CARD PAYMENT TO TRAINLINE -£45.20 — Uncategorized");
    // As the app's first screen: the rows it holds, here 2, and the header row.
    expect(html).toContain('aria-rowcount="3"');
    expect(html).toContain('<input type="search" disabled aria-label="Search transactions"');
  });

  it("draws only the rows a screen can show; a list that is all here shows its reconciliation, not a loading line", () => {
    // £1.00 out a row, each balance £1.00 below the one before: the running balance holds throughout.
    const rows = Array.from({ length: DRAWN_ROWS + 5 }, (_, i) =>
      tx({ id: `id-${i}`, description: `ROW ${i}`, amount: "-1.00", balance: (999 - i).toFixed(2) }),
    );
    const html = firstScreenHtml(screen(rows), { sidebarExpanded: true, vatColumn: false });
    expect(html.match(/<tr data-row-id=/g)).toHaveLength(DRAWN_ROWS);
    expect(html).toContain(`ROW ${DRAWN_ROWS - 1}<`);
    expect(html).not.toContain(`ROW ${DRAWN_ROWS}<`);
    expect(text(html)).not.toContain("Loading all");
    expect(text(html)).toContain(
      "Balance Reconciliation Running balances, gaps and overlapping imports are checked across all your transactions. No issues found",
    );
  });

  it("reconciles a whole list as the app does: a balance that does not follow is an error naming its row", () => {
    // 100.00 - 10.00 = 90.00 as printed; then 90.00 - 20.00 = 70.00, but the bank printed 75.00.
    const html = firstScreenHtml(
      screen([
        tx({ id: "a", date: "2025-04-01", amount: "-10.00", balance: "90.00" }),
        tx({ id: "b", date: "2025-04-02", amount: "-20.00", balance: "75.00" }),
      ]),
      { sidebarExpanded: true, vatColumn: false },
    );
    expect(text(html)).toContain("Balance Reconciliation 1 error. Select one to see its transaction.");
    expect(text(html)).toMatch(/Error: .*75\.00/);
  });

  it("labels categories with their confidence, and marks one below the review threshold", () => {
    const html = firstScreenHtml(
      screen([
        tx({ category: "Travel", categoryId: "travel", categoryConfidence: "0.950", categoryStage: "builtin" }),
        tx({ category: "Meals", categoryId: "meals", categoryConfidence: "0.400", categoryStage: "model" }),
      ]),
      { sidebarExpanded: true, vatColumn: false },
    );
    expect(text(html)).toContain("Travel · 95%");
    expect(text(html)).toContain("Meals · 40% (needs review)");
    expect(text(html)).not.toContain("Travel · 95% (needs review)");
  });

  it("writes every text from the database escaped, so a description is only ever text", () => {
    const evil = '"><img src=x onerror=alert(1)></script><script>alert(2)</script>';
    const html = firstScreenHtml(screen([tx({ description: evil, categoryReason: evil, category: evil })]), {
      sidebarExpanded: true,
      vatColumn: false,
    });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain(escapeHtml(evil));
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("has the VAT rate column of a VAT-registered company: the row's own rate, or its category's default", () => {
    const rows = [
      tx({ category: "Sales", categoryId: "sales", categoryStage: "user" }),
      tx({ category: "Sales", categoryId: "sales", categoryStage: "user", vatRate: "reduced" }),
    ];
    const vat = firstScreenHtml(screen(rows), { sidebarExpanded: true, vatColumn: true });
    expect(text(vat)).toContain("Category VAT rate");
    expect(text(vat)).toContain("Sales Standard 20% (default)");
    expect(text(vat)).toContain("Sales Reduced 5%");
    expect(vat).toContain("md:min-w-[60rem]");
    expect(vat).toContain("max-md:h-[112px]");
    const none = firstScreenHtml(screen(rows), { sidebarExpanded: true, vatColumn: false });
    expect(text(none)).not.toContain("VAT rate");
    expect(none).toContain("md:min-w-[50rem]");
    expect(none).toContain("max-md:h-[76px]");
  });

  it("leaves the sidebar's room as the app will: 16rem, or the icon rail when collapsed", () => {
    expect(firstScreenHtml(screen([tx({})]), { sidebarExpanded: true, vatColumn: false })).toContain(
      "w-(--sidebar-width)",
    );
    expect(firstScreenHtml(screen([tx({})]), { sidebarExpanded: false, vatColumn: false })).toContain(
      "w-(--sidebar-width-icon)",
    );
  });
});
