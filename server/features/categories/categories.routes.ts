import { z } from "zod";
import { CATEGORIES } from "../../../core/categories";
import type { App } from "../../app-context";

const CategoryDto = z.object({ id: z.string(), name: z.string(), kind: z.string(), line: z.string() });

/** The chart of categories; the same for everyone, so public. */
export function categoriesRoutes(app: App): void {
  app.get("/api/categories", { schema: { response: { 200: z.array(CategoryDto) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=300");
    return CATEGORIES.map((c) => ({ id: c.id, name: c.name, kind: c.kind, line: c.line }));
  });
}
