import { categorise, HELDOUT_COMPANIES, heldOutLines, getBaseModel } from "../core/categorise";
import { defaultVatRate } from "../core/categories";
const model = getBaseModel();
const agg = new Map<string, number>();
for (const c of HELDOUT_COMPANIES) {
  const lines = heldOutLines(c);
  const { decisions } = categorise(lines.map((l, i) => ({ id: String(i), description: l.description, amount: l.amount })), { rules: [], history: [], model, company: c.facts });
  decisions.forEach((d, i) => {
    const l = lines[i]!; const v = d.vatRate ?? defaultVatRate(d.categoryId);
    if (v === l.vatRate) return;
    const k = `${l.categoryId}/${l.vatRate} -> ${d.categoryId}/${v} [${d.stage}]`;
    agg.set(k, (agg.get(k) ?? 0) + 1);
  });
}
for (const [k, n] of [...agg].sort((a, b) => b[1] - a[1])) console.log(String(n).padStart(4), k);
