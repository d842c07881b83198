import { Component, type ReactNode } from "react";

/**
 * The charts load as their own file; if it cannot be fetched (offline, or a new version deployed while the page was
 * open) the reports stay on screen and only the charts say so.
 */
export class ChartErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("The charts could not be shown", error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p className="text-sm text-muted-foreground">The charts could not be loaded. Reload the page to try again.</p>
      );
    }
    return this.props.children;
  }
}
