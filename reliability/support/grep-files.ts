import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The files under `dir` whose bytes contain `needle` (UTF-8), relative to dir. */
export function filesContaining(dir: string, needle: string): string[] {
  const bytes = Buffer.from(needle, "utf8");
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (st.isFile() && readFileSync(p).includes(bytes)) found.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return found;
}
