import { useQuery } from "@tanstack/react-query";
import type { PaymentConfig } from "./payment-wording";

/** `GET /api/config` (public): beta mode, whether payments are on, and the filing price in pence. */
export const PAYMENT_CONFIG_KEY = ["/api/config"] as const;

/** Read once per visit (the default query function fetches the key's path); the server's settings do not change. */
export function usePaymentConfig(enabled = true) {
  return useQuery<PaymentConfig>({ queryKey: PAYMENT_CONFIG_KEY, enabled });
}
