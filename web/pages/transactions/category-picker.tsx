import { Check, X } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { categoryLabel } from "../../../core/categories";
import type { TransactionDto } from "../../../core/contracts";
import type { CategoryOption } from "../../api/categories";
import { domainOf } from "../../api/transactions";
import { Input } from "../../components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "../../components/ui/popover";
import { cn } from "../../lib/cn";
import { CategoryBadge } from "./category-badge";
import { groupCategories } from "./category-options";

const optionClass =
  "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring";

/** The current category and the full reason, which the table can only show cut short. */
function CurrentChoice({ tx }: { tx: TransactionDto }) {
  return (
    <div className="grid gap-0.5 border-b p-3 text-xs">
      <p className="font-medium">{categoryLabel(domainOf(tx))}</p>
      {tx.categoryReason && <p className="text-muted-foreground">{tx.categoryReason}</p>}
    </div>
  );
}

function CategoryList({
  categories,
  currentId,
  onChoose,
}: {
  categories: readonly CategoryOption[];
  currentId: string | null;
  onChoose: (category: CategoryOption | null) => void;
}) {
  const [query, setQuery] = useState("");
  const groups = groupCategories(categories, query);
  // Enter in the search box takes the first match, so a known category is a few keystrokes away.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const first = groups[0]?.categories[0];
    if (e.key === "Enter" && first) {
      e.preventDefault();
      onChoose(first);
    }
  };
  return (
    <div className="flex flex-col">
      <div className="border-b p-2">
        <Input
          autoFocus
          type="search"
          aria-label="Search categories"
          placeholder="Search categories…"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="max-h-72 overflow-y-auto p-1">
        {groups.length === 0 && <p className="p-2 text-sm text-muted-foreground">No category matches.</p>}
        {groups.map((g) => (
          <fieldset key={g.kind} className="m-0 min-w-0 border-0 p-0">
            <legend className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">{g.label}</legend>
            {g.categories.map((c) => (
              <button key={c.id} type="button" className={optionClass} onClick={() => onChoose(c)}>
                <Check className={cn("size-4", c.id === currentId ? "opacity-100" : "opacity-0")} aria-hidden />
                {c.name}
                {c.id === currentId && <span className="sr-only"> (current)</span>}
              </button>
            ))}
          </fieldset>
        ))}
      </div>
      {currentId && (
        <div className="border-t p-1">
          <button type="button" className={optionClass} onClick={() => onChoose(null)}>
            <X className="size-4" aria-hidden /> Clear category
          </button>
        </div>
      )}
    </div>
  );
}

/** The row's category badge; selecting it opens a searchable list of the chart's categories. */
export function CategoryPicker({
  tx,
  needsReview,
  categories,
  onChoose,
}: {
  tx: TransactionDto;
  needsReview: boolean;
  categories: readonly CategoryOption[];
  onChoose: (tx: TransactionDto, category: CategoryOption | null) => void;
}) {
  // Open for one transaction: rows are recycled by position, so a refetch that moves another transaction into this
  // row closes the picker instead of carrying it over.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === tx.id;
  const setOpen = (next: boolean) => setOpenFor(next ? tx.id : null);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="max-w-full rounded-md focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        >
          <CategoryBadge tx={tx} needsReview={needsReview} />
          <span className="sr-only">, change category</span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-0" aria-label={`Category for ${tx.description}`}>
        <CurrentChoice tx={tx} />
        <CategoryList
          categories={categories}
          currentId={tx.categoryId}
          onChoose={(category) => {
            setOpen(false);
            // Choosing the suggested category again confirms it as the person's own; only a repeat of their own is a no-op.
            const unchanged = (category?.id ?? null) === tx.categoryId && tx.categoryStage === "user";
            if (!unchanged) onChoose(tx, category);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
