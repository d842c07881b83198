import type { FastifyInstance } from "fastify";

/**
 * JSON bodies read with JSON.parse alone when their text cannot hold a `__proto__` or `constructor` key: without
 * either word and without any \u escape (the only way JSON can spell a letter or an underscore otherwise), no key can
 * be one of them. Every other body, and any body JSON.parse refuses, goes to Fastify's own parser, which refuses
 * those keys and names the fault. Fastify's parser scans the text twice with regular expressions after parsing it,
 * a noticeable part of a large save (14 MB of JSON for 100,000 rows); the `includes` checks here cost far less.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const checked = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.length > 0 && !text.includes("\\u") && !text.includes("__proto__") && !text.includes("constructor")) {
      try {
        done(null, JSON.parse(text));
        return;
      } catch {
        // Fastify's parser below gives the error its code.
      }
    }
    checked(request, text, done);
  });
}
