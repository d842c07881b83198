import { config } from "zod/v4/core";

/**
 * Zod 4 compiles a fast object parser with `new Function` after probing whether eval is allowed. The app's Content
 * Security Policy forbids eval, so the probe alone reports a violation on every page that parses a schema (the
 * Company page's notes answers). The plain parser gives the same results; imported first by main.tsx so it is set
 * before any schema is parsed.
 */
config({ jitless: true });
