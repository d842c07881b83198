import { describe, expect, it } from "vitest";
import type { BankFile } from "./fixtures/bank-files-a";
import {
  MONZO_POT_TRANSFERS,
  UNQUOTED_THOUSANDS,
  UNQUOTED_THOUSANDS_LLOYDS_SHAPE,
  UNQUOTED_THOUSANDS_TRAILING_COMMA,
  UNQUOTED_THOUSANDS_TWO_WAYS,
  UNSIGNED_NEWEST_FIRST,
  UNSIGNED_OLDEST_FIRST,
  UNSIGNED_WITH_GAPS,
} from "./fixtures/review-files";
import { parseBankCsv } from "./index";
import { AMBIGUOUS_BALANCE_SIGNS } from "./sign-and-order";

const summary = (r: ReturnType<typeof parseBankCsv>) => r.rows.map((x) => [x.date, x.amount, x.description, x.balance]);
const read = (f: BankFile, headerMap?: Parameters<typeof parseBankCsv>[1]) => parseBankCsv(f.text, headerMap);

describe("Monzo pot transfers", () => {
  it("marks a row of Monzo's type Pot transfer in its description, and leaves the other rows as they were", () => {
    const r = read(MONZO_POT_TRANSFERS);
    expect(r.bank).toBe("Monzo");
    expect(summary(r)).toEqual(MONZO_POT_TRANSFERS.rows);
    expect(r.warnings).toEqual([]);
  });

  it("keeps the mark when the page sends the mapping back", () => {
    const first = read(MONZO_POT_TRANSFERS);
    expect(summary(read(MONZO_POT_TRANSFERS, { headerMap: first.mapping ?? {} }))).toEqual(summary(first));
  });

  it("does not mark a generic file's Type column, whatever it says", () => {
    const text = ["Date,Type,Description,Amount", "14/03/2024,Pot transfer,Tax Pot,-480.00"].join("\n");
    expect(parseBankCsv(text).rows[0]?.description).toBe("Tax Pot");
  });
});

describe("unsigned amounts signed by the running balance", () => {
  it.each([UNSIGNED_OLDEST_FIRST, UNSIGNED_NEWEST_FIRST, UNSIGNED_WITH_GAPS])(
    "reads $name: each sign the balances prove, and names each row they do not",
    (file) => {
      const r = read(file);
      expect(summary(r)).toEqual(file.rows);
      expect(r.warnings).toEqual(file.warnings);
    },
  );

  it.each([UNSIGNED_OLDEST_FIRST, UNSIGNED_NEWEST_FIRST, UNSIGNED_WITH_GAPS])(
    "reads $name the same when given back its own mapping",
    (file) => {
      const first = read(file);
      expect(first.detectedMapping?.positive).toBeNull();
      expect(summary(read(file, { headerMap: first.mapping ?? {} }))).toEqual(summary(first));
    },
  );

  it("keeps every row one way, and says why, when the dates do not show which way the file runs", () => {
    // All on one day: balance after each row oldest first makes B out (460 − 500) and C in (470 − 460); balance
    // before each row newest first fits the same balances with B in and C out. Nothing in the file tells them apart.
    const text = ["Date,Description,Amount,Balance", "13/06/2024,A,100.00,500.00", "13/06/2024,B,40.00,460.00"];
    const r = parseBankCsv([...text, "13/06/2024,C,10.00,470.00"].join("\n"));
    expect(r.rows.map((x) => x.amount)).toEqual([10000, 4000, 1000]);
    expect(r.warnings).toContain(AMBIGUOUS_BALANCE_SIGNS);
  });

  it("follows a person who says which way amounts are, as before", () => {
    const r = read(UNSIGNED_OLDEST_FIRST, { headerMap: { positive: "in" } });
    expect(r.rows.every((x) => x.amount > 0)).toBe(true);
  });
});

describe("an unquoted amount split by its thousands separator", () => {
  it.each([
    UNQUOTED_THOUSANDS,
    UNQUOTED_THOUSANDS_TWO_WAYS,
    UNQUOTED_THOUSANDS_TRAILING_COMMA,
    UNQUOTED_THOUSANDS_LLOYDS_SHAPE,
  ])("reads $name whole, the balances following", (file) => {
    const r = read(file);
    expect(summary(r)).toEqual(file.rows);
    expect(r.bank).toBe(file.bank);
    expect(r.warnings).toEqual(file.warnings ?? []);
  });

  it("does not take the split row's last field for an unnamed column", () => {
    expect(read(UNQUOTED_THOUSANDS).detectedHeaders).toEqual(["Date", "Description", "Amount", "Balance"]);
    expect(read(UNQUOTED_THOUSANDS_TRAILING_COMMA).detectedHeaders).toHaveLength(7);
  });

  it("names a row that reads two ways when no balance beside it tells which", () => {
    const text = ["Date,Description,Amount,Balance", "01/09/2024,A,-5.00,", "02/09/2024,B,-1,100,200"];
    const r = parseBankCsv([...text, "13/09/2024,C,-7.00,"].join("\n"));
    expect(r.rows[1]).toMatchObject({ amount: -110000, balance: 20000 });
    expect(r.warnings).toEqual([
      'Line 3: one field more than the header: "-1,100" or "100,200" could each be an amount split by its thousands separator, and the balances do not tell which; read "-1,100". Check this row.',
    ]);
  });

  it("names a joined amount the balances do not confirm", () => {
    // 1,000.00 − 1,234.56 = −234.56, not the −334.56 printed.
    const text = ["Date,Description,Amount,Balance", "01/03/2024,A,1000.00,1000.00", "02/03/2024,B,-1,234.56,-334.56"];
    const r = parseBankCsv([...text, "13/03/2024,C,5.00,-329.56"].join("\n"));
    expect(r.rows[1]).toMatchObject({ amount: -123456, balance: -33456 });
    expect(r.warnings).toContain(
      'Line 3: read "-1,234.56" as one amount split over two fields by its thousands separator, but the balances around it do not confirm it. Check this row.',
    );
  });

  it("reads quoted amounts and other delimiters as before", () => {
    const quoted = ["Date,Description,Amount,Balance", '03/07/2024,HMRC VAT,"-1,234.56","1,265.44"'].join("\n");
    expect(parseBankCsv(quoted).rows.map((x) => [x.amount, x.balance])).toEqual([[-123456, 126544]]);
    const piped = ["Date|Description|Amount|Balance", "13/07/2024|HMRC VAT|-1|234.56|1265.44"].join("\n");
    expect(parseBankCsv(piped).rows.map((x) => [x.amount, x.balance])).toEqual([[-100, 23456]]);
  });
});
