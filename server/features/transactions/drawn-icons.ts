/**
 * The few icons the server's drawing of the Transactions page shows (first-screen-html.ts), as the app draws them
 * with lucide-react: the same 24-unit paths, so the picture does not change when the app takes over.
 */

const svg = (className: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ` +
  `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="${className}">${body}</svg>`;

export const loaderIcon = (className: string) => svg(className, '<path d="M21 12a9 9 0 1 1-6.219-8.56"/>');

export const searchIcon = (className: string) =>
  svg(className, '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');

export const filtersIcon = (className: string) =>
  svg(
    className,
    '<path d="M10 5H3"/><path d="M12 19H3"/><path d="M14 3v4"/><path d="M16 17v4"/><path d="M21 12h-9"/>' +
      '<path d="M21 19h-5"/><path d="M21 5h-7"/><path d="M8 10v4"/><path d="M8 12H3"/>',
  );

export const circleCheckIcon = (className: string) =>
  svg(className, '<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>');

export const circleXIcon = (className: string) =>
  svg(className, '<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/><path d="m9 9 6 6"/>');

export const triangleAlertIcon = (className: string) =>
  svg(
    className,
    '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/>' +
      '<path d="M12 9v4"/><path d="M12 17h.01"/>',
  );

export const infoIcon = (className: string) =>
  svg(className, '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4"/><path d="M12 8h.01"/>');

export const chevronDownIcon = (className: string) => svg(className, '<path d="m6 9 6 6 6-6"/>');
