import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { LazySupportChatWidget } from "./lazy-support-chat-widget";

/**
 * Hook point for the support chat. The Help buttons (header, landing footer) call `open()`; the provider also renders
 * the chat widget (floating button and window), which reads `isOpen` / `setOpen` from `useSupportChat()`.
 * Code outside React can call `openSupportChat()`, which the provider hears as a window event.
 */
export const OPEN_SUPPORT_CHAT_EVENT = "microfile:open-support-chat";

export interface SupportChatState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  setOpen: (open: boolean) => void;
}

const SupportChatContext = createContext<SupportChatState | null>(null);

export function openSupportChat(): void {
  window.dispatchEvent(new Event(OPEN_SUPPORT_CHAT_EVENT));
}

export function SupportChatProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, open);
  }, [open]);

  const value = useMemo(() => ({ isOpen, open, close, setOpen }), [isOpen, open, close]);
  return (
    <SupportChatContext.Provider value={value}>
      {children}
      <LazySupportChatWidget />
    </SupportChatContext.Provider>
  );
}

export function useSupportChat(): SupportChatState {
  const context = useContext(SupportChatContext);
  if (!context) throw new Error("useSupportChat must be used inside <SupportChatProvider>");
  return context;
}
