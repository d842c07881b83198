import { Building2, Check, ChevronDown, Plus, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { useAuth } from "../../api/auth";
import { useAddCompany, useCompanies, useSelectCompany } from "../../api/company";
import { errorMessage } from "../../api/errors";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { inertOthersRef } from "../ui/inert-others";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { toast } from "../ui/use-toast";

const itemClass =
  "flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

/** Switching company; a failure says so in a toast. */
function useSwitchCompany() {
  return useSelectCompany({
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Switch failed",
        description: errorMessage(error, "Failed to switch company"),
      }),
  });
}

function AddCompanyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [name, setName] = useState("");
  const select = useSwitchCompany();
  const add = useAddCompany({
    onSuccess: async (created) => {
      await select.mutateAsync(created.id);
      toast({ title: "Company added", description: `${name.trim()} is now the current company.` });
      setName("");
      onOpenChange(false);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(name);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Add company</DialogTitle>
            <DialogDescription>Each company keeps its own transactions, reports and filings.</DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="new-company-name">Company name</Label>
            <Input id="new-company-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          </div>
          {add.error && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(add.error, "Failed to add the company")}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              Add company
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The header's company menu: the current company, the others to switch to, its settings, and a new one. */
export function CompanySwitcher() {
  const { user } = useAuth();
  const { data: companies } = useCompanies(user !== null);
  const select = useSwitchCompany();
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState(false);
  if (!user || !companies) return null;
  const current = companies.find((c) => c.current);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            // On a phone the name wraps (up to three short lines fit the header) instead of being cut to its first
            // letters; from 640 px there is room for it on one line.
            className="h-auto min-h-8 min-w-0 shrink gap-1.5 px-1.5 py-0.5 whitespace-normal text-left sm:max-w-56 sm:gap-2 sm:px-3 sm:whitespace-nowrap"
            aria-label={`Company: ${current?.name ?? "none"}`}
          >
            <Building2 aria-hidden className="max-sm:hidden" />
            <span className="min-w-0 leading-4 break-words max-sm:line-clamp-3 sm:truncate">
              {current?.name ?? "Choose a company"}
            </span>
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            ref={inertOthersRef}
            align="start"
            sideOffset={4}
            className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">
              Your companies
            </DropdownMenu.Label>
            {companies.map((c) => (
              <DropdownMenu.Item
                key={c.id}
                className={itemClass}
                onSelect={() => !c.current && select.mutate(c.id)}
                aria-current={c.current || undefined}
              >
                <Check className={c.current ? "size-4" : "size-4 invisible"} aria-hidden />
                <span className="truncate">{c.name}</span>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-border" />
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/company")}>
              <Settings className="size-4" aria-hidden />
              Company settings
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setAdding(true)}>
              <Plus className="size-4" aria-hidden />
              Add company
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <AddCompanyDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
