import type { QueryFunction } from "@tanstack/react-query";
import { shownCompanyHeaders } from "./shown-company";

/**
 * The one place the web app calls fetch (spec part 1 §7). Every call sends credentials; a JSON body and its
 * Content-Type header are sent only when a body exists; a non-OK answer throws `Error("<status>: <body or status text>")`.
 * Every call also names the company the tab shows (shown-company.ts), so a call made after the person switched
 * company in another tab is refused (409) rather than acting on the other company.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** Aborts the request, e.g. `AbortSignal.timeout(60_000)` for categorisation. */
  signal?: AbortSignal;
}

/** Throws `Error("<status>: <body text or status text>")` when the response is not OK. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => "");
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

/** Sends a request and returns the OK response (read it with `.json()`, `.blob()` …); throws on non-OK. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json", ...shownCompanyHeaders() } : shownCompanyHeaders(),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** `apiRequest` and then the parsed JSON body. */
export async function apiJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default read: the URL is the query key's parts joined with "/" (`["/api/transactions"]`), credentials are
 * sent and the JSON body is returned. With `on401: "returnNull"` a 401 gives null instead of an error.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", headers: shownCompanyHeaders(), signal });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface TextResponse {
  ok: boolean;
  status: number;
  text: string;
}

/** A GET whose answer is wanted whatever its status (the status page shows it). Network failures still throw. */
export async function fetchText(url: string, options: RequestOptions = {}): Promise<TextResponse> {
  const res = await fetch(url, { credentials: "include", headers: shownCompanyHeaders(), signal: options.signal });
  const text = await res.text().catch(() => "");
  return { ok: res.ok, status: res.status, text };
}
