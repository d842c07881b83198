import { type FormEvent, useId, useState } from "react";
import type { CategoryOption } from "../../api/categories";
import type { RuleInput } from "../../api/rules";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
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
import { DIRECTION_LABELS, type RuleDraft, ruleInputOf } from "./rule-text";

function CategorySelect({
  id,
  value,
  onChange,
  categories,
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  categories: readonly CategoryOption[];
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id={id}>
        <SelectValue placeholder="Choose a category" />
      </SelectTrigger>
      <SelectContent className="max-h-80">
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
  );
}

/** Add a rule, or change the one being edited. `initial` seeds the fields; a new key resets them. */
export function RuleForm({
  initial,
  editing,
  categories,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: RuleDraft;
  editing: boolean;
  categories: readonly CategoryOption[];
  busy: boolean;
  onSubmit: (input: RuleInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = ruleInputOf(draft);
    if ("error" in result) return setError(result.error);
    setError(null);
    onSubmit(result.input);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="font-semibold">
        {editing ? "Edit rule" : "Add a rule"}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-contains`}>Description contains</Label>
          <Input
            id={`${id}-contains`}
            value={draft.contains}
            placeholder="e.g. TRAINLINE"
            onChange={(e) => set({ contains: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <CategorySelect
            id={`${id}-category`}
            value={draft.categoryId}
            onChange={(categoryId) => set({ categoryId })}
            categories={categories}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-direction`}>Direction</Label>
          <Select value={draft.direction} onValueChange={(v) => set({ direction: v as RuleDraft["direction"] })}>
            <SelectTrigger id={`${id}-direction`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(["any", "in", "out"] as const).map((d) => (
                <SelectItem key={d} value={d}>
                  {DIRECTION_LABELS[d]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-min`}>Min amount (£)</Label>
            <Input
              id={`${id}-min`}
              inputMode="decimal"
              value={draft.minAmount}
              onChange={(e) => set({ minAmount: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-max`}>Max amount (£)</Label>
            <Input
              id={`${id}-max`}
              inputMode="decimal"
              value={draft.maxAmount}
              onChange={(e) => set({ maxAmount: e.target.value })}
            />
          </div>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Amounts are compared without their sign and both ends are included. Leave them empty for any amount.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {editing ? "Save Rule" : "Add Rule"}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
