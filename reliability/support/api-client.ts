import type { App } from "../../server/app-context";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A signed-in caller of the real app through inject; throws on any answer ≥ 400 with the body. */
export function apiAs(app: App, cookie: string) {
  return async <T>(method: Method, url: string, payload?: unknown): Promise<T> => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as T;
  };
}

/** Pounds (as the reports send them) to whole pence, so comparisons are to the penny. */
export const pence = (pounds: number | string) => Math.round(Number(pounds) * 100);
