import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { CategoryOption } from "../../api/categories";
import type { BankAccount } from "../../api/transactions";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "../../components/ui/select";
import { groupCategories } from "./category-options";
import { ALL, activeFilterCount, amountLimit, EMPTY_FILTERS, type Filters, UNCATEGORIZED } from "./filter-rows";

type SetFilters = (update: (f: Filters) => Filters) => void;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function DateFields({ filters, set }: { filters: Filters; set: SetFilters }) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3">
      <Field id={`${id}-from`} label="From">
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.dateFrom}
          onChange={(e) => set((f) => ({ ...f, dateFrom: e.target.value }))}
        />
      </Field>
      <Field id={`${id}-to`} label="To">
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.dateTo}
          onChange={(e) => set((f) => ({ ...f, dateTo: e.target.value }))}
        />
      </Field>
    </div>
  );
}

function AmountInput({
  id,
  hintId,
  value,
  onChange,
}: {
  id: string;
  hintId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const invalid = value.trim() !== "" && amountLimit(value) === null;
  return (
    <Input
      id={id}
      inputMode="decimal"
      placeholder="e.g. -50.00"
      aria-invalid={invalid || undefined}
      aria-describedby={hintId}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function AmountFields({ filters, set }: { filters: Filters; set: SetFilters }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-min`} label="Min amount (£)">
          <AmountInput
            id={`${id}-min`}
            hintId={`${id}-hint`}
            value={filters.amountMin}
            onChange={(v) => set((f) => ({ ...f, amountMin: v }))}
          />
        </Field>
        <Field id={`${id}-max`} label="Max amount (£)">
          <AmountInput
            id={`${id}-max`}
            hintId={`${id}-hint`}
            value={filters.amountMax}
            onChange={(v) => set((f) => ({ ...f, amountMax: v }))}
          />
        </Field>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Money out is negative: from -100 to 0 finds payments of up to £100. Both ends are included.
      </p>
    </div>
  );
}

function CategoryField({
  filters,
  set,
  categories,
}: {
  filters: Filters;
  set: SetFilters;
  categories: readonly CategoryOption[];
}) {
  const id = useId();
  return (
    <Field id={id} label="Category">
      <Select value={filters.categoryId} onValueChange={(v) => set((f) => ({ ...f, categoryId: v }))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          <SelectItem value={ALL}>All categories</SelectItem>
          <SelectItem value={UNCATEGORIZED}>Uncategorized</SelectItem>
          {groupCategories(categories).map((g) => (
            <SelectGroup key={g.kind}>
              <SelectLabel>{g.label}</SelectLabel>
              {g.categories.map((c) => (
                <SelectItem key={c.id} value={c.id}>
                  {c.name}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

function AccountField({ filters, set, accounts }: { filters: Filters; set: SetFilters; accounts: BankAccount[] }) {
  const id = useId();
  return (
    <Field id={id} label="Bank account">
      <Select value={filters.bankAccountId} onValueChange={(v) => set((f) => ({ ...f, bankAccountId: v }))}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All accounts</SelectItem>
          {accounts.map((a) => (
            <SelectItem key={a.id} value={a.id}>
              {a.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  );
}

function NeedsReviewField({ filters, set }: { filters: Filters; set: SetFilters }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        checked={filters.needsReview}
        onCheckedChange={(checked) => set((f) => ({ ...f, needsReview: checked === true }))}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>Needs review</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          No category, or a category the app is not sure about.
        </p>
      </div>
    </div>
  );
}

/** Date, amount, category, bank account and needs-review filters; the button shows how many are set. */
export function FiltersPopover({
  filters,
  setFilters,
  categories,
  accounts,
}: {
  filters: Filters;
  setFilters: SetFilters;
  categories: readonly CategoryOption[];
  accounts: BankAccount[];
}) {
  const count = activeFilterCount(filters);
  const clear = () => setFilters((f) => ({ ...EMPTY_FILTERS, searchText: f.searchText }));
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden /> Filters
          {count > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
              {count}
              <span className="sr-only"> set</span>
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-80 gap-4" aria-label="Filters">
        <DateFields filters={filters} set={setFilters} />
        <AmountFields filters={filters} set={setFilters} />
        <CategoryField filters={filters} set={setFilters} categories={categories} />
        {accounts.length > 1 && <AccountField filters={filters} set={setFilters} accounts={accounts} />}
        <NeedsReviewField filters={filters} set={setFilters} />
        <Button variant="ghost" size="sm" onClick={clear} disabled={count === 0} className="justify-self-start">
          Clear filters
        </Button>
      </PopoverContent>
    </Popover>
  );
}
