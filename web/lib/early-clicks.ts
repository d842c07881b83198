/** What web/public/early-clicks.js leaves on the window: the drawn button pressed before the app took the page over. */
interface EarlyClicks {
  __earlyClick?: HTMLButtonElement;
  __appTookOver?: boolean;
}

/**
 * Called once the app has taken over the page (hydrated a drawing, or rendered its own): from now on the app answers
 * clicks itself, and a button pressed before, while it was drawn disabled, is pressed again. Hydration keeps the drawn
 * nodes, so it is the same button, now the app's. A button that is still disabled (the app disables it for a reason
 * of its own) or no longer on the page is left alone.
 */
export function replayEarlyClick(w: Window = window): void {
  const early = w as unknown as EarlyClicks;
  if (early.__appTookOver) return;
  early.__appTookOver = true;
  const button = early.__earlyClick;
  delete early.__earlyClick;
  if (button?.isConnected && !button.matches(":disabled")) button.click();
}
