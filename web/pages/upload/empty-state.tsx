import { FileSpreadsheet, Lock, Sparkles } from "lucide-react";
import { Card, CardContent } from "../../components/ui/card";

const BANKS =
  "Barclays, HSBC, Lloyds, Halifax, NatWest, RBS, Santander, Nationwide, TSB, Metro, Monzo, Starling, Revolut, Wise, Tide, Mettle and Amex";

/** Before any file is chosen: what to download from the bank, and what happens to it here. */
export function EmptyState() {
  return (
    <Card>
      <CardContent className="space-y-5 p-6">
        <div className="space-y-1">
          <h2 className="font-semibold text-lg">No files selected</h2>
          <p className="text-muted-foreground text-sm">
            Download your business account's statements as CSV from online banking (usually under "Export" or "Download
            transactions"), then drop them above.
          </p>
        </div>
        <ul className="grid gap-4 text-sm md:grid-cols-3">
          <li className="flex gap-3">
            <FileSpreadsheet className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium">Most UK banks read as they are.</span> We recognise files from {BANKS}. For
              anything else you point at the columns once.
            </span>
          </li>
          <li className="flex gap-3">
            <Sparkles className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium">Check before you save.</span> You see every row, the money in and out, and
              any lines we could not read.
            </span>
          </li>
          <li className="flex gap-3">
            <Lock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium">Your transactions are not stored until you save.</span> Then they are kept
              privately in your own account.
            </span>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
