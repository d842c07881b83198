import { Sparkles, X } from "lucide-react";
import type { CategoryOption } from "../../api/categories";
import { errorMessage } from "../../api/errors";
import { useCreateRule } from "../../api/rules";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { SimilarOffer } from "./similar-offer";
import type { Correction } from "./use-correction";

function CreateRule({
  correction,
  categories,
  onDone,
}: {
  correction: Correction;
  categories: readonly CategoryOption[];
  onDone: () => void;
}) {
  const createRule = useCreateRule();
  const suggestion = correction.suggestRule!;
  const name = categories.find((c) => c.id === suggestion.categoryId)?.name ?? correction.category.name;
  const create = () =>
    createRule.mutate(
      {
        contains: suggestion.contains,
        categoryId: suggestion.categoryId,
        direction: null,
        minAmount: null,
        maxAmount: null,
      },
      {
        onSuccess: () => {
          toast({
            title: "Rule Created",
            description: `Descriptions containing "${suggestion.contains}" will be categorised as ${name}.`,
          });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Rule Not Created",
            description: errorMessage(error, "Failed to create the rule"),
          }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>
        Always categorise "{suggestion.contains}" as {name}?
      </p>
      <Button size="sm" variant="outline" onClick={create} disabled={createRule.isPending}>
        Create rule
      </Button>
    </div>
  );
}

/**
 * The offers that follow a correction: the same category for rows of a similar payee (listed first, see
 * similar-offer.tsx), and a rule once the person has made the same correction twice. Each offer goes once it is
 * taken (or undone); Dismiss closes the prompt.
 */
export function CorrectionPrompt({
  correction,
  categories,
  onChange,
}: {
  correction: Correction;
  categories: readonly CategoryOption[];
  onChange: (next: Correction | null) => void;
}) {
  const next = (patch: Partial<Correction>) => {
    const after = { ...correction, ...patch };
    onChange(after.similar === 0 && !after.suggestRule ? null : after);
  };
  return (
    <section
      aria-label="Suggestions after your change"
      className="relative flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 pr-10 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950/40 dark:text-blue-50"
    >
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-2">
        <p className="font-medium">
          {correction.description} is now {correction.category.name}.
        </p>
        {correction.similar > 0 && <SimilarOffer correction={correction} onDone={() => next({ similar: 0 })} />}
        {correction.suggestRule && (
          <CreateRule correction={correction} categories={categories} onDone={() => next({ suggestRule: null })} />
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-7"
        aria-label="Dismiss suggestions"
        onClick={() => onChange(null)}
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
