import { ExternalLink, PlayCircle } from "lucide-react";
import { useState } from "react";
import { embedUrl, type HelpfulVideo } from "./helpful-videos";

const POSTER =
  "flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border bg-muted/60 p-4 text-center transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/** Loads nothing from YouTube until clicked: a poster button, then the privacy-enhanced player. */
export function ClickToLoadVideo({ video }: { video: HelpfulVideo }) {
  const [playing, setPlaying] = useState(false);
  const poster = (
    <>
      <PlayCircle className="size-10 text-primary" aria-hidden />
      <span className="font-medium text-sm">{video.title}</span>
      <span className="text-xs text-muted-foreground">{video.channel} on YouTube</span>
    </>
  );
  if (!video.videoId) {
    return (
      <a className={POSTER} href={video.channelSearchUrl} target="_blank" rel="noopener noreferrer">
        {poster}
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          Opens YouTube in a new tab <ExternalLink className="size-3" aria-hidden />
        </span>
      </a>
    );
  }
  if (!playing) {
    return (
      <button
        type="button"
        className={POSTER}
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${video.title}`}
      >
        {poster}
      </button>
    );
  }
  return (
    <iframe
      className="aspect-video w-full rounded-lg border"
      src={embedUrl(video.videoId)}
      title={video.title}
      allow="autoplay; encrypted-media; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
