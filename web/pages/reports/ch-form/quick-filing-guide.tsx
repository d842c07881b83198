import { BookOpen } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { quickFilingTips } from "./quick-filing-tips";

/**
 * The sticky guide beside the CH form (spec part 2, CH Filing Form tab), with the law's deadlines; a dormant
 * company (CA 2006 s1169) reads that its CT600 is due only on HMRC's notice.
 */
export function QuickFilingGuide({ dormant = false }: { dormant?: boolean }) {
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <BookOpen className="size-4" aria-hidden />
          Quick Filing Guide
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {quickFilingTips(dormant).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
