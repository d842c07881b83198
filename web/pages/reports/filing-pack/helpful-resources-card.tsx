import { ExternalLink, Info } from "lucide-react";
import { useId } from "react";
import type { DeadlinesReport } from "../../../../core/contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ClickToLoadVideo } from "./click-to-load-video";
import { fileBothReminder } from "./file-both-reminder";
import { HELPFUL_VIDEOS } from "./helpful-videos";

/**
 * The 'Helpful Resources' card (spec part 2, Reports): two official videos and the reminder to file twice, with the
 * period's own due dates once its deadlines are known.
 */
export function HelpfulResourcesCard({ deadlines }: { deadlines?: DeadlinesReport }) {
  const titleId = useId();
  const due = fileBothReminder(deadlines);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Helpful Resources
        </CardTitle>
        <CardDescription>Official guidance from GOV.UK, Companies House and HMRC.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {HELPFUL_VIDEOS.map((video) => (
            <div key={video.title} className="space-y-2">
              <ClickToLoadVideo video={video} />
              <a
                className="inline-flex items-center gap-1 font-medium text-primary text-sm underline-offset-4 hover:underline"
                href={video.guidance.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {video.guidance.label}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </div>
          ))}
        </div>
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <strong>File with both Companies House and HMRC.</strong> Your annual accounts go to Companies House (
            {due.accountsDue}); {due.returns}. Filing one does not file the other.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
