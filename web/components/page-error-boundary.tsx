import { RotateCw, TriangleAlert } from "lucide-react";
import { Component, type ReactNode } from "react";
import { isChunkLoadError } from "../lib/chunk-reload";
import { Button } from "./ui/button";

interface State {
  error: unknown;
}

function PageProblem({ error }: { error: unknown }) {
  const updated = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto my-10 grid max-w-lg gap-3 rounded-xl border bg-card p-6 text-card-foreground">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <TriangleAlert className="size-5 text-warning-foreground" aria-hidden />
        {updated ? "Microfile has been updated" : "This page could not be shown"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {updated
          ? "This page's code could not be loaded, most likely because a new version was published while the page was open. Reload to get the new version; nothing you saved is lost."
          : "Something went wrong while showing this page. Reload to try again; nothing you saved is lost. If it keeps happening, contact support."}
      </p>
      <div>
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden /> Reload
        </Button>
      </div>
    </div>
  );
}

/** Every page sits in one: a page whose code cannot load, or that fails while showing, never leaves a blank page. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error("unknown error") };
  }

  override componentDidCatch(error: unknown): void {
    console.error("A page could not be shown", error);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <PageProblem error={this.state.error} />;
    return this.props.children;
  }
}
