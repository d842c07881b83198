// A page the server drew (/transactions) shows before the app's code has run, its controls disabled, since nothing
// would answer them yet. A press on one of those buttons is kept here, and the app presses it again the moment it has
// taken the page over (web/lib/early-clicks.ts), so the click is not lost. A plain script of its own, loaded async
// (it never holds up the page's first paint), a few hundred bytes fetched long before the app's code.
(() => {
  const w = window;
  let pressed = null;
  // A disabled button is not the target of a press on it (its class lets the pointer through to the element around
  // it): it is the disabled button under the pointer.
  const disabledButton = (event) => {
    for (const button of document.querySelectorAll("button:disabled")) {
      const box = button.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right;
      if (inside && event.clientY >= box.top && event.clientY <= box.bottom) return button;
    }
    return null;
  };
  document.addEventListener(
    "pointerdown",
    (event) => {
      pressed = w.__appTookOver ? null : disabledButton(event);
    },
    true,
  );
  document.addEventListener(
    "pointerup",
    (event) => {
      const button = w.__appTookOver ? null : disabledButton(event);
      if (button && button === pressed) w.__earlyClick = button;
      pressed = null;
    },
    true,
  );
})();
