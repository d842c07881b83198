import { get } from "idb-keyval";
import { useEffect, useState } from "react";
import { isResumableUpload, PENDING_UPLOAD_KEY } from "./pending-upload";

/** Whether the Upload page kept an upload across the payment redirect (read from IndexedDB; failures mean no). */
export function useHasPendingUpload(): boolean {
  const [pending, setPending] = useState(false);
  useEffect(() => {
    let live = true;
    get(PENDING_UPLOAD_KEY)
      .then((value: unknown) => {
        if (live) setPending(isResumableUpload(value, Date.now()));
      })
      .catch((error: unknown) => console.warn("Could not read the kept upload", error));
    return () => {
      live = false;
    };
  }, []);
  return pending;
}
