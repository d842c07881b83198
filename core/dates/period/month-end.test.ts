import { describe, expect, it } from "vitest";
import { addMonthsKeepingMonthEnd, twelveMonthEnd } from "./month-end";

describe("months counted as CA 2006 s443 counts them", () => {
  it("adds months keeping month ends", () => {
    expect(addMonthsKeepingMonthEnd("2023-02-28", 9)).toBe("2023-11-30");
    expect(addMonthsKeepingMonthEnd("2023-01-31", 1)).toBe("2023-02-28");
    expect(addMonthsKeepingMonthEnd("2023-01-30", 1)).toBe("2023-02-28");
    expect(addMonthsKeepingMonthEnd("2023-04-30", 1)).toBe("2023-05-31");
  });

  it("takes 28 February as a month end only when February has 28 days", () => {
    // 28 Feb 2023 is the last day of its month: 12 months on is the last day of Feb 2024, the 29th.
    expect(addMonthsKeepingMonthEnd("2023-02-28", 12)).toBe("2024-02-29");
    // 28 Feb 2024 is not (2024 is a leap year): the same day number, 28 Feb 2025; 28 Mar 2024 a month on.
    expect(addMonthsKeepingMonthEnd("2024-02-28", 12)).toBe("2025-02-28");
    expect(addMonthsKeepingMonthEnd("2024-02-28", 1)).toBe("2024-03-28");
  });

  it("carries 29 February to the end of the target month", () => {
    // 29 Feb 2024 + 12 months: February 2025 ends on the 28th; + 1 month: the end of March, the 31st.
    expect(addMonthsKeepingMonthEnd("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonthsKeepingMonthEnd("2024-02-29", 1)).toBe("2024-03-31");
  });

  it("moves 31 March 6 months to 30 September, and 30 September 6 months to 31 March", () => {
    // Both are month ends, so each lands on the target month's last day (not 30 March, as plain addMonths would).
    expect(addMonthsKeepingMonthEnd("2025-03-31", 6)).toBe("2025-09-30");
    expect(addMonthsKeepingMonthEnd("2025-09-30", 6)).toBe("2026-03-31");
    expect(addMonthsKeepingMonthEnd("2025-09-30", -6)).toBe("2025-03-31");
  });
});

describe("the end of 12 months", () => {
  it("ends 12 months on the day before the anniversary, keeping month ends together", () => {
    expect(twelveMonthEnd("2023-10-01")).toBe("2024-09-30");
    expect(twelveMonthEnd("2025-01-15")).toBe("2026-01-14");
    expect(twelveMonthEnd("2023-03-01")).toBe("2024-02-29");
    expect(twelveMonthEnd("2024-02-29")).toBe("2025-02-28");
  });
});
