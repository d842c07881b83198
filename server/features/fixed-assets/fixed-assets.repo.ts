import { and, asc, eq, inArray, isNull, lt } from "drizzle-orm";
import { CATEGORIES } from "../../../core/categories";
import type { Pence } from "../../../core/money";
import { isVatRate, type VatRate } from "../../../core/vat";
import type { Db } from "../../db/client";
import { fixedAssets, transactions } from "../../db/schema";
import type { Scope } from "../../platform/auth/request-context";

/** The chart's fixed-asset categories (equipment, motor vehicles): their lines make the register. */
export const FIXED_ASSET_CATEGORY_IDS = CATEGORIES.filter((c) => c.kind === "fixed-asset").map((c) => c.id);

/** A fixed asset line with what the person said about it (null fields: nothing said yet). */
export interface FixedAssetLine {
  transactionId: string;
  date: string;
  description: string;
  categoryId: string;
  /** As the bank shows it: negative, money out. */
  amount: Pence;
  /** The VAT rate set on the line; null: its category's default. */
  vatRate: VatRate | null;
  details: typeof fixedAssets.$inferSelect | null;
}

const assetLines = (scope: Scope) =>
  and(
    eq(transactions.userId, scope.userId),
    eq(transactions.companyId, scope.companyId),
    isNull(transactions.deletedAt),
    inArray(transactions.categoryId, FIXED_ASSET_CATEGORY_IDS),
    lt(transactions.amount, 0 as Pence),
  );

const detailsJoin = (scope: Scope) =>
  and(
    eq(fixedAssets.transactionId, transactions.id),
    eq(fixedAssets.userId, scope.userId),
    eq(fixedAssets.companyId, scope.companyId),
  );

async function select(db: Db, scope: Scope, transactionId?: string): Promise<FixedAssetLine[]> {
  const where = transactionId ? and(assetLines(scope), eq(transactions.id, transactionId)) : assetLines(scope);
  const rows = await db
    .select({
      transactionId: transactions.id,
      date: transactions.date,
      description: transactions.description,
      categoryId: transactions.categoryId,
      amount: transactions.amount,
      vatRate: transactions.vatRate,
      details: fixedAssets,
    })
    .from(transactions)
    .leftJoin(fixedAssets, detailsJoin(scope))
    .where(where)
    .orderBy(asc(transactions.date), asc(transactions.seq));
  return rows.map((r) => ({
    ...r,
    categoryId: r.categoryId ?? "",
    vatRate: r.vatRate !== null && isVatRate(r.vatRate) ? r.vatRate : null,
  }));
}

/** Every purchase in a fixed-asset category of the company, oldest first. */
export const listFixedAssetLines = (db: Db, scope: Scope): Promise<FixedAssetLine[]> => select(db, scope);

export async function findFixedAssetLine(db: Db, scope: Scope, transactionId: string): Promise<FixedAssetLine | null> {
  const [row] = await select(db, scope, transactionId);
  return row ?? null;
}

export type FixedAssetValues = Pick<
  typeof fixedAssets.$inferInsert,
  "kind" | "isNew" | "co2GramsPerKm" | "disposedOn" | "disposalProceeds"
>;

export async function upsertFixedAsset(
  db: Db,
  scope: Scope,
  transactionId: string,
  values: FixedAssetValues,
): Promise<void> {
  await db
    .insert(fixedAssets)
    .values({ ...values, userId: scope.userId, companyId: scope.companyId, transactionId })
    .onConflictDoUpdate({
      target: [fixedAssets.userId, fixedAssets.companyId, fixedAssets.transactionId],
      set: { ...values, updatedAt: new Date() },
    });
}
