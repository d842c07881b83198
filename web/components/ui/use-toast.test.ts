import { describe, expect, it } from "vitest";
import { ACTION_TOAST_LIMIT, reducer, TOAST_LIMIT, type ToasterToast } from "./use-toast";

const make = (id: string): ToasterToast => ({ id, title: `Toast ${id}`, open: true });

describe("toast store", () => {
  it("shows at most one notification, the newest", () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = reducer(reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") }), {
      type: "ADD_TOAST",
      toast: make("2"),
    });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes a dismissed notification before removing it", () => {
    const shown = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") });
    const dismissed = reducer(shown, { type: "DISMISS_TOAST", toastId: "1" });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(reducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
  });

  it("keeps an open Undo toast under a later notification, and lets it go once dismissed", () => {
    const undo: ToasterToast = { ...make("undo"), action: "Undo" as unknown as ToasterToast["action"] };
    const add = (state: { toasts: ToasterToast[] }, toast: ToasterToast) =>
      reducer(state, { type: "ADD_TOAST", toast });
    const stacked = add(add(add({ toasts: [] }, make("1")), undo), make("2"));
    expect(stacked.toasts.map((t) => t.id)).toEqual(["2", "undo"]);
    expect(add(stacked, make("3")).toasts.map((t) => t.id)).toEqual(["3", "undo"]);
    const dismissed = reducer(stacked, { type: "DISMISS_TOAST", toastId: "undo" });
    expect(add(dismissed, make("4")).toasts.map((t) => t.id)).toEqual(["4"]);
  });

  it("keeps a bounded number of Undo toasts", () => {
    let state = { toasts: [] as ToasterToast[] };
    for (let i = 0; i < 5; i++) {
      state = reducer(state, {
        type: "ADD_TOAST",
        toast: { ...make(`undo${i}`), action: "Undo" as unknown as ToasterToast["action"] },
      });
    }
    expect(state.toasts.map((t) => t.id)).toEqual(["undo4", "undo3", "undo2"]);
    expect(state.toasts).toHaveLength(TOAST_LIMIT + ACTION_TOAST_LIMIT);
  });
});
