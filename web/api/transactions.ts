import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type {
  BankAccountDto,
  CategorizeResponse,
  CategorizeSimilarResponse,
  DeletedTransactionDto,
  SimilarListDto,
  TransactionDto,
  TransactionsFirstScreenDto,
  UndoSimilarResponse,
} from "../../core/contracts";
import { transactionFromWire } from "../../core/contracts";
import type { Transaction } from "../../core/domain";
import { holdsWholeList } from "../../core/first-screen";
import { useAuth } from "./auth";
import { isReportKey, queryKeys } from "./query-keys";
import { apiJson, apiRequest } from "./request";

// Refetches keep unchanged rows as the same objects (structural sharing), so a row is mapped once while it lasts.
const domainRows = new WeakMap<TransactionDto, Transaction>();

/**
 * A listed row in core's domain terms (pence, ISO date, confidence a number), for core's decisions about it: the
 * web app's one mapping of a transaction from the wire, mapped once per row object.
 */
export function domainOf(tx: TransactionDto): Transaction {
  let row = domainRows.get(tx);
  if (!row) {
    row = transactionFromWire(tx);
    domainRows.set(tx, row);
  }
  return row;
}

/** After any change to transactions, the spec refreshes the transactions and both reports (part 1 §7). */
export function invalidateAfterTransactionChange(qc: QueryClient): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: queryKeys.transactions }),
    qc.invalidateQueries({ queryKey: queryKeys.deletedTransactions }),
    qc.invalidateQueries({ queryKey: queryKeys.profitLoss }),
    qc.invalidateQueries({ queryKey: queryKeys.balanceSheet }),
    qc.invalidateQueries({ predicate: (q) => isReportKey(q.queryKey) }),
  ]);
}

/** Takes deleted rows off the cached list at once; the refetch that follows confirms it. */
function dropFromList(qc: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  qc.setQueryData<TransactionDto[]>(queryKeys.transactions, (rows) => rows?.filter((tx) => !gone.has(tx.id)));
}

