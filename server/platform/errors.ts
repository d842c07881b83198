/** Services throw one error type; one table maps its codes to HTTP statuses. */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payment_required"
  | "too_large"
  | "rate_limited"
  | "unavailable"
  | "storage_full";

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  storage_full: 507,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra JSON fields the spec asks for (e.g. checkoutUrl, needsPayment). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = (what = "Not found") => new AppError("not_found", what);
export const badRequest = (message: string) => new AppError("bad_request", message);

/** An error or any error in its `cause` chain (Drizzle wraps the driver's error in `cause`) matches `test`. */
export function someCause(err: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (test(e)) return true;
  }
  return false;
}
