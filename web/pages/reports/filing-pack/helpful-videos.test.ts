import { describe, expect, it } from "vitest";
import { embedUrl, HELPFUL_VIDEOS } from "./helpful-videos";

describe("helpful videos", () => {
  it("embed only from the privacy-enhanced host the CSP allows", () => {
    expect(embedUrl("abcDEF_-123")).toBe("https://www.youtube-nocookie.com/embed/abcDEF_-123?autoplay=1&rel=0");
    expect(() => embedUrl('x"><script>')).toThrow();
  });

  it("link each video to the matching GOV.UK guidance", () => {
    expect(HELPFUL_VIDEOS.map((v) => v.guidance.href)).toEqual([
      "https://www.gov.uk/file-your-company-annual-accounts",
      "https://www.gov.uk/company-tax-returns",
    ]);
    for (const v of HELPFUL_VIDEOS) if (v.videoId !== null) expect(v.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });
});
