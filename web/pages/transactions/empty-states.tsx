import { FileSearch, Upload } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";

export function NoTransactions() {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <Upload className="size-10 text-muted-foreground" aria-hidden />
      <p>No transactions found. Upload a CSV file to get started.</p>
      <Button asChild>
        <Link href="/upload">Upload a CSV</Link>
      </Button>
    </div>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-16 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden />
      <p>No transactions match the current filters. Try adjusting your search criteria.</p>
      <Button variant="outline" onClick={onClear}>
        Clear search and filters
      </Button>
    </div>
  );
}
