import { type ReactNode, useEffect, useState } from "react";
import type { ToastActionElement, ToastProps } from "./toast";

/**
 * Notifications, shadcn style: `toast({ title, description })` from anywhere, `<Toaster />` renders them.
 * A new notification replaces the one shown, except an open one with an action (e.g. Undo): that stays, stacked,
 * for its whole `duration`, so a later message cannot take the Undo away. A dismissed one is removed
 * from memory after TOAST_REMOVE_DELAY.
 * A toast with an action passes its own `duration`, e.g. `toast({ title, action: <ToastAction …>Undo</ToastAction>, duration: 10_000 })`.
 */
export const TOAST_LIMIT = 1;
/** At most this many open toasts with an action stay under a newer one. */
export const ACTION_TOAST_LIMIT = 2;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** The open toasts with an action among the earlier ones, which a newer toast does not push out. */
function keptActions(earlier: ToasterToast[]): ToasterToast[] {
  return earlier
    .slice(TOAST_LIMIT - 1)
    .filter((t) => t.action !== undefined && t.open !== false)
    .slice(0, ACTION_TOAST_LIMIT);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [...[action.toast, ...state.toasts].slice(0, TOAST_LIMIT), ...keptActions(state.toasts)] };
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  if (action.type === "DISMISS_TOAST") {
    const ids = action.toastId === undefined ? memoryState.toasts.map((t) => t.id) : [action.toastId];
    for (const id of ids) scheduleRemoval(id);
  }
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
}

export type ToastInput = Omit<ToasterToast, "id">;

/** Shows a notification; returns handles to update or dismiss it. */
export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
        props.onOpenChange?.(open);
      },
    },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}
