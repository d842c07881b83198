import { FileCheck2, ListChecks, Upload } from "lucide-react";
import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    icon: Upload,
    title: "Upload your bank statements",
    text: "Export CSV files from your business bank account and drop them in. Several files at once are merged, and duplicate rows can be removed. If a layout is unfamiliar, you map its columns once.",
  },
  {
    icon: ListChecks,
    title: "Check the categories",
    text: "Every transaction is given a category with a confidence score and the reason for it. Change any you disagree with; balance gaps and mismatches are flagged for you.",
  },
  {
    icon: FileCheck2,
    title: "Download reports and filing packs",
    text: "See your Profit & Loss and balance sheet, then download the Companies House pack (PDF and Excel), an HMRC CT600 draft and a clean CSV.",
  },
] as const;

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Three steps from statements to accounts"
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => {
            const Icon = step.icon;
            return (
              <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <div className="mb-4 flex items-center gap-3">
                  <span className="grid size-10 place-content-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
                </div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
