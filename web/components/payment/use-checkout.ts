import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { createCheckout } from "../../api/payments";

/** Sends the browser to the card provider's hosted checkout page. */
export function goToCheckout(url: string): void {
  window.location.href = url;
}

/**
 * `POST /api/filings/create-checkout {}` → `{url}`, then the browser leaves for that URL (spec part 2 §4 Payment).
 * `start()` redirects only while this dialog still wants it: `cancel()` (Cancel, or closing) drops a late answer.
 * Coming back with the browser's Back button (a page restored from the back-forward cache) starts afresh.
 */
export function useCheckout() {
  const mutation = useMutation({ mutationFn: createCheckout });
  const { reset } = mutation;

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);

  return {
    /** Pending, or answered and the page is leaving. */
    redirecting: mutation.isPending || mutation.isSuccess,
    error: mutation.isError ? mutation.error : null,
    start: () => mutation.mutate(undefined, { onSuccess: ({ url }) => goToCheckout(url) }),
    cancel: reset,
  };
}
