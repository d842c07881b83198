import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { FixLink } from "../readiness/fix-link";
import type { Signature } from "./export-request";

export interface SignatureFieldsProps {
  value: Signature;
  onChange: (patch: Partial<Signature>) => void;
  /** The company's directors: the signing director is one of them. */
  directors: readonly string[];
  /** The approval date's error, shown under the field. */
  dateError: string | null;
  onDateBlur: () => void;
  maxDate: string;
  minDate: string | undefined;
  disabled: boolean;
}

const SELECT =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50";

function CheckboxRow(props: { checked: boolean; disabled: boolean; label: string; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={(v) => props.onChange(v === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} className="leading-snug font-normal">
        {props.label}
      </Label>
    </div>
  );
}

/** Who signs, when the board approved, the confirmation, and whether the CH iXBRL carries the P&L. */
export function SignatureFields(props: SignatureFieldsProps) {
  const { value, onChange, directors, dateError, disabled } = props;
  const nameId = useId();
  const dateId = useId();
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={nameId}>Director full name</Label>
          <select
            id={nameId}
            className={SELECT}
            value={value.directorName}
            disabled={disabled || directors.length === 0}
            onChange={(e) => onChange({ directorName: e.target.value })}
          >
            <option value="">{directors.length === 0 ? "No directors entered" : "Choose a director"}</option>
            {directors.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {!disabled && directors.length === 0 && (
            <FixLink fixAt="/company#details">Add the company's directors</FixLink>
          )}
        </div>
        <div className="space-y-2">
          <Label htmlFor={dateId}>Date of approval</Label>
          <Input
            id={dateId}
            type="date"
            value={value.approvalDate}
            min={props.minDate}
            max={props.maxDate}
            disabled={disabled}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${dateId}-error` : undefined}
            onChange={(e) => onChange({ approvalDate: e.target.value })}
            onBlur={props.onDateBlur}
            className={cn(dateError && "border-destructive")}
          />
          {dateError && (
            <p id={`${dateId}-error`} className="text-sm text-destructive">
              {dateError}
            </p>
          )}
        </div>
      </div>
      <CheckboxRow
        checked={value.confirmed}
        disabled={disabled}
        onChange={(confirmed) => onChange({ confirmed })}
        label="I confirm these accounts are accurate and prepared in accordance with FRS 105"
      />
      <CheckboxRow
        checked={value.includeProfitAndLoss}
        disabled={disabled}
        onChange={(includeProfitAndLoss) => onChange({ includeProfitAndLoss })}
        label="Include the profit and loss account in the Companies House accounts (PDF, Excel, iXBRL and filing)"
      />
    </div>
  );
}
