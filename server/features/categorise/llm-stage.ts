import { CATEGORIES } from "../../../core/categories";
import {
  buildLlmRequest,
  chunk,
  type Decision,
  decisionsFromLlmAnswer,
  type TxnToCategorise,
} from "../../../core/categorise";
import type { Env } from "../../env";
import { chatComplete } from "../../platform/llm/chat-client";

/** Whether an LLM is set up to take the rows no stage decided (LLM_BASE_URL and LLM_MODEL). */
export function llmConfigured(env: Env): env is Env & { LLM_BASE_URL: string; LLM_MODEL: string } {
  return !!env.LLM_BASE_URL && !!env.LLM_MODEL;
}

/**
 * The optional last stage: only rows no earlier stage decided, batched, within a time budget. Any failure or
 * time-out leaves the remaining rows undecided, and they fall through to the default. The prompt (with personal
 * data removed) and the answer's validation are core's; this file only makes the calls.
 */
export async function llmStage(
  env: Env,
  undecided: TxnToCategorise[],
  budgetMs: number,
  log: { warn: (obj: object, msg: string) => void },
): Promise<Decision[]> {
  if (!llmConfigured(env) || undecided.length === 0 || budgetMs <= 0) return [];
  const deadline = Date.now() + budgetMs;
  const decisions: Decision[] = [];
  for (const batch of chunk(undecided)) {
    const left = Math.min(deadline - Date.now(), env.LLM_TIMEOUT_MS);
    if (left <= 200) break;
    try {
      const { messages } = buildLlmRequest(batch, CATEGORIES);
      const text = await chatComplete(
        { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL },
        messages,
        left,
      );
      decisions.push(...decisionsFromLlmAnswer(batch, text));
    } catch (err) {
      log.warn({ err: (err as Error).message }, "LLM categorisation stage failed; falling through to the default");
      break;
    }
  }
  return decisions;
}
