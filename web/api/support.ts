import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupportTicket, TicketStatus } from "../../core/contracts";
import type { TicketDraft } from "../../core/support/chat-input";
import type { AskResult, TicketResult } from "../../core/support/chat-machine";
import { readApiError } from "./errors";
import { queryKeys } from "./query-keys";
import { apiJson, apiRequest } from "./request";

/**
 * The chat's two calls (spec part 1 §7), turned into the results core/support's machine reads. A ticket the server
 * refuses is a failed ticket with the server's reason; only a failure to reach the server is a `networkError`. An
 * ask that fails in any way (network, rate limit, server error) reads as a network error: "please try again".
 */

interface TicketResponse {
  ok?: boolean;
  id?: string | number;
  error?: string;
}

interface AskResponse {
  ok?: boolean;
  answer?: string;
  suggestedFaqs?: { q: string }[];
}

function bodyOf(error: unknown): Record<string, unknown> | null {
  const { data } = readApiError(error);
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
}

function networkMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Failed to fetch";
}

/** Maps an answer (or the error thrown for a non-OK one) of POST /api/support/ticket to a TicketResult. */
export function toTicketResult(response: TicketResponse | null, error?: unknown): TicketResult {
  if (error !== undefined) {
    const { status, text } = readApiError(error);
    if (status === null) return { networkError: networkMessage(error) };
    const body = bodyOf(error);
    const message = typeof body?.error === "string" ? body.error : body === null && !text.startsWith("<") ? text : null;
    return { ok: false, error: message };
  }
  if (response?.ok && response.id !== undefined) return { ok: true, id: response.id };
  return { ok: false, error: response?.error ?? null };
}

/** Maps an answer of POST /api/support/ask to an AskResult; any failed call reads as a network error. */
export function toAskResult(response: AskResponse | null, error?: unknown): AskResult {
  if (error !== undefined) return { networkError: networkMessage(error) };
  const suggestedFaqs = Array.isArray(response?.suggestedFaqs)
    ? response.suggestedFaqs.filter((faq) => typeof faq?.q === "string")
    : undefined;
  if (response?.ok && typeof response.answer === "string") return { ok: true, answer: response.answer, suggestedFaqs };
  return { ok: false, suggestedFaqs };
}

export async function submitTicket(ticket: TicketDraft): Promise<TicketResult> {
  try {
    return toTicketResult(await apiJson<TicketResponse>("POST", "/api/support/ticket", ticket));
  } catch (error) {
    return toTicketResult(null, error);
  }
}

export async function askQuestion(message: string): Promise<AskResult> {
  try {
    return toAskResult(await apiJson<AskResponse>("POST", "/api/support/ask", { message }));
  } catch (error) {
    return toAskResult(null, error);
  }
}

const TICKETS = queryKeys.allSupportTickets[0];

/** The support desk's ticket list, searched on the server by email, subject or tags (blank search: every ticket). */
export function useSupportTickets(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: queryKeys.supportTickets(q),
    queryFn: ({ signal }) =>
      apiJson<{ rows: SupportTicket[] }>("GET", q ? `${TICKETS}?q=${encodeURIComponent(q)}` : TICKETS, undefined, {
        signal,
      }),
    select: (data) => data.rows,
    placeholderData: (previous) => previous,
  });
}

export interface TicketStatusChange {
  id: SupportTicket["id"];
  status: TicketStatus;
}

function refreshTickets(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.allSupportTickets });
}

/**
 * `POST /api/admin/support/tickets/{id}/status`, then every ticket list is read again; `onSuccess` runs first (the
 * change is made), `onError` when it is refused.
 */
export function useUpdateTicketStatus(options: {
  onSuccess: (change: TicketStatusChange) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: TicketStatusChange) =>
      apiRequest("POST", `${TICKETS}/${encodeURIComponent(String(id))}/status`, { status }),
    onSuccess: (_res, change) => {
      options.onSuccess(change);
      return refreshTickets(queryClient);
    },
    onError: options.onError,
  });
}
