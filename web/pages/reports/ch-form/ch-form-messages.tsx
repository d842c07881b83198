import { CircleCheck, Info, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";

/** Every validation message, listed; or a line saying the form passes. */
export function ChFormErrors({ errors }: { errors: string[] | null }) {
  if (errors === null) return null;
  if (errors.length === 0) {
    return (
      <Alert variant="success">
        <CircleCheck aria-hidden />
        <AlertTitle>The form passes every check</AlertTitle>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden />
      <AlertTitle>Please correct the following</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-5">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** What "Fill from my accounts" did beyond copying figures (rounding, opening differences). */
export function ChFillNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <Alert>
      <Info aria-hidden />
      <AlertDescription>
        <ul className="list-disc space-y-1 pl-5">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
