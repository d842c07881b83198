import { describe, expect, it } from "vitest";
import { reducer, TOAST_LIMIT, type ToasterToast } from "./use-toast";

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
});
