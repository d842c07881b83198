import type { ReactNode } from "react";
import type { ChFormDraft } from "../../../../core/filing";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { auditExemptionStatement } from "./audit-exemption";

type Update = (patch: Partial<ChFormDraft>) => void;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Balance sheet date and the currency (always GBP). */
export function ChDateFields({ draft, update }: { draft: ChFormDraft; update: Update }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="ch-balance-sheet-date" label="Balance sheet date">
        <Input
          id="ch-balance-sheet-date"
          type="date"
          value={draft.balanceSheetDate}
          onChange={(e) => update({ balanceSheetDate: e.target.value })}
        />
      </Field>
      <Field id="ch-currency" label="Currency">
        <Input id="ch-currency" value={draft.currency} readOnly aria-readonly className="bg-muted" />
      </Field>
    </div>
  );
}

type StatementKey = "balanceSheetStatement" | "s477Statement" | "s476Statement";

const BALANCE_SHEET_STATEMENT =
  "Balance sheet statement: these accounts have been prepared in accordance with the provisions applicable to " +
  "companies subject to the small companies regime and the micro-entity provisions, and the directors " +
  "acknowledge their responsibilities for accounting records and the preparation of accounts.";

const S476_STATEMENT =
  "The members have not required the company to obtain an audit in accordance with section 476 of the " +
  "Companies Act 2006.";

/** The statements in order; the audit exemption is s480 for a dormant company (the draft keeps its key). */
function statements(dormant: boolean): readonly { key: StatementKey; label: string }[] {
  return [
    { key: "balanceSheetStatement", label: BALANCE_SHEET_STATEMENT },
    { key: "s477Statement", label: auditExemptionStatement(dormant) },
    { key: "s476Statement", label: S476_STATEMENT },
  ];
}

/** The statements the balance sheet must carry above the director's signature. */
export function ChStatements({ draft, update, dormant }: { draft: ChFormDraft; update: Update; dormant: boolean }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold">Statements</legend>
      {statements(dormant).map(({ key, label }) => (
        <div key={key} className="flex items-start gap-3">
          <Checkbox
            id={`ch-${key}`}
            className="mt-0.5"
            checked={draft[key]}
            onCheckedChange={(checked) => update({ [key]: checked === true })}
          />
          <Label htmlFor={`ch-${key}`} className="leading-snug font-normal">
            {label}
          </Label>
        </div>
      ))}
    </fieldset>
  );
}

/** Approval by the board: the director who signs, the date, and the average number of employees. */
export function ChApprovalFields({ draft, update }: { draft: ChFormDraft; update: Update }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">Approval</legend>
      <Field id="ch-director-name" label="Director name">
        <Input
          id="ch-director-name"
          autoComplete="name"
          value={draft.directorName}
          onChange={(e) => update({ directorName: e.target.value })}
        />
      </Field>
      <Field id="ch-approval-date" label="Approval date">
        <Input
          id="ch-approval-date"
          type="date"
          value={draft.approvalDate}
          onChange={(e) => update({ approvalDate: e.target.value })}
        />
      </Field>
      <Field id="ch-average-employees" label="Average number of employees">
        <Input
          id="ch-average-employees"
          inputMode="numeric"
          value={draft.averageEmployees}
          onChange={(e) => update({ averageEmployees: e.target.value })}
        />
      </Field>
    </fieldset>
  );
}
