import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { BalanceSheetTab } from "./balance-sheet/balance-sheet-tab";
import { ChFormTab, type ChFormTabProps } from "./ch-form/ch-form-tab";
import { ProfitLossTab } from "./profit-loss/profit-loss-tab";
import type { ReportSet } from "./report-types";

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
  return (
    <Tabs defaultValue="profit-loss">
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="profit-loss">Profit &amp; Loss</TabsTrigger>
        <TabsTrigger value="balance-sheet">Balance Sheet</TabsTrigger>
        <TabsTrigger value="ch-form">CH Filing Form</TabsTrigger>
      </TabsList>
      <TabsContent value="profit-loss">
        <ProfitLossTab report={reports.profitLoss} sample={sample} />
      </TabsContent>
      <TabsContent value="balance-sheet">
        <BalanceSheetTab report={reports.balanceSheet} sample={sample} />
      </TabsContent>
      {/* Kept mounted while another tab shows, so unsaved form entries survive a look at the reports. */}
      <TabsContent value="ch-form" forceMount className="data-[state=inactive]:hidden">
        <ChFormTab {...chForm} sample={sample} />
      </TabsContent>
    </Tabs>
  );
}
