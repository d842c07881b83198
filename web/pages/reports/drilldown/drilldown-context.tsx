import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { DrilldownDialog } from "./drilldown-dialog";

export interface DrilldownLine {
  /** core/accounts' drill-down key, e.g. "income:sales", "cash", "directors-loan". */
  key: string;
  label: string;
  /** The figure the report shows for the line, in pounds (absent for a list that is not a figure). */
  amount?: number;
}

const OpenDrilldown = createContext<((line: DrilldownLine) => void) | null>(null);

/** Holds the one drill-down dialog of the reports page; any report line can open it. */
export function DrilldownProvider({ sample, children }: { sample: boolean; children: ReactNode }) {
  const [line, setLine] = useState<DrilldownLine | null>(null);
  const open = useCallback((next: DrilldownLine) => setLine(next), []);
  const value = useMemo(() => open, [open]);
  return (
    <OpenDrilldown.Provider value={value}>
      {children}
      <DrilldownDialog line={line} sample={sample} onClose={() => setLine(null)} />
    </OpenDrilldown.Provider>
  );
}

export function useOpenDrilldown(): (line: DrilldownLine) => void {
  const open = useContext(OpenDrilldown);
  if (!open) throw new Error("useOpenDrilldown must be used inside DrilldownProvider");
  return open;
}
