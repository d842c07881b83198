import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";

/** A long list (a file can give hundreds) is cut to the first few until asked for. */
const FIRST = 5;

/** Rows the reader skipped or doubted, each with its line number and reason. */
export function DataWarnings({ warnings }: { warnings: readonly string[] }) {
  const [all, setAll] = useState(false);
  if (warnings.length === 0) return null;
  const shown = all ? warnings : warnings.slice(0, FIRST);
  return (
    <Alert variant="warning">
      <TriangleAlert aria-hidden />
      <AlertTitle>Data Warnings</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>These lines were skipped or need a look. The rows below do not include skipped lines.</p>
        <ul className="max-h-64 list-disc space-y-1 overflow-y-auto pl-5">
          {shown.map((w, i) => (
            <li key={i}>{w}</li>
          ))}
        </ul>
        {warnings.length > FIRST && (
          <Button variant="link" size="sm" className="h-auto p-0 text-current" onClick={() => setAll((v) => !v)}>
            {all ? "Show fewer" : `Show all ${warnings.length} warnings`}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
