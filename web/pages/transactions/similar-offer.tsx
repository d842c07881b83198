import { useState } from "react";
import type { SimilarListDto, SimilarRowDto } from "../../../core/contracts";
import { formatDateOnly } from "../../../core/dates";
import type { SetBy } from "../../../core/similar";
import { errorMessage } from "../../api/errors";
import { useCategorizeSimilar, useSimilarRows, useUndoSimilar } from "../../api/transactions";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Spinner } from "../../components/ui/spinner";
import { ToastAction } from "../../components/ui/toast";
import { toast } from "../../components/ui/use-toast";
import { money } from "../../lib/money";
import type { Correction } from "./use-correction";
import { UNDO_WINDOW_MS } from "./use-delete-actions";

const transactions = (n: number) => `${n} similar transaction${n === 1 ? "" : "s"}`;

const SET_BY_TEXT: Record<SetBy, string> = {
  rule: "by a rule",
  history: "from your earlier choices",
  model: "guessed",
  default: "default guess",
  you: "set by you",
  transfer: "transfer",
};

function SimilarItem({ row, ticked, onTick }: { row: SimilarRowDto; ticked: boolean; onTick: (on: boolean) => void }) {
  const date = formatDateOnly(row.date);
  const how = row.setBy ? ` · ${SET_BY_TEXT[row.setBy]}` : "";
  return (
    <li className="flex items-start gap-3 py-2">
      <Checkbox
        className="mt-0.5"
        aria-label={`Include ${row.description} on ${date}`}
        checked={ticked}
        onCheckedChange={(on) => onTick(on === true)}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap justify-between gap-x-3">
          <span className="min-w-0 truncate font-medium">{row.description}</span>
          <span className="tabular-nums whitespace-nowrap">{money(row.amount, true)}</span>
        </div>
        <div className="text-xs text-blue-900/80 dark:text-blue-100/80">
          {date} · {row.category ?? "Uncategorized"}
          {how}
          {row.why && <span className="font-medium"> — not ticked: {row.why}</span>}
          {row.confirms && <span className="font-medium"> — confirms it as your choice</span>}
        </div>
      </div>
    </li>
  );
}

/** The rows with the person's ticks over the server's (the safe ones ticked). */
function useTicks(list: SimilarListDto | undefined) {
  const [changed, setChanged] = useState<ReadonlyMap<string, boolean>>(new Map());
  const isTicked = (row: SimilarRowDto) => changed.get(row.id) ?? row.ticked;
  const tick = (id: string, on: boolean) => setChanged((m) => new Map(m).set(id, on));
  const ticked = (list?.rows ?? []).filter(isTicked).map((r) => r.id);
  return { isTicked, tick, ticked };
}

/** After an apply: what changed, and one Undo for all of it (also offered in the toast). */
function Applied({ updated, onUndo, undoing }: { updated: number; onUndo: () => void; undoing: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>Applied to {transactions(updated)}.</p>
      <Button size="sm" variant="outline" onClick={onUndo} disabled={undoing}>
        Undo
      </Button>
    </div>
  );
}

/** What Apply does to the ticked rows: a change of category, a guess confirmed as the person's own, or both. */
export function whatApplyDoes(rows: readonly Pick<SimilarRowDto, "confirms">[], category: string): string {
  const confirming = rows.some((r) => r.confirms);
  if (!confirming) return `The ticked ones change to ${category}`;
  if (rows.every((r) => r.confirms)) return `The ticked ones are guessed as ${category} and become your choice`;
  return `The ticked ones change to ${category}, and those guessed as ${category} become your choice`;
}

/**
 * "Apply to similar": the rows that would change, listed before anything changes (the safe ones ticked, the
 * others with why not); Apply sends exactly the ticked rows, and Undo puts them all back as they were.
 */
export function SimilarOffer({ correction, onDone }: { correction: Correction; onDone: () => void }) {
  const { data, error, isLoading } = useSimilarRows(correction.id);
  const { isTicked, tick, ticked } = useTicks(data);
  const apply = useCategorizeSimilar();
  const undo = useUndoSimilar();
  const [applied, setApplied] = useState<{ updated: number; undoToken: string } | null>(null);

  const undoAll = (undoToken: string) =>
    undo.mutate(undoToken, {
      onSuccess: ({ restored }) => {
        toast({ title: "Change Undone", description: `${restored} transaction(s) put back as they were.` });
        onDone();
      },
      onError: (e) =>
        toast({ variant: "destructive", title: "Undo Failed", description: errorMessage(e, "Failed to undo") }),
    });
  const run = () =>
    apply.mutate(
      { id: correction.id, ids: ticked },
      {
        onSuccess: ({ updated, undoToken }) => {
          if (undoToken) setApplied({ updated, undoToken });
          else onDone();
          toast({
            title: "Applied to Similar",
            description: `${correction.category.name} was applied to ${updated} similar transaction(s).`,
            duration: UNDO_WINDOW_MS,
            action: undoToken ? (
              <ToastAction altText="Undo the change to the similar transactions" onClick={() => undoAll(undoToken)}>
                Undo
              </ToastAction>
            ) : undefined,
          });
        },
        onError: (e) =>
          toast({
            variant: "destructive",
            title: "Apply to Similar Failed",
            description: errorMessage(e, "Failed to apply the category to similar transactions"),
          }),
      },
    );

  if (applied) {
    return <Applied updated={applied.updated} undoing={undo.isPending} onUndo={() => undoAll(applied.undoToken)} />;
  }
  if (isLoading) return <Spinner label="Finding similar transactions" />;
  if (error) return <p role="alert">{errorMessage(error, "The similar transactions could not be listed.")}</p>;
  if (!data || data.rows.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p>
        Apply to {transactions(ticked.length)}? {whatApplyDoes(data.rows, correction.category.name)}; nothing changes
        until you apply.
      </p>
      <ul
        aria-label="Similar transactions"
        className="max-h-64 divide-y divide-blue-200 overflow-auto pr-1 dark:divide-blue-800"
      >
        {data.rows.map((row) => (
          <SimilarItem key={row.id} row={row} ticked={isTicked(row)} onTick={(on) => tick(row.id, on)} />
        ))}
      </ul>
      <div>
        <Button size="sm" onClick={run} disabled={apply.isPending || ticked.length === 0}>
          Apply to {transactions(ticked.length)}
        </Button>
      </div>
    </div>
  );
}
