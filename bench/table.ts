/** One printed figure of `npm run bench`. */
export interface Figure {
  area: string;
  figure: string;
  value: string;
  target?: string;
}

export function printTable(rows: Figure[]): void {
  const head = ["Area", "Figure", "Value", "Target"];
  const cells = rows.map((r) => [r.area, r.figure, r.value, r.target ?? ""]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
/** The middle value (the upper of the two middles for an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}
