import { Spinner } from "./ui/spinner";

/** Shown while a page's code loads. */
export function PageFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? "grid min-h-dvh place-items-center" : "grid min-h-64 place-items-center"}>
      <Spinner label="Loading page" className="size-6" />
    </div>
  );
}
