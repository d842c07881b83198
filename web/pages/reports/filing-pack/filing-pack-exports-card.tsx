import { Download, FileCode2, FileSpreadsheet, FileText, Landmark } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { ExportKey } from "../../../api/exports";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { type ExportSpec, FILING_EXPORTS } from "./export-request";
import { useFilingPackExports } from "./use-filing-pack-exports";

export interface FilingPackExportsCardProps {
  /** The sample company (signed out) cannot export. */
  disabled?: boolean;
  /** Opens the Payment dialog when an export answers 402 needsPayment. */
  onPaymentRequired?: () => void;
}

const ICONS: Record<ExportKey, ReactNode> = {
  chPdf: <FileText aria-hidden />,
  chXlsx: <FileSpreadsheet aria-hidden />,
  chIxbrl: <FileCode2 aria-hidden />,
  hmrcXlsx: <Landmark aria-hidden />,
};

function ExportButton(props: { spec: ExportSpec; busy: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      className="justify-start"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-busy={props.busy}
    >
      {props.busy ? <Spinner className="size-4" label={`Preparing ${props.spec.label}`} /> : ICONS[props.spec.key]}
      {props.spec.label}
    </Button>
  );
}

/** The 'Filing Pack Exports' card of the Reports page (spec part 2, Reports; §5 and §8 for its rules and toasts). */
export function FilingPackExportsCard({ disabled = false, onPaymentRequired }: FilingPackExportsCardProps) {
  const titleId = useId();
  const nameId = useId();
  const confirmId = useId();
  const [directorName, setDirectorName] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const { busy, run, openFullExport } = useFilingPackExports(onPaymentRequired);
  const locked = disabled || busy !== null;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Filing Pack Exports
        </CardTitle>
        <CardDescription>
          Download your accounts for Companies House and a CT600 draft for HMRC, built from the figures on this page.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor={nameId}>Director full name</Label>
          <Input
            id={nameId}
            autoComplete="name"
            placeholder="e.g. Ada Lovelace"
            value={directorName}
            maxLength={160}
            disabled={disabled}
            onChange={(e) => setDirectorName(e.target.value)}
          />
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id={confirmId}
            checked={confirmed}
            disabled={disabled}
            onCheckedChange={(value) => setConfirmed(value === true)}
            className="mt-0.5"
          />
          <Label htmlFor={confirmId} className="leading-snug font-normal">
            I confirm these accounts are accurate and prepared in accordance with FRS 105
          </Label>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {FILING_EXPORTS.map((spec) => (
            <ExportButton
              key={spec.key}
              spec={spec}
              busy={busy === spec.key}
              disabled={locked}
              onClick={() => void run(spec, { directorName, confirmed })}
            />
          ))}
          <Button variant="outline" className="justify-start" disabled={disabled} onClick={openFullExport}>
            <Download aria-hidden />
            Full Excel Export
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">
          These exports are information tools only and are not legal or tax advice. Check every figure before you file,
          and ask an accountant if you are unsure.
        </p>
      </CardContent>
    </Card>
  );
}
