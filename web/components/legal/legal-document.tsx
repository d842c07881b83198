import type { ReactNode } from "react";
import { usePageTitle } from "../../hooks/use-page-title";
import { PublicLayout } from "../public-layout/public-layout";

export const LEGAL_LAST_UPDATED = "October 23, 2025";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, date, contents list and numbered sections, readable on any screen. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  usePageTitle(title);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        <header className="border-b pb-8">
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-3 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
          <div className="mt-6 space-y-3 text-lg leading-relaxed text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2">
            {intro}
          </div>
        </header>

        <nav aria-label="On this page" className="my-8 rounded-xl border bg-muted/40 p-5">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-3 list-decimal gap-x-8 pl-5 text-sm sm:columns-2 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </article>
    </PublicLayout>
  );
}
