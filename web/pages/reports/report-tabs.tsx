import { useState } from "react";
import { Spinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { initialHash, useHashChange } from "../../hooks/use-hash-target";
import { BalanceSheetTab } from "./balance-sheet/balance-sheet-tab";
import { ChFormTab, type ChFormTabProps } from "./ch-form/ch-form-tab";
import { ProfitLossTab } from "./profit-loss/profit-loss-tab";
import type { ReportSet } from "./report-types";

/** Links to a section inside a tab (a readiness check's fixAt) open that tab first. */
const TAB_OF_HASH: Record<string, string> = { "balance-sheet": "balance-sheet", "cash-check": "balance-sheet" };

/** A report still on its way: its place says so in words, while the rest of the page shows what has arrived. */
function ReportLoading({ what }: { what: string }) {
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner label={`Loading the ${what}`} />
      <span aria-hidden>Loading the {what}…</span>
    </p>
  );
}

/** Narrower padding on a phone, so the three tabs fit 375 px without the page scrolling sideways. */
const TAB = "px-2 sm:px-3";

/** Exactly three tabs (spec part 2): Profit & Loss (default), Balance Sheet, CH Filing Form. */
export function ReportTabs({
  reports,
  sample,
  chForm,
}: {
  reports: ReportSet;
  sample: boolean;
  chForm: Omit<ChFormTabProps, "sample">;
}) {
  const [tab, setTab] = useState(() => TAB_OF_HASH[initialHash()] ?? "profit-loss");
  useHashChange((hash) => {
    const named = TAB_OF_HASH[hash];
    if (named) setTab(named);
  });
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="profit-loss" className={TAB}>
          Profit &amp; Loss
        </TabsTrigger>
        <TabsTrigger value="balance-sheet" className={TAB}>
          Balance Sheet
        </TabsTrigger>
        <TabsTrigger value="ch-form" className={TAB}>
          CH Filing Form
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profit-loss">
        {reports.profitLoss ? (
          <ProfitLossTab report={reports.profitLoss} sample={sample} />
        ) : (
          <ReportLoading what="profit and loss" />
        )}
      </TabsContent>
      <TabsContent value="balance-sheet">
        <div id="balance-sheet" className="scroll-mt-4">
          {reports.balanceSheet ? (
            <BalanceSheetTab report={reports.balanceSheet} sample={sample} />
          ) : (
            <ReportLoading what="balance sheet" />
          )}
        </div>
      </TabsContent>
      {/* Kept mounted while another tab shows, so unsaved form entries survive a look at the reports. */}
      <TabsContent value="ch-form" forceMount className="data-[state=inactive]:hidden">
        <ChFormTab {...chForm} sample={sample} />
      </TabsContent>
    </Tabs>
  );
}
