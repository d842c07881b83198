import { z } from "zod";

/** PUT /api/year-steps/adjustments: the person says the current period needs no year-end adjustments (or undoes it). */
export const AdjustmentsCheckedBody = z.object({ checked: z.boolean({ message: "must be true or false" }) }).strict();
export type AdjustmentsCheckedBody = z.infer<typeof AdjustmentsCheckedBody>;

export { YEAR_STEP_IDS, type YearStep, type YearStepId, type YearSteps as YearStepsDto } from "../year-steps";
