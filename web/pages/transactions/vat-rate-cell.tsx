import type { TransactionDto } from "../../../core/contracts";
import { rowVatRate, VAT_RATE_LABELS, type VatRate } from "../../../core/vat";
import { domainOf } from "../../api/transactions";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger } from "../../components/ui/select";
import { DEFAULT_VAT_VALUE, VAT_RATE_OPTIONS, vatRateFromValue, vatReasonText } from "./vat-rate-options";

/**
 * The row's VAT rate, or its category's default marked "(default)"; choosing another saves it at once (PATCH).
 * A rate the categoriser learned or took from a rule shows its reason in a small line under it.
 * Keyed by the transaction: rows are recycled by position, so an open list never carries over to another row.
 */
export function VatRateCell({
  tx,
  onChoose,
  className = "px-3",
}: {
  tx: TransactionDto;
  onChoose: (tx: TransactionDto, rate: VatRate | null) => void;
  className?: string;
}) {
  const { rate, isDefault } = rowVatRate(domainOf(tx));
  const defaultRate = rowVatRate({ vatRate: null, categoryId: tx.categoryId }).rate;
  const reason = vatReasonText(tx);
  return (
    <td className={className}>
      <Select
        key={tx.id}
        value={isDefault ? DEFAULT_VAT_VALUE : rate}
        onValueChange={(value) => {
          const next = vatRateFromValue(value);
          if (next !== (tx.vatRate ?? null)) onChoose(tx, next);
        }}
      >
        <SelectTrigger
          className="h-8 px-2 text-xs"
          aria-label={`VAT rate for ${tx.description}`}
          title={reason ?? undefined}
        >
          <span className="truncate">
            {VAT_RATE_LABELS[rate]}
            {isDefault && <span className="text-muted-foreground"> (default)</span>}
          </span>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={DEFAULT_VAT_VALUE}>Category default ({VAT_RATE_LABELS[defaultRate]})</SelectItem>
          <SelectSeparator />
          {VAT_RATE_OPTIONS.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {reason && (
        <p className="truncate px-2 text-[11px] leading-tight text-muted-foreground max-md:hidden">{reason}</p>
      )}
    </td>
  );
}
