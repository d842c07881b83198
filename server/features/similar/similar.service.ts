import { categoryName } from "../../../core/categories";
import { normalisePayee } from "../../../core/categorise";
import type {
  CategorizeSimilarBody,
  CategorizeSimilarResponse,
  SimilarListDto,
  UndoSimilarResponse,
} from "../../../core/contracts";
import { isUuid } from "../../../core/contracts";
import { type CorrectedRow, similarRows } from "../../../core/similar";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { AppError } from "../../platform/errors";
import {
  type CandidateRow,
  findActiveIds,
  loadActive,
  SET_BY_YOU,
  setUserCategory,
} from "../categorise/categorise.repo";
import { assertTransactionsOpen } from "../periods/period-guard";
import { refreshTransferFlags } from "../transfers/transfers.service";
import { insertUndo, loadDetails, restoreRows, snapshotRows, takeUndo } from "./similar.repo";

const NOT_FOUND = "Transaction not found.";

interface Similar {
  corrected: CorrectedRow;
  list: SimilarListDto;
}

/** The corrected row as core reads it: its category now, and the one it had before the person set it. */
async function correctedRow(
  db: Db,
  scope: Scope,
  id: string,
): Promise<{ rows: CandidateRow[]; corrected: CorrectedRow }> {
  if (!isUuid(id)) throw new AppError("not_found", NOT_FOUND);
  const rows = await loadActive(db, scope);
  const key = id.toLowerCase();
  const source = rows.find((r) => r.id === key);
  if (!source) throw new AppError("not_found", NOT_FOUND);
  if (!source.categoryId) throw new AppError("bad_request", "Choose a category for this transaction first.");
  const before = (await loadDetails(db, scope, [key])).get(key)?.categoryBefore ?? null;
  const corrected: CorrectedRow = {
    id: key,
    description: source.description,
    amount: source.amount,
    categoryId: source.categoryId,
    // A row the person did not set was not corrected: its own category is the kind to compare with.
    previousCategoryId: source.stage === "user" ? before : source.categoryId,
  };
  return { rows, corrected };
}

/**
 * The rows "Apply to similar" would change after `id` was corrected, in list order: the safe ones ticked, the others
 * with why not (core/similar decides; here the rows of a closed year are marked and the details added).
 */
export async function listSimilar(db: Db, scope: Scope, id: string): Promise<Similar> {
  const { rows, corrected } = await correctedRow(db, scope, id);
  const near = similarRows(corrected, rows);
  const details = await loadDetails(
    db,
    scope,
    near.map((r) => r.id),
  );
  const candidates = rows.filter((r) => details.has(r.id)).map((r) => ({ ...r, locked: details.get(r.id)!.locked }));
  const byId = new Map(candidates.map((r) => [r.id, r]));
  const listed = similarRows(corrected, candidates).map((r) => {
    const row = byId.get(r.id)!;
    const more = details.get(r.id)!;
    return {
      id: r.id,
      date: more.date,
      description: row.description,
      amount: more.amount,
      categoryId: row.categoryId,
      category: categoryName(row.categoryId),
      setBy: r.setBy,
      ticked: r.ticked,
      why: r.why,
      confirms: r.confirms,
    };
  });
  return {
    corrected,
    list: {
      id: corrected.id,
      categoryId: corrected.categoryId,
      category: categoryName(corrected.categoryId) ?? corrected.categoryId,
      previousCategoryId: corrected.previousCategoryId,
      rows: listed,
    },
  };
}

/** The rows the apply changes: the ticked ones, or exactly `ids`, each of which must be the company's. */
async function targetsOf(db: Db, scope: Scope, similar: Similar, ids: string[] | undefined): Promise<string[]> {
  if (ids === undefined) return similar.list.rows.filter((r) => r.ticked).map((r) => r.id);
  const unique = [...new Set(ids.map((x) => x.toLowerCase()))].filter((x) => x !== similar.corrected.id);
  const found = unique.every(isUuid) ? await findActiveIds(db, scope, unique) : [];
  if (found.length !== unique.length) {
    throw new AppError("not_found", "Some of the chosen transactions were not found: nothing was changed.");
  }
  return found;
}

/**
 * The corrected row's category on the safe similar rows (or on `ids`), all or nothing, as the person's own choice;
 * the rows as they were are kept under the answer's undo token.
 */
export async function applySimilar(
  db: Db,
  scope: Scope,
  body: CategorizeSimilarBody,
): Promise<CategorizeSimilarResponse> {
  const similar = await listSimilar(db, scope, body.id);
  const targets = await targetsOf(db, scope, similar, body.ids);
  if (targets.length === 0) return { updated: 0, undoToken: null };
  await assertTransactionsOpen(db, scope, targets);
  const { categoryId, description } = similar.corrected;
  const reason = `${SET_BY_YOU} (applied to payments like "${normalisePayee(description) || description}")`;
  const result = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const before = await snapshotRows(q, scope, targets);
    const undoToken = await insertUndo(q, scope, categoryId, before);
    const changed = await setUserCategory(q, scope, targets, categoryId, reason);
    return { updated: changed.length, undoToken };
  });
  await refreshTransferFlags(db, scope);
  return result;
}

/** Every row of one apply back as it was, in one action; the token then no longer works. */
export async function undoSimilar(db: Db, scope: Scope, token: string): Promise<UndoSimilarResponse> {
  const restored = await db.transaction(async (tx) => {
    const q = tx as unknown as Db;
    const undo = await takeUndo(q, scope, token);
    if (!undo) throw new AppError("not_found", "This change can no longer be undone.");
    await assertTransactionsOpen(
      q,
      scope,
      undo.rows.map((r) => r.id),
    );
    return restoreRows(q, scope, undo);
  });
  await refreshTransferFlags(db, scope);
  return { restored };
}
