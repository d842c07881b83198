import { config } from "zod/v4/core";

/**
 * Zod 4 compiles a fast object parser with `new Function` after probing, as each object schema is defined, whether
 * eval is allowed. The app's Content Security Policy forbids eval, so the probe alone reports a violation. The plain
 * parser gives the same results. Imported first by main.tsx, and built into zod's own chunk (vite.config.ts), so it
 * is set before any schema is defined.
 */
config({ jitless: true });
