import { Gauge, KeyRound, Lightbulb, Lock, type LucideIcon, MessagesSquare, UserRoundCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
}

// Each claim here must stay true of what runs. Change the code or change the sentence.
const FEATURES: readonly Feature[] = [
  {
    icon: UserRoundCheck,
    title: "Your UK GDPR rights, respected",
    text: (
      <>
        See and download your data at any time, and erase it on request:{" "}
        <Link href="/delete-my-data" className="font-medium text-primary underline underline-offset-2">
          Delete My Data
        </Link>{" "}
        removes your account and transactions at once.
      </>
    ),
  },
  {
    icon: Lock,
    title: "Encryption, stated plainly",
    text: "HTTPS in transit; at rest where your host's disk or database provides it.",
  },
  {
    icon: KeyRound,
    title: "Minimal personal data",
    text: "Only what the accounts need: your name, email, company details and transactions.",
  },
  {
    icon: MessagesSquare,
    title: "UK support",
    text: "Ask the help chat or raise a ticket. We typically reply within 24 hours.",
  },
  {
    icon: Gauge,
    title: "Fast categorisation",
    text: "Hundreds of transactions categorised in a second, on our own server.",
  },
  {
    icon: Lightbulb,
    title: "Every category explained",
    text: "Each transaction gets a category with a confidence score and the reason it was chosen, so you can check it.",
  },
];

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="Careful with your data, clear about your numbers">
          Built for people who file with the state and want to know exactly what was done with their figures.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => {
            const Icon = feature.icon;
            return (
              <li key={feature.title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="mb-4 grid size-10 place-content-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-semibold">{feature.title}</h3>
                <p className="mt-2 text-muted-foreground">{feature.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