export function useTransactions(options: { enabled?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery<TransactionDto[]>({
    queryKey: queryKeys.transactions,
    enabled: isAuthenticated && options.enabled !== false,
  });
}

/**
 * Reads the first screen; one that holds every row is put in the cache as the whole list before the query settles,
 * so the list's query, enabled by it, finds the rows and fetches nothing. Also used by web/preload.ts.
 */
export function firstScreenQueryFn(qc: QueryClient) {
  return async ({ signal }: { signal: AbortSignal }): Promise<TransactionsFirstScreenDto> => {
    const screen = await apiJson<TransactionsFirstScreenDto>("GET", "/api/transactions/first-screen", undefined, {
      signal,
    });
    keepWholeList(qc, screen);
    return screen;
  };
}

/** A first screen that holds every row is the whole list: the list's cache gets it too (one request, not two). */
function keepWholeList(qc: QueryClient, screen: TransactionsFirstScreenDto): void {
  if (holdsWholeList(screen) && qc.getQueryData(queryKeys.transactions) === undefined)
    qc.setQueryData(queryKeys.transactions, screen.rows);
}

/** A first screen the server wrote into the page (web/page-data.ts), kept as if the app had asked for it. */
export function seedFirstScreen(qc: QueryClient, screen: TransactionsFirstScreenDto): void {
  qc.setQueryData(queryKeys.transactionsFirstScreen, screen);
  keepWholeList(qc, screen);
}

/**
 * The list as the Transactions page loads it: when it is not in the cache yet, the first screen's rows
 * and the exact totals come first (`GET /api/transactions/first-screen`, or already in the cache from the page the
 * server drew: web/page-data.ts), then the whole list. A first screen that holds every row is the whole list, so a
 * small company's page needs nothing more. `firstScreen` is set only while a longer list is still on its way.
 */
export function useTransactionsForPage() {
  const qc = useQueryClient();
  const { isAuthenticated } = useAuth();
  const [wanted] = useState(() => qc.getQueryData(queryKeys.transactions) === undefined);
  const first = useQuery<TransactionsFirstScreenDto>({
    queryKey: queryKeys.transactionsFirstScreen,
    enabled: isAuthenticated && wanted,
    gcTime: 0,
    queryFn: firstScreenQueryFn(qc),
  });
  // The whole list waits for the first screen (one database connection on PGlite: the small read goes first).
  const list = useTransactions({ enabled: !wanted || first.isFetched });
  const screen = first.data;
  const firstScreen =
    list.data === undefined && screen !== undefined && screen.total > screen.rows.length ? screen : null;
  return { list, firstScreen };
}

/**
 * The whole list when an action needs every row (Categorize, Export CSV): the cached list, or the one on its way
 * behind a long list's first screen (the same request, not a second), or a fetch of it now.
 */
export function useWholeList(): () => Promise<TransactionDto[]> {
  const qc = useQueryClient();
  return useCallback(() => qc.ensureQueryData<TransactionDto[]>({ queryKey: queryKeys.transactions }), [qc]);
}

export function useDeletedTransactions() {
  const { isAuthenticated } = useAuth();
  return useQuery<DeletedTransactionDto[]>({ queryKey: queryKeys.deletedTransactions, enabled: isAuthenticated });
}

export function useDeleteTransaction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/transactions/${encodeURIComponent(id)}`),
    onSuccess: (_res, id) => {
      dropFromList(qc, [id]);
      // Not awaited: the toast should not wait for the whole list to download again.
      void invalidateAfterTransactionChange(qc);
    },
  });
}

export interface BulkDeleteResult {
  deleted: number;
  notFound: string[];
}

export function useBulkDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiJson<BulkDeleteResult>("POST", "/api/transactions/bulk-delete", { ids }),
    onSuccess: (_res, ids) => {
      dropFromList(qc, ids);
      void invalidateAfterTransactionChange(qc);
    },
  });
}

export interface BulkRestoreResult {
  restored: number;
  notFound: string[];
}

/**
 * `POST /api/transactions/bulk-restore`: one call for all the ids, all or nothing on the server, so
 * Undo of a year's delete is one request; the lists and reports refresh once at the end.
 */
export function useRestoreTransactions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiJson<BulkRestoreResult>("POST", "/api/transactions/bulk-restore", { ids }),
    onSettled: () => invalidateAfterTransactionChange(qc),
  });
}

export interface PermanentDeleteResult {
  deleted: number;
  total: number;
  errors: { id: string; error: string }[];
}

export function usePermanentDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiJson<PermanentDeleteResult>("POST", "/api/transactions/permanent-delete", { ids }),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.deletedTransactions }),
  });
}

/** The page gives up after 60 s (spec part 1 §9); the server answers within 50 s. */
export const CATEGORIZE_TIMEOUT_MS = 60_000;
export const CATEGORIZE_TIMEOUT_MESSAGE = "Categorization timed out after 60 seconds";

/**
 * `POST /api/transactions/categorize` with the spec's time-out; a time-out reads as the spec's sentence. Without
 * ids (`{}`) the server categorises every uncategorised row of the company.
 */
export async function categorizeTransactions(transactionIds?: string[]): Promise<CategorizeResponse> {
  try {
    return await apiJson<CategorizeResponse>(
      "POST",
      "/api/transactions/categorize",
      transactionIds ? { transactionIds } : {},
      { signal: AbortSignal.timeout(CATEGORIZE_TIMEOUT_MS) },
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") throw new Error(CATEGORIZE_TIMEOUT_MESSAGE);
    throw error;
  }
}

export function useCategorizeTransactions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: categorizeTransactions,
    // Awaited, so "Categorization Complete" appears with the new badges already on screen.
    onSuccess: () => invalidateAfterTransactionChange(qc),
  });
}

/** What the server offers after a correction: a rule, once the same payee was set the same way twice. */
export interface RuleSuggestion {
  contains: string;
  categoryId: string;
  payee: string;
  corrections: number;
}

export interface SetCategoryResult {
  ok: boolean;
  suggestRule: RuleSuggestion | null;
}

export interface SetCategoryInput {
  id: string;
  /** null clears the category. */
  category: { id: string; name: string } | null;
}

/** The row as the server stores a choice made by hand, shown at once while the list refreshes. */
function withUserCategory(tx: TransactionDto, category: SetCategoryInput["category"]): TransactionDto {
  return {
    ...tx,
    categoryId: category?.id ?? null,
    category: category?.name ?? null,
    categoryConfidence: category ? "1.000" : null,
    categoryReason: category ? "Set by you" : null,
    categoryStage: category ? "user" : null,
  };
}

/** `PATCH /api/transactions/{id}` with the person's own category (or none). */
export function useSetCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: SetCategoryInput) =>
      apiJson<SetCategoryResult>("PATCH", `/api/transactions/${encodeURIComponent(id)}`, {
        categoryId: category?.id ?? null,
      }),
    onSuccess: (_result, { id, category }) => {
      qc.setQueryData<TransactionDto[]>(queryKeys.transactions, (rows) =>
        rows?.map((tx) => (tx.id === id ? withUserCategory(tx, category) : tx)),
      );
      void invalidateAfterTransactionChange(qc);
    },
  });
}

/**
 * `GET /api/transactions/{id}/similar`: the rows "Apply to similar" would change after a correction, the safe ones
 * ticked and the others with why not. Kept only while the prompt shows it.
 */
export function useSimilarRows(id: string | null) {
  return useQuery<SimilarListDto>({
    queryKey: queryKeys.similar(id ?? ""),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** `POST /api/transactions/categorize-similar` with the rows the person saw ticked; the answer can be undone. */
export function useCategorizeSimilar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; ids: string[] }) =>
      apiJson<CategorizeSimilarResponse>("POST", "/api/transactions/categorize-similar", body),
    onSuccess: () => {
      void invalidateAfterTransactionChange(qc);
    },
  });
}

/** `POST /api/transactions/categorize-similar/undo`: every row of one apply back as it was. */
export function useUndoSimilar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (undoToken: string) =>
      apiJson<UndoSimilarResponse>("POST", "/api/transactions/categorize-similar/undo", { undoToken }),
    onSettled: () => invalidateAfterTransactionChange(qc),
  });
}

/** A bank account as `GET /api/bank-accounts` lists it. */
export type BankAccount = BankAccountDto;

/** The user's saved bank accounts; only asked for when signed in (the call needs a session). */
export function useBankAccounts() {
  const { isAuthenticated } = useAuth();
  return useQuery<BankAccount[]>({ queryKey: queryKeys.bankAccounts, enabled: isAuthenticated });
}
