import type { VatRate } from "../../../core/vat";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger } from "../../components/ui/select";
import { DEFAULT_VAT_VALUE, VAT_RATE_OPTIONS, vatRateFromValue } from "./vat-rate-options";

/** "Set VAT rate" for the selected rows: picking a rate applies it to all of them at once. */
export function BulkVatRate({ disabled, onSet }: { disabled: boolean; onSet: (rate: VatRate | null) => void }) {
  return (
    // Always showing no value: the list is an action, not a setting, so the same rate can be applied again.
    <Select value="" onValueChange={(value) => onSet(vatRateFromValue(value))} disabled={disabled}>
      <SelectTrigger className="w-auto" aria-label="Set VAT rate">
        <span>Set VAT rate</span>
      </SelectTrigger>
      <SelectContent>
        {VAT_RATE_OPTIONS.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
        <SelectSeparator />
        <SelectItem value={DEFAULT_VAT_VALUE}>Category default</SelectItem>
      </SelectContent>
    </Select>
  );
}
