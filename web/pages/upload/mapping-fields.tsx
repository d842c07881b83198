import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { FIELD_LABELS, type MappingField, type ReadingField, type ReadingValue } from "./mapping-rules";

/** Radix Select items cannot have an empty value, so "not used" has a value of its own. */
const NOT_USED = "__not_used__";
const REQUIRED: ReadonlySet<MappingField> = new Set(["date", "description"]);

// Debit and Credit keep the spec's labels; their help says "paid out" / "paid in", the words of the "Detected:" line.
const FIELD_HELP: Record<MappingField, string> = {
  date: "When the transaction happened",
  description: "Who was paid or who paid you",
  amount: "One column with money in and out (out as minus)",
  debit: "Paid out: money out, if your bank uses two columns",
  credit: "Paid in: money in, if your bank uses two columns",
  balance: "The running balance (optional, used for checks)",
  flag: "Marks each amount as a debit or credit (D/C, DR/CR, or CR on card payments)",
};

interface Reading<K extends ReadingField> {
  label: string;
  help: string;
  options: readonly { value: ReadingValue<K>; label: string }[];
}

const READINGS: { [K in ReadingField]: Reading<K> } = {
  balanceTiming: {
    label: "Balance is",
    help: "Most banks print the balance after each row; some older exports print it before",
    options: [
      { value: "after", label: "after each row" },
      { value: "before", label: "before each row" },
    ],
  },
  positive: {
    label: "Positive amounts are",
    help: "A card statement prints purchases as positive amounts",
    options: [
      { value: "in", label: "money in" },
      { value: "out", label: "money out (card statement)" },
    ],
  },
};

function FieldHelp({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="text-muted-foreground text-xs">
      {text}
    </p>
  );
}

/** One role's column. Optional roles offer "Not used" ("None" for the flag), which stands for "". */
export function ColumnSelect({
  field,
  headers,
  value,
  onChange,
}: {
  field: MappingField;
  headers: string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `mapping-${field}`;
  const required = REQUIRED.has(field);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {FIELD_LABELS[field]}
        {required && <span aria-hidden> *</span>}
      </Label>
      <Select
        value={value === "" ? (required ? "" : NOT_USED) : value}
        onValueChange={(v) => onChange(v === NOT_USED ? "" : v)}
      >
        <SelectTrigger id={id} aria-required={required} aria-describedby={`${id}-help`}>
          <SelectValue placeholder="Choose a column" />
        </SelectTrigger>
        <SelectContent>
          {!required && <SelectItem value={NOT_USED}>{field === "flag" ? "None" : "Not used"}</SelectItem>}
          {headers.map((h) => (
            <SelectItem key={h} value={h}>
              {h}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldHelp id={`${id}-help`} text={FIELD_HELP[field]} />
    </div>
  );
}

/** A reading of the file (how its balance or its positive amounts are meant), one of a fixed set of choices. */
export function ReadingSelect<K extends ReadingField>({
  reading,
  value,
  onChange,
}: {
  reading: K;
  value: ReadingValue<K>;
  onChange: (value: ReadingValue<K>) => void;
}) {
  const { label, help, options }: Reading<K> = READINGS[reading];
  const id = `mapping-${reading}`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as ReadingValue<K>)}>
        <SelectTrigger id={id} aria-describedby={`${id}-help`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldHelp id={`${id}-help`} text={help} />
    </div>
  );
}
