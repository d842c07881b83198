import { expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./fixtures";

/** Accessibility: axe must pass at both widths, the desktop one and a small phone. */
export const VIEWPORTS = [
  { name: "at 1280 px", width: 1280, height: 800 },
  { name: "at 375 px", width: 375, height: 740 },
] as const;

export type A11yViewport = (typeof VIEWPORTS)[number];

/** Below the sidebar's breakpoint (768 px) the sidebar is a sheet and the landing page has a sections menu. */
export const isPhone = (viewport: A11yViewport) => viewport.width < 768;

/** Waits until every finite animation and transition on the page has ended (dialogs fade and zoom in for 150 ms). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * Asserts that `shown` (the dialog, popover or part of the page under test) is visible, lets its opening animation
 * finish, then expects no serious or critical axe violation on the whole page. `what` names the state in a failure.
 */
export async function expectAccessible(page: Page, shown: Locator, what: string): Promise<void> {
  await expect(shown, `${what} should be visible`).toBeVisible();
  await animationsDone(page);
  expect(await seriousViolations(page), `serious or critical axe violations: ${what}`).toEqual([]);
}
