import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { initialHash, useHashChange } from "../../hooks/use-hash-target";
import { BalanceSheetTab } from "./balance-sheet/balance-sheet-tab";
import { ChFormTab, type ChFormTabProps } from "./ch-form/ch-form-tab";
import { ProfitLossTab } from "./profit-loss/profit-loss-tab";
import type { ReportSet } from "./report-types";

/** Links to a section inside a tab (a readiness check's fixAt) open that tab first. */
const TAB_OF_HASH: Record<string, string> = { "balance-sheet": "balance-sheet", "cash-check": "balance-sheet" };

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
        <TabsTrigger value="profit-loss">Profit &amp; Loss</TabsTrigger>
        <TabsTrigger value="balance-sheet">Balance Sheet</TabsTrigger>
        <TabsTrigger value="ch-form">CH Filing Form</TabsTrigger>
      </TabsList>
      <TabsContent value="profit-loss">
        <ProfitLossTab report={reports.profitLoss} sample={sample} />
      </TabsContent>
      <TabsContent value="balance-sheet">
        <div id="balance-sheet" className="scroll-mt-4">
          <BalanceSheetTab report={reports.balanceSheet} sample={sample} />
        </div>
      </TabsContent>
      {/* Kept mounted while another tab shows, so unsaved form entries survive a look at the reports. */}
      <TabsContent value="ch-form" forceMount className="data-[state=inactive]:hidden">
        <ChFormTab {...chForm} sample={sample} />
      </TabsContent>
    </Tabs>
  );
}
