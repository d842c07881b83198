import { Download } from "lucide-react";
import type { PreviewRow } from "../../api/import";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { downloadCleanCsv } from "./download-clean-csv";
import { PreviewTable } from "./preview-table";

/** Why the same payment in two accounts' files is not a duplicate: it left one account and reached another. */
const SAME_ACCOUNT_ONLY =
  "Only rows of the same bank account are compared: the same payment in two accounts' files is kept in both.";

/** The rows to import, the duplicate switch and the clean-CSV download. */
export function PreviewCard({
  rows,
  removeDuplicates,
  onRemoveDuplicatesChange,
  duplicatesFound,
}: {
  rows: readonly PreviewRow[];
  removeDuplicates: boolean;
  onRemoveDuplicatesChange: (value: boolean) => void;
  /** Rows sharing a date, amount and description with an earlier row. */
  duplicatesFound: number;
}) {
  return (
    <section aria-labelledby="preview-title">
      <Card>
        <CardHeader className="gap-4 px-4 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="space-y-1.5">
            <CardTitle as="h2" id="preview-title">
              Preview
            </CardTitle>
            <CardDescription>
              {rows.length.toLocaleString("en-GB")} transaction(s), oldest first. Money in shows with +.
            </CardDescription>
          </div>
          <Button variant="outline" onClick={() => downloadCleanCsv(rows)}>
            <Download aria-hidden />
            Download Clean CSV
          </Button>
        </CardHeader>
        <CardContent className="space-y-4 px-4 sm:px-6">
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox
              id="remove-duplicates"
              checked={removeDuplicates}
              onCheckedChange={(checked) => onRemoveDuplicatesChange(checked === true)}
              aria-describedby="remove-duplicates-hint"
              className="mt-0.5"
            />
            <div className="space-y-1">
              <Label htmlFor="remove-duplicates">Remove duplicates</Label>
              <p id="remove-duplicates-hint" className="text-muted-foreground text-sm">
                {duplicatesFound === 0
                  ? "No rows share a date, amount and description."
                  : `${duplicatesFound.toLocaleString("en-GB")} row(s) repeat an earlier row's date, amount and description. Leave this off if they are genuine repeat payments.`}{" "}
                {SAME_ACCOUNT_ONLY}
              </p>
            </div>
          </div>
          <PreviewTable rows={rows} />
        </CardContent>
      </Card>
    </section>
  );
}
