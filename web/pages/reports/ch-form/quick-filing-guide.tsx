import { BookOpen } from "lucide-react";
import { lateFilingPenalty } from "../../../../core/filing";
import { formatWholePounds } from "../../../../core/money";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

const FIRST_PENALTY = formatWholePounds(lateFilingPenalty(1).amount);

const TIPS: readonly string[] = [
  "The approval date must be on or after the balance sheet date.",
  "Enter whole pounds only, without pence.",
  // A period of account over 12 months is two accounting periods for tax (CTA 2009 s10), each with its own payment
  // date (TMA 1970 s59D): the first falls earlier than "9 months and 1 day after the year end".
  "Accounts are due at Companies House 9 months after the year end. Corporation tax is payable 9 months and 1 day after the end of each accounting period for tax: a period longer than 12 months has two, the first ending 12 months after it starts.",
  "A company's first accounts, when they cover more than 12 months, are due 21 months after incorporation (or 3 months after the period end, if later).",
  "The CT600 company tax return is due within 12 months of the year end.",
  `The late filing penalty starts at ${FIRST_PENALTY}, and doubles if last year's accounts were also late.`,
];

/** The sticky guide beside the CH form (spec part 2, CH Filing Form tab), with the law's deadlines. */
export function QuickFilingGuide() {
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
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
