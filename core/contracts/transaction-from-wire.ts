import type { CategoryStage, FirstScreen, Transaction } from "../domain";
import { penceOf } from "../money";
import { isVatRate } from "../vat/vat-rates";
import type { TransactionDto, TransactionsFirstScreenDto } from "./transactions";

/** The categoriser's confidence as a number, from the wire's "0.950"; null when none or unreadable. */
function confidenceFromWire(confidence: string | null): number | null {
  if (confidence === null) return null;
  const n = Number(confidence);
  return Number.isFinite(n) ? n : null;
}

/**
 * The one mapping of a listed transaction from the wire to core's domain (amounts to pence, the date to its date
 * part, confidence to a number, an unknown VAT rate to none), called at the edge: the server and web/api/.
 */
export function transactionFromWire(dto: TransactionDto): Transaction {
  return {
    id: dto.id,
    date: dto.date.slice(0, 10),
    description: dto.description,
    amount: penceOf(dto.amount),
    balance: dto.balance === null ? null : penceOf(dto.balance),
    category: dto.category,
    categoryId: dto.categoryId,
    confidence: confidenceFromWire(dto.categoryConfidence),
    // The server writes only the categoriser's stage names and "transfer".
    stage: dto.categoryStage as CategoryStage | null,
    vatRate: isVatRate(dto.vatRate) ? dto.vatRate : null,
    bankAccountId: dto.bankAccountId,
    importBatchId: dto.importBatchId,
  };
}

/** The first screen's totals in the domain's terms, in pence; its rows stay as the wire sends them. */
export function firstScreenFromWire(dto: TransactionsFirstScreenDto): FirstScreen {
  return {
    total: dto.total,
    inflow: penceOf(dto.inflow),
    outflow: penceOf(dto.outflow),
  };
}
