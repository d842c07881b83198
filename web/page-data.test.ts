import { describe, expect, it } from "vitest";
import type { TransactionDto, TransactionsPageData } from "../core/contracts/transactions";
import { queryKeys } from "./api/query-keys";
import { seedFromPage } from "./page-data";
import { createQueryClient } from "./query-client";

/** A document holding one element with `text`, which records whether it was removed. */
function pageWith(text: string | null) {
  const element =
    text === null
      ? null
      : {
          textContent: text,
          removed: false,
          remove() {
            this.removed = true;
          },
        };
  return {
    element,
    doc: { getElementById: (id: string) => (id === "page-data" ? element : null) } as unknown as Document,
  };
}

const row = { id: "a", description: "COFFEE HOUSE" } as TransactionDto;
const user = { id: "u", email: "ada@example.com" } as TransactionsPageData["user"];

describe("the data the server wrote into the page", () => {
  it("goes into the query cache as the app's own answers would, and leaves the page", () => {
    const qc = createQueryClient();
    const company = { id: "c", vatRegistered: true };
    const { element, doc } = pageWith(
      JSON.stringify({ user, company, firstScreen: { total: 2, inflow: "0.00", outflow: "-3.10", rows: [row] } }),
    );
    expect(seedFromPage(qc, doc)).toBe(true);
    expect(qc.getQueryData(queryKeys.authUser)).toEqual(user);
    expect(qc.getQueryData(queryKeys.company)).toEqual(company);
    expect(qc.getQueryData(queryKeys.transactionsFirstScreen)).toMatchObject({ total: 2, rows: [row] });
    // Only part of the list: the whole list is still to be read.
    expect(qc.getQueryData(queryKeys.transactions)).toBeUndefined();
    expect(element?.removed).toBe(true);
  });

  it("is the whole list when the first screen holds every row", () => {
    const qc = createQueryClient();
    const { doc } = pageWith(
      JSON.stringify({ user, firstScreen: { total: 1, inflow: "0.00", outflow: "0.00", rows: [row] } }),
    );
    expect(seedFromPage(qc, doc)).toBe(true);
    expect(qc.getQueryData(queryKeys.transactions)).toEqual([row]);
  });

  it("is ignored when absent, unreadable or incomplete: the app then asks for what it needs", () => {
    for (const text of [null, "", "{not json", "null", JSON.stringify({ user })]) {
      const qc = createQueryClient();
      expect(seedFromPage(qc, pageWith(text).doc), String(text)).toBe(false);
      expect(qc.getQueryData(queryKeys.authUser)).toBeUndefined();
    }
  });
});
