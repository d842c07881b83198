/** The bot's suggested questions as chips; clicking one asks it. */
export function SuggestedQuestions({
  questions,
  onAsk,
}: {
  questions: readonly { q: string }[];
  onAsk: (question: string) => void;
}) {
  return (
    <ul aria-label="Suggested questions" className="flex max-w-[85%] flex-wrap gap-1.5">
      {questions.map(({ q }) => (
        <li key={q}>
          <button
            type="button"
            onClick={() => onAsk(q)}
            className="rounded-full border border-primary/30 bg-background px-3 py-1 text-left text-xs font-medium text-primary transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}
