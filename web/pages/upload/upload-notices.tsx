import { CircleAlert, History, Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "../../components/ui/alert";

/** An error that left no rows to show: a whole-choice failure or the joined per-file errors. */
export function ErrorNotice({ title, message }: { title: string; message: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="whitespace-pre-line">{message}</AlertDescription>
    </Alert>
  );
}

/** Files left out by name (not .csv) or because they could not be read, while others went ahead. */
export function LeftOutNotice({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <Alert>
      <Info aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-5">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

export function RestoredNotice({ signedIn }: { signedIn: boolean }) {
  return (
    <Alert>
      <History aria-hidden />
      <AlertTitle>Your upload was kept</AlertTitle>
      <AlertDescription>
        {signedIn
          ? "We kept the files you chose while you were away and are saving them now."
          : "We kept the files you chose. Sign in to save them."}
      </AlertDescription>
    </Alert>
  );
}
