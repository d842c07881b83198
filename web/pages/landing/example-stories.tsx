import { Badge } from "../../components/ui/badge";
import { SectionHeading } from "./section-heading";

// Illustrations of typical use, not reviews: no names, no quotations.
const STORIES = [
  {
    title: "A one-person consultancy",
    text: "The director exports a year of statements from the company's only bank account, uploads the CSV, and reviews the handful of transactions with a low confidence score before downloading the Companies House pack.",
  },
  {
    title: "Two bank accounts, one year",
    text: "A small online shop uploads CSV files from two banks at once. Microfile merges them, removes duplicate rows when asked, and points out where a running balance does not add up or months are missing.",
  },
  {
    title: "An accountant with low-activity clients",
    text: "An accountant prepares the balance sheet form for a client with few transactions, in whole pounds, and uses the form's checks to confirm net assets equal capital and reserves before filing.",
  },
] as const;

export function ExampleStories() {
  return (
    <section aria-labelledby="stories-title" className="border-y bg-muted/40 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="stories-title" eyebrow="Examples" title="How directors use Microfile">
          Example scenarios showing typical uses. They are illustrations, not customer reviews.
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {STORIES.map((story) => (
            <li key={story.title} className="flex flex-col gap-3 rounded-xl border bg-card p-6 shadow-sm">
              <Badge variant="outline" className="self-start">
                Example scenario
              </Badge>
              <h3 className="font-semibold">{story.title}</h3>
              <p className="text-muted-foreground">{story.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
