import { describe, expect, it } from "vitest";
import { replayEarlyClick } from "./early-clicks";

/** A button as replayEarlyClick sees it: on the page or not, disabled or not, and its clicks counted. */
function fakeButton({ connected = true, disabled = false } = {}) {
  const button = {
    isConnected: connected,
    clicks: 0,
    matches: (selector: string) => selector === ":disabled" && disabled,
    click() {
      button.clicks++;
    },
  };
  return button;
}

const windowWith = (button?: ReturnType<typeof fakeButton>) =>
  ({ __earlyClick: button }) as unknown as Window & { __earlyClick?: unknown; __appTookOver?: boolean };

describe("replayEarlyClick", () => {
  it("presses the button pressed before the app took over, once, and stops the recording", () => {
    const button = fakeButton();
    const w = windowWith(button);
    replayEarlyClick(w);
    expect(button.clicks).toBe(1);
    expect(w.__appTookOver).toBe(true);
    expect(w.__earlyClick).toBeUndefined();
    replayEarlyClick(w);
    expect(button.clicks).toBe(1);
  });

  it("leaves a button the app keeps disabled, or one no longer on the page", () => {
    for (const button of [fakeButton({ disabled: true }), fakeButton({ connected: false })]) {
      const w = windowWith(button);
      replayEarlyClick(w);
      expect(button.clicks).toBe(0);
      expect(w.__appTookOver).toBe(true);
    }
  });

  it("does nothing when nothing was pressed", () => {
    const w = windowWith();
    expect(() => replayEarlyClick(w)).not.toThrow();
    expect(w.__appTookOver).toBe(true);
  });
});
