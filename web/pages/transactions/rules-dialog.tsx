import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import type { CategoryOption } from "../../api/categories";
import { useCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { type Rule, type RuleInput, useCreateRule, useDeleteRule, useRules, useUpdateRule } from "../../api/rules";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/use-toast";
import { RuleForm } from "./rule-form";
import { amountRangeText, directionText, draftOf, EMPTY_DRAFT } from "./rule-text";

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ variant: "destructive", title, description: errorMessage(error, fallback) });

function RulesTable({
  rules,
  categoryName,
  onEdit,
  onDelete,
}: {
  rules: Rule[];
  categoryName: (id: string) => string;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Contains</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Direction</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="font-medium break-all">{r.contains}</TableCell>
            <TableCell>{categoryName(r.categoryId)}</TableCell>
            <TableCell>{directionText(r.direction)}</TableCell>
            <TableCell className="whitespace-nowrap">{amountRangeText(r.minAmount, r.maxAmount)}</TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Button variant="ghost" size="icon" aria-label={`Edit rule ${r.contains}`} onClick={() => onEdit(r)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete rule ${r.contains}`} onClick={() => onDelete(r)}>
                <Trash2 aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function RulesManager({ categories }: { categories: readonly CategoryOption[] }) {
  const { data: rules = [], isLoading } = useRules();
  const create = useCreateRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<Rule | null>(null);
  // Bumped after a save so the form starts empty again.
  const [formKey, setFormKey] = useState(0);
  const categoryName = (id: string) => categories.find((c) => c.id === id)?.name ?? id;

  const saved = (title: string) => () => {
    toast({ title });
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const submit = (input: RuleInput) =>
    editing
      ? update.mutate(
          { id: editing.id, ...input },
          { onSuccess: saved("Rule Saved"), onError: failed("Rule Not Saved", "Failed to save the rule") },
        )
      : create.mutate(input, {
          onSuccess: saved("Rule Added"),
          onError: failed("Rule Not Saved", "Failed to save the rule"),
        });
  const onDelete = (rule: Rule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        toast({ title: "Rule Deleted", description: `"${rule.contains}" is no longer a rule.` });
        if (editing?.id === rule.id) setEditing(null);
      },
      onError: failed("Rule Not Deleted", "Failed to delete the rule"),
    });

  return (
    <div className="grid gap-4">
      {isLoading ? (
        <Spinner label="Loading rules" />
      ) : rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No rules yet. Add one below, or accept a suggestion after you correct a category twice.
        </p>
      ) : (
        <RulesTable rules={rules} categoryName={categoryName} onEdit={setEditing} onDelete={onDelete} />
      )}
      <RuleForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        initial={editing ? draftOf(editing) : EMPTY_DRAFT}
        editing={editing !== null}
        categories={categories}
        busy={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}

/**
 * Rules belong to one company (an accountant's clients each have their own payees), so the dialog says whose they
 * are: a rule added here does not categorise another company's transactions.
 */
function CompanyOfRules() {
  const { data: company } = useCompany();
  if (!company) return null;
  return <>These rules are {company.name}'s: each of your companies has its own.</>;
}

/** The person's own rules: they run first when transactions are categorised. */
export function RulesDialog({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly CategoryOption[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Rules</DialogTitle>
          <DialogDescription>
            Rules run first when you categorise: a transaction whose description contains the text gets the category,
            with 100% confidence. Categories you set by hand are never changed. <CompanyOfRules />
          </DialogDescription>
        </DialogHeader>
        {open && <RulesManager categories={categories} />}
      </DialogContent>
    </Dialog>
  );
}
