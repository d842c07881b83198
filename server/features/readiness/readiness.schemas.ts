import { z } from "zod";
import { READINESS_CHECK_IDS } from "../../../core/contracts/readiness";

export const ReadinessCheckDto = z.object({
  id: z.enum(READINESS_CHECK_IDS),
  status: z.enum(["pass", "warn", "block"]),
  message: z.string(),
  fixAt: z.string(),
  suggestedAdjustment: z
    .object({
      kind: z.literal("accrual"),
      categoryId: z.string(),
      description: z.string(),
      amount: z.string(),
      vatRate: z.null(),
    })
    .optional(),
});

export const ReadinessResponse = z.object({ ready: z.boolean(), checks: z.array(ReadinessCheckDto) });
