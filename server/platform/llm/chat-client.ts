/**
 * A minimal client for any OpenAI-compatible chat completions API (POST {base}/chat/completions). It returns the
 * assistant's text or throws; callers treat any failure as "no answer" and fall through.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatClientOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export async function chatComplete(
  opts: ChatClientOptions,
  messages: ChatMessage[],
  timeoutMs: number,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(1, timeoutMs));
  try {
    const res = await fetch(`${opts.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: opts.model, messages, temperature: 0, response_format: { type: "json_object" } }),
    });
    if (!res.ok) throw new Error(`LLM API answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== "string") throw new Error("LLM API answer had no message content");
    return content;
  } finally {
    clearTimeout(timer);
  }
}
