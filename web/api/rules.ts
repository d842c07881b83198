import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RuleDto } from "../../core/contracts";
import { useAuth } from "./auth";
import { queryKeys } from "./query-keys";
import { apiJson } from "./request";

/** One of the person's own rules, the first stage of categorisation (`GET /api/rules`). */
export type Rule = RuleDto;

/** What the Rules form sends; amounts are decimal strings compared with the absolute amount, both inclusive. */
export interface RuleInput {
  name?: string | null;
  contains: string;
  categoryId: string;
  direction: "in" | "out" | null;
  minAmount: string | null;
  maxAmount: string | null;
}

export function useRules() {
  const { isAuthenticated } = useAuth();
  return useQuery<Rule[]>({ queryKey: queryKeys.rules, enabled: isAuthenticated });
}

/** Rules change how the next categorisation runs, not the saved rows, so only the rules list refreshes. */
function useRuleMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.rules }) });
}

export function useCreateRule() {
  return useRuleMutation((input: RuleInput) => apiJson<Rule>("POST", "/api/rules", input));
}

export function useUpdateRule() {
  return useRuleMutation(({ id, ...input }: RuleInput & { id: string }) =>
    apiJson<Rule>("PATCH", `/api/rules/${encodeURIComponent(id)}`, input),
  );
}

export function useDeleteRule() {
  return useRuleMutation((id: string) => apiJson<{ ok: boolean }>("DELETE", `/api/rules/${encodeURIComponent(id)}`));
}
