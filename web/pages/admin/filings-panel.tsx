import { useState } from "react";
import type { AdminFiling } from "../../../core/contracts";
import { useFilingSearch } from "../../api/admin";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { filingsToShow, searchAction } from "./admin-format";
import { FilingSearch } from "./filing-search";
import { FilingsTable } from "./filings-table";

/** The search box and the filings table; while a search is on, its matches replace the latest filings. */
export function FilingsPanel({ filings }: { filings: readonly AdminFiling[] | undefined }) {
  const [text, setText] = useState("");
  /** The submitted search (null: none, and no call). */
  const [query, onQueryChange] = useState<string | null>(null);
  const search = useFilingSearch(query);

  function run(): void {
    const action = searchAction(text);
    if (action.kind === "clear") onQueryChange(null);
    else if (action.q === query) void search.refetch();
    else onQueryChange(action.q);
  }

  function clear(): void {
    setText("");
    onQueryChange(null);
  }

  const rows = filingsToShow(filings ?? [], search.results);
  const searching = query !== null && search.results !== null;

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2" className="text-base">
            Filings
          </CardTitle>
          {searching && (
            <Badge variant="secondary" aria-live="polite">
              {rows.length} {rows.length === 1 ? "match" : "matches"} for “{query}”
            </Badge>
          )}
        </div>
        <FilingSearch
          value={text}
          onChange={(next) => {
            setText(next);
            // Emptying the box is the same as searching for nothing: the results go, with no call.
            if (next.trim() === "" && query !== null) onQueryChange(null);
          }}
          onSubmit={run}
          onClear={clear}
          active={query !== null}
          busy={search.isSearching}
        />
      </CardHeader>
      <CardContent>
        {filings === undefined && !searching ? (
          <div className="space-y-2" role="status" aria-label="Loading filings">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (
          <FilingsTable filings={rows} emptyMessage={searching ? "No filings match your search." : "No filings yet."} />
        )}
      </CardContent>
    </Card>
  );
}
