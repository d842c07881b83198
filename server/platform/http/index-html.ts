import { escapeHtml } from "./escape-html";

/**
 * A page the server draws ahead of the app: HTML for the app's root element (shown before any script runs), the
 * data the app starts from (the same answers its API calls would give), and the page's title.
 */
export interface PagePrelude {
  title: string;
  rootHtml: string;
  data: unknown;
  /** The id of the `<script type="application/json">` that carries `data`. */
  dataElementId: string;
}

const ROOT = '<div id="root"></div>';

/**
 * Data inside a `<script>` element ends at the first `</script`, whatever JSON says: every `<` is written as its
 * JSON escape, so no text from the database can close the element or open another (JSON.parse reads it back as `<`).
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The built index.html with the prelude in its root element and title. `rootHtml` must already be escaped. */
export function indexHtmlWith(template: string, prelude: PagePrelude): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to fill`);
  const data = `<script type="application/json" id="${prelude.dataElementId}">${scriptSafeJson(prelude.data)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(prelude.title)}</title>`)
    .replace(ROOT, () => `<div id="root">${prelude.rootHtml}</div>${data}`);
}
