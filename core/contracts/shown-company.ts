/**
 * The header the web app sends with every API call: the id of the company its page shows. The session holds one
 * current company for all of a person's tabs; a tab left on another company (the person switched in a second tab)
 * must not read or write the session's company under the name it shows, so the server refuses a call whose header
 * names another company (409). Calls without it (API clients) act on the session's company.
 */
export const SHOWN_COMPANY_HEADER = "X-Company-Id";

/**
 * The same claim as a query parameter, for what a tab opens in a new tab (the full export, spec part 2 §7: "opened
 * in a new tab"), which cannot carry a header. The header wins when both are sent.
 */
export const SHOWN_COMPANY_QUERY = "company";
