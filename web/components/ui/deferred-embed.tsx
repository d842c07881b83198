import { Play } from "lucide-react";
import { useState } from "react";
import { cn } from "../../lib/cn";

/**
 * An embedded frame (a video, say) that loads nothing from its host until the person clicks. Until then no request
 * leaves for the host, so it sets no cookies: what the cookie banner and privacy policy promise.
 */
export function DeferredEmbed({
  src,
  title,
  className,
}: {
  /** The frame's address, e.g. "https://www.youtube-nocookie.com/embed/<id>" (the server's CSP must allow the host). */
  src: string;
  /** What the frame shows; names the button and the frame for screen readers. */
  title: string;
  className?: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const host = new URL(src).host;

  return (
    <div className={cn("relative aspect-video w-full overflow-hidden rounded-lg border bg-muted", className)}>
      {loaded ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setLoaded(true)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <span className="grid size-12 place-content-center rounded-full bg-primary text-primary-foreground shadow">
            <Play className="size-5 translate-x-px" aria-hidden />
          </span>
          <span className="text-sm font-medium">Play: {title}</span>
          <span className="text-xs text-muted-foreground">Loads from {host} when you click</span>
        </button>
      )}
    </div>
  );
}
