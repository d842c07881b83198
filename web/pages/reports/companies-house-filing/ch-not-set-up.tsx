import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { FILING_EXPORTS } from "../filing-pack/export-request";
import type { useFilingPackExports } from "../filing-pack/use-filing-pack-exports";
import type { SignatureState } from "../filing-pack/use-signature";

const OFFERED = FILING_EXPORTS.filter((s) => s.key === "chPdf" || s.key === "chIxbrl");

/** Without a presenter account the step explains, and offers the accounts to file by hand instead. */
export function ChNotSetUp(props: {
  signature: SignatureState;
  exports: ReturnType<typeof useFilingPackExports>;
  disabled: boolean;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        This installation of Microfile cannot file with Companies House itself: its operator has no Companies House
        presenter account. Download the accounts and file them yourself with Companies House's WebFiling (the iXBRL is
        the document its software filing takes).
      </p>
      <div className="flex flex-wrap gap-2">
        {OFFERED.map((spec) => (
          <Button
            key={spec.key}
            variant="outline"
            disabled={props.disabled || props.exports.busy !== null}
            onClick={() => {
              if (props.signature.validate()) void props.exports.run(spec, props.signature.value);
            }}
          >
            <Download aria-hidden />
            Download {spec.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
