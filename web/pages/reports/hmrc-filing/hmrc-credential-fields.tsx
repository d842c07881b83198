import { useId } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { HmrcFilingFields } from "./use-hmrc-filing";

type Props = {
  value: HmrcFilingFields;
  onChange: (f: (prev: HmrcFilingFields) => HmrcFilingFields) => void;
  disabled: boolean;
};

/**
 * The declaration (boxes 975–985: who declares the return correct and complete, and their status) and the company's
 * Government Gateway sign-in. The password is sent with this filing only and never kept, not even by the browser.
 */
export function HmrcCredentialFields({ value, onChange, disabled }: Props) {
  const id = useId();
  const set = (patch: Partial<HmrcFilingFields>) => onChange((f) => ({ ...f, ...patch }));
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">Declaration</legend>
        <p className="text-sm text-muted-foreground">
          The information in this return and its attachments is correct and complete to the best of my knowledge and
          belief.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-name`}>Declarant's name</Label>
            <Input
              id={`${id}-name`}
              value={value.declarantName}
              onChange={(e) => set({ declarantName: e.target.value })}
              disabled={disabled}
              maxLength={56}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-status`}>Status</Label>
            <Input
              id={`${id}-status`}
              value={value.declarantStatus}
              onChange={(e) => set({ declarantStatus: e.target.value })}
              disabled={disabled}
              maxLength={56}
            />
          </div>
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">Government Gateway sign-in</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-user`}>Gateway user ID</Label>
            <Input
              id={`${id}-user`}
              value={value.gatewayUserId}
              onChange={(e) => set({ gatewayUserId: e.target.value })}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${id}-password`}>Gateway password</Label>
            <Input
              id={`${id}-password`}
              type="password"
              value={value.gatewayPassword}
              onChange={(e) => set({ gatewayPassword: e.target.value })}
              disabled={disabled}
              autoComplete="off"
            />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          The company's Corporation Tax sign-in for HMRC online services. Microfile sends it with this return only and
          never keeps it.
        </p>
      </fieldset>
    </div>
  );
}
