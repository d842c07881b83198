/** Timestamps as the tables show them: en-GB, day first (date-only values: formatDateOnly in core/dates). */

// Made on first use: building a formatter loads locale data, which a page that shows no timestamp need not wait for.
let dateTime: Intl.DateTimeFormat | null = null;
function dateTimeFormat(): Intl.DateTimeFormat {
  dateTime ??= new Intl.DateTimeFormat("en-GB", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  return dateTime;
}

/** A timestamp as "31/03/2026, 14:05" in the browser's time zone, or the raw text when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateTimeFormat().format(date);
}
