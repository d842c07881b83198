import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { FILING_EXPORTS } from "../filing-pack/export-request";
import type { useFilingPackExports } from "../filing-pack/use-filing-pack-exports";
import type { SignatureState } from "../filing-pack/use-signature";

const OFFERED = FILING_EXPORTS.filter((s) => s.key === "hmrcXlsx" || s.key === "hmrcIxbrl");

/** Without an HMRC vendor ID the step explains, and offers the HMRC pack to file with other software instead. */
export function HmrcNotRecognised(props: {
  signature: SignatureState;
  exports: ReturnType<typeof useFilingPackExports>;
  disabled: boolean;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        This installation of Microfile is not recognised by HMRC (its operator has no HMRC vendor ID), so it cannot send
        the return. Download the HMRC pack (the CT600 draft and the accounts iXBRL) and file the return with
        HMRC-recognised software.
      </p>
      <div className="flex flex-wrap gap-2">
        {OFFERED.map((spec) => (
          <Button
            key={spec.key}
            variant="outline"
            disabled={props.disabled || props.exports.busy !== null}
            onClick={() => void props.exports.run(spec, props.signature.value)}
          >
            <Download aria-hidden />
            Download {spec.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
