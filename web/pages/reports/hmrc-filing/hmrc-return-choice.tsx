import { useId } from "react";
import { formatLongUk } from "../../../../core/dates";
import { Badge } from "../../../components/ui/badge";
import { HMRC_STATE_LABEL, type ReturnChoice } from "./hmrc-filing-texts";

export interface HmrcReturnChoiceProps {
  returns: readonly ReturnChoice[];
  chosen: number;
  onChoose: (index: number) => void;
  disabled?: boolean;
}

/**
 * A period of account over 12 months makes one company tax return per accounting period (CTA 2009 s10): the
 * director picks which to send, seeing where each stands with HMRC.
 */
export function HmrcReturnChoice({ returns, chosen, onChoose, disabled }: HmrcReturnChoiceProps) {
  const name = useId();
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="font-medium text-sm">Which return to send</legend>
      <p className="text-sm text-muted-foreground">
        This period of account is longer than 12 months, so it makes {returns.length} company tax returns, one for each
        accounting period. Send each of them.
      </p>
      {returns.map((r, i) => (
        <label key={r.endDate} className="flex flex-wrap items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={chosen === i}
            onChange={() => onChoose(i)}
            className="size-4 accent-primary"
          />
          <span>
            Return {i + 1}: {formatLongUk(r.startDate)} to {formatLongUk(r.endDate)}
          </span>
          <Badge variant="outline">{r.latest ? HMRC_STATE_LABEL[r.latest.state] : "Not sent"}</Badge>
        </label>
      ))}
    </fieldset>
  );
}
