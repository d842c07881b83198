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
/** The middle item by `value` (the upper of the two middles for an even count). */
export const medianBy = <T>(items: readonly T[], value: (item: T) => number): T =>
  [...items].sort((a, b) => value(a) - value(b))[items.length >> 1]!;
/** The middle value (the upper of the two middles for an even count). */
export const median = (values: readonly number[]) => medianBy(values, (v) => v);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}
