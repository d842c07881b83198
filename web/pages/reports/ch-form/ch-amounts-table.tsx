import {
  type ChAmountField,
  type ChFormAmountKey,
  type ChFormDraft,
  type ChFormTotals,
  type ChFormYear,
  chFormTotals,
  invalidChAmountFields,
} from "../../../../core/filing";
import { formatWholePoundsNumber } from "../../../../core/money";
import { Input } from "../../../components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";

type Row = { field: ChAmountField; label: string } | { total: keyof ChFormTotals; label: string };

/** The micro-entity balance sheet, Format 1, with its totals where the format puts them. */
const ROWS: readonly Row[] = [
  { field: "fixedAssets", label: "Fixed assets" },
  { field: "stocks", label: "Stocks" },
  { field: "debtors", label: "Debtors" },
  { field: "cash", label: "Cash at bank and in hand" },
  { field: "otherCurrentAssets", label: "Other current assets" },
  { total: "totalCurrentAssets", label: "Total current assets" },
  { field: "creditorsWithinOneYear", label: "Creditors: amounts falling due within one year" },
  { total: "netCurrentAssets", label: "Net current assets (liabilities)" },
  { total: "totalAssetsLessCurrentLiabilities", label: "Total assets less current liabilities" },
  { field: "creditorsAfterOneYear", label: "Creditors: amounts falling due after more than one year" },
  { field: "provisions", label: "Provisions for liabilities" },
  { total: "totalNetAssets", label: "Total net assets (liabilities)" },
  { field: "calledUpShareCapital", label: "Called up share capital" },
  { field: "profitLossAccount", label: "Profit and loss account" },
  { total: "totalCapitalAndReserves", label: "Total capital and reserves" },
];

const YEARS: readonly { year: ChFormYear; label: string }[] = [
  { year: "Current", label: "current year" },
  { year: "Prior", label: "prior year" },
];

function AmountInput({
  draft,
  field,
  year,
  label,
  invalid,
  onChange,
}: {
  draft: ChFormDraft;
  field: ChAmountField;
  year: (typeof YEARS)[number];
  label: string;
  invalid: boolean;
  onChange: (key: ChFormAmountKey, value: string) => void;
}) {
  const key: ChFormAmountKey = `${field}${year.year}`;
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      className="w-32 text-right tabular-nums"
      aria-label={`${label}, ${year.label} (£)`}
      aria-invalid={invalid || undefined}
      placeholder="0"
      value={draft[key]}
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
}

/** Current and prior year amounts in whole pounds, with the derived totals worked out live by core. */
export function ChAmountsTable({
  draft,
  onChange,
}: {
  draft: ChFormDraft;
  onChange: (key: ChFormAmountKey, value: string) => void;
}) {
  const totals = { Current: chFormTotals(draft, "Current"), Prior: chFormTotals(draft, "Prior") };
  const invalid = new Set(invalidChAmountFields(draft));
  return (
    <div className="space-y-2">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Balance sheet item</TableHead>
            <TableHead className="text-right">Current year (£)</TableHead>
            <TableHead className="text-right">Prior year (£)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {ROWS.map((row) =>
            "field" in row ? (
              <TableRow key={row.field}>
                <TableCell>{row.label}</TableCell>
                {YEARS.map((y) => (
                  <TableCell key={y.year} className="text-right">
                    <AmountInput
                      draft={draft}
                      field={row.field}
                      year={y}
                      label={row.label}
                      invalid={invalid.has(`${row.field}${y.year}`)}
                      onChange={onChange}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ) : (
              <TableRow key={row.total} className="bg-muted/40 font-semibold">
                <TableCell>{row.label}</TableCell>
                {YEARS.map((y) => (
                  <TableCell key={y.year} className="text-right tabular-nums">
                    {formatWholePoundsNumber(totals[y.year][row.total])}
                  </TableCell>
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      {invalid.size > 0 && (
        <p className="text-sm text-destructive">
          Whole pounds only: {invalid.size} amount{invalid.size === 1 ? " is" : "s are"} not a whole number of pounds
          and count{invalid.size === 1 ? "s" : ""} as 0 until corrected.
        </p>
      )}
    </div>
  );
}
