import type { TicketDraft } from "../../../core/support/chat-input";
import type { AskResult, TicketResult } from "../../../core/support/chat-machine";
import { readApiError } from "../../api/errors";
import { apiJson } from "../../api/request";

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
