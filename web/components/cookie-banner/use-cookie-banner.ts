import { useCallback, useEffect, useState } from "react";
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
  const [visible, setVisible] = useState(() => shouldShowBanner(readConsent(), Date.now()));

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

  return { visible, accept: () => choose("accepted"), reject: () => choose("rejected"), defer };
}
