import { useCallback, useEffect, useState } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import {
  BANNER_RECHECK_MS,
  type ConsentChoice,
  recordChoice,
  recordDeferral,
  shouldShowBanner,
} from "../../lib/cookie-consent";
import { readConsent, writeConsent } from "./consent-storage";

/** Whether the cookie banner shows, rechecked every 5 minutes, and the three ways to answer it. */
export function useCookieBanner() {
  // The choice is kept in the browser: a page the server drew shows the banner once it has hydrated.
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(
    () => typeof window !== "undefined" && shouldShowBanner(readConsent(), Date.now()),
  );

  useEffect(() => {
    const recheck = () => setVisible(shouldShowBanner(readConsent(), Date.now()));
    const timer = window.setInterval(recheck, BANNER_RECHECK_MS);
    window.addEventListener("storage", recheck);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("storage", recheck);
    };
  }, []);

  const choose = useCallback((choice: ConsentChoice) => {
    writeConsent(recordChoice(choice, Date.now()));
    setVisible(false);
  }, []);

  const defer = useCallback(() => {
    writeConsent(recordDeferral(readConsent(), Date.now()));
    setVisible(false);
  }, []);

  return { visible: visible && hydrated, accept: () => choose("accepted"), reject: () => choose("rejected"), defer };
}
