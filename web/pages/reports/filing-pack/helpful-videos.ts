/**
 * The Helpful Resources videos: official UK government channels only. A video plays from youtube-nocookie.com (the
 * only frame host the CSP allows) and only after a click. `videoId` is null until someone has checked an id on the
 * official channel; until then the poster links to the channel's own search instead of embedding anything.
 */
export interface HelpfulVideo {
  title: string;
  channel: string;
  videoId: string | null;
  /** The official channel's search for the topic, used while no video id is set. */
  channelSearchUrl: string;
  guidance: { label: string; href: string };
}

export const HELPFUL_VIDEOS: readonly HelpfulVideo[] = [
  {
    title: "Filing your company's annual accounts",
    channel: "Companies House",
    videoId: null,
    channelSearchUrl: "https://www.youtube.com/results?search_query=Companies+House+file+annual+accounts",
    guidance: {
      label: "File your company's annual accounts (GOV.UK)",
      href: "https://www.gov.uk/file-your-company-annual-accounts",
    },
  },
  {
    title: "Your Company Tax Return",
    channel: "HMRC (HMRCgovuk)",
    videoId: null,
    channelSearchUrl: "https://www.youtube.com/@HMRCgovuk/search?query=company%20tax%20return",
    guidance: { label: "Company Tax Returns (GOV.UK)", href: "https://www.gov.uk/company-tax-returns" },
  },
];

/** Privacy-enhanced embed: no cookies until the person plays the video. */
export function embedUrl(videoId: string): string {
  if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) throw new RangeError(`not a YouTube video id: ${videoId}`);
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
}
