import {
  defaultAssetKind,
  type FixedAssetDetails,
  purchaseVat,
  type VatRules,
  vatRulesFor,
} from "../../../core/accounts";
import { isCategoryId } from "../../../core/categories";
import { isUuid } from "../../../core/contracts/common";
import type { FixedAssetDto, FixedAssetPatchBody, FixedAssetsResponse } from "../../../core/contracts/fixed-assets";
import { formatLongUk, type Period } from "../../../core/dates";
import { type ReadinessInput, vehicleGuess } from "../../../core/filing/readiness";
import { fromDecimalString, neg, type Pence, toDecimalString } from "../../../core/money";
import type { Db } from "../../db/client";
import type { Scope } from "../../platform/auth/request-context";
import { getCompany } from "../../platform/company/company-row";
import { AppError } from "../../platform/errors";
import { vatRegistrationOf } from "../periods/period-basis";
import { assertPeriodOpen } from "../periods/period-guard";
import {
  type FixedAssetLine,
  type FixedAssetValues,
  findFixedAssetLine,
  listFixedAssetLines,
  upsertFixedAsset,
} from "./fixed-assets.repo";

type VehicleGuess = NonNullable<ReadinessInput["vehicles"]>[number];

/** A line's values: what was said, else the defaults (a vehicle is a car, anything else plant; new). */
function valuesOf(line: FixedAssetLine): FixedAssetValues {
  const d = line.details;
  return {
    kind: d?.kind ?? defaultAssetKind(line.categoryId),
    isNew: d?.isNew ?? true,
    co2GramsPerKm: d?.co2GramsPerKm ?? null,
    disposedOn: d?.disposedOn ?? null,
    disposalProceeds: d?.disposalProceeds ?? null,
  };
}

function toDto(line: FixedAssetLine, rules: VatRules): FixedAssetDto {
  const v = valuesOf(line);
  return {
    id: line.transactionId,
    date: line.date,
    description: line.description,
    categoryId: line.categoryId,
    cost: toDecimalString(neg(line.amount)),
    vatReclaimed: toDecimalString(purchaseVat(detailsOf(line), rules)),
    kind: v.kind,
    isNew: v.isNew ?? true,
    co2GramsPerKm: v.co2GramsPerKm ?? null,
    disposedOn: v.disposedOn ?? null,
    disposalProceeds: v.disposalProceeds == null ? null : toDecimalString(v.disposalProceeds),
  };
}

/** The company's VAT rules today, as the accounts apply them to its purchases. */
async function vatRulesOf(db: Db, scope: Scope): Promise<VatRules> {
  const company = await getCompany(db, scope);
  return vatRulesFor(company ? vatRegistrationOf(company) : null);
}

/**
 * GET /api/fixed-assets: the register, every purchase in a fixed-asset category, oldest first, each with the VAT
 * reclaimed on it: the bank shows what was paid, the accounts capitalise it without that VAT.
 */
export async function listFixedAssets(db: Db, scope: Scope): Promise<FixedAssetsResponse> {
  const rules = await vatRulesOf(db, scope);
  return { assets: (await listFixedAssetLines(db, scope)).map((line) => toDto(line, rules)) };
}

function detailsOf(line: FixedAssetLine): FixedAssetDetails {
  const v = valuesOf(line);
  return {
    transactionId: line.transactionId,
    boughtOn: line.date,
    cost: neg(line.amount),
    kind: v.kind,
    isNew: v.isNew ?? true,
    co2GramsPerKm: v.co2GramsPerKm ?? null,
    disposedOn: v.disposedOn ?? null,
    disposalProceeds: v.disposalProceeds ?? null,
    categoryId: isCategoryId(line.categoryId) ? line.categoryId : null,
    vatRate: line.vatRate,
  };
}

/**
 * The period's vehicles whose capital allowances rest on a guess (core/filing/readiness vehiclesCheck): a Motor
 * Vehicles line the register was never told about (taken as a car), or a car saved with no CO2 (pooled as above
 * 50 g/km).
 */
export async function vehicleGuesses(db: Db, scope: Scope, period: Period): Promise<VehicleGuess[]> {
  return (await listFixedAssetLines(db, scope)).flatMap((line) => {
    if (line.categoryId !== "motor-vehicles" || line.date < period.start || line.date > period.end) return [];
    const guess = vehicleGuess(line.details);
    return guess ? [{ date: line.date, description: line.description, cost: neg(line.amount), guess }] : [];
  });
}

/** The register as the accounts read it (core/accounts FixedAssetDetails). */
export async function fixedAssetRegister(db: Db, scope: Scope): Promise<FixedAssetDetails[]> {
  return (await listFixedAssetLines(db, scope)).map(detailsOf);
}

/** The patch over the values now, checked together: a sale needs its date, after the purchase. */
function merged(line: FixedAssetLine, body: FixedAssetPatchBody): FixedAssetValues {
  const now = valuesOf(line);
  const proceeds =
    body.disposalProceeds === undefined
      ? now.disposalProceeds
      : body.disposalProceeds === null
        ? null
        : (fromDecimalString(body.disposalProceeds) as Pence);
  const next: FixedAssetValues = {
    kind: body.kind ?? now.kind,
    isNew: body.isNew ?? now.isNew,
    co2GramsPerKm: body.co2GramsPerKm === undefined ? now.co2GramsPerKm : body.co2GramsPerKm,
    disposedOn: body.disposedOn === undefined ? now.disposedOn : body.disposedOn,
    disposalProceeds: proceeds,
  };
  if (next.disposalProceeds != null && next.disposedOn == null) {
    throw new AppError("bad_request", "Give the date the asset was sold (disposedOn) with the proceeds.");
  }
  if (next.disposedOn != null && next.disposedOn < line.date) {
    throw new AppError(
      "bad_request",
      `The asset was bought on ${formatLongUk(line.date)}: it cannot have been sold before (disposedOn).`,
    );
  }
  return next;
}

/**
 * A closed period's figures stay as they were closed (periods/period-guard): what an asset bought in it is (its kind,
 * whether new, its CO2) set its allowances there, and a sale dated in it set that period's disposal. Selling it later,
 * in an open period, is a change of that period only.
 */
async function assertClosedFiguresKept(
  db: Db,
  scope: Scope,
  line: FixedAssetLine,
  next: FixedAssetValues,
): Promise<void> {
  const now = valuesOf(line);
  const what = next.kind !== now.kind || next.isNew !== now.isNew || next.co2GramsPerKm !== now.co2GramsPerKm;
  if (what) {
    await assertPeriodOpen(db, scope, line.date, `what this asset is (bought on ${formatLongUk(line.date)})`);
  }
  const sale = next.disposedOn !== now.disposedOn || next.disposalProceeds !== now.disposalProceeds;
  const dates = [now.disposedOn, next.disposedOn].filter((d): d is string => d != null).sort();
  if (sale && dates[0]) {
    await assertPeriodOpen(db, scope, dates[0], `this asset's sale (dated ${formatLongUk(dates[0])})`);
  }
}

/** PATCH /api/fixed-assets/:id: says what one asset is; answers the asset as it now stands. */
export async function patchFixedAsset(
  db: Db,
  scope: Scope,
  id: string,
  body: FixedAssetPatchBody,
): Promise<FixedAssetDto> {
  const missing = new AppError("not_found", "No such fixed asset: GET /api/fixed-assets lists them.");
  if (!isUuid(id)) throw missing;
  const line = await findFixedAssetLine(db, scope, id);
  if (!line) throw missing;
  const values = merged(line, body);
  await assertClosedFiguresKept(db, scope, line, values);
  await upsertFixedAsset(db, scope, id, values);
  // A car's VAT is never reclaimed: what the asset now is can change the VAT on it.
  return toDto(
    { ...line, details: { ...(line.details ?? ({} as NonNullable<FixedAssetLine["details"]>)), ...values } },
    await vatRulesOf(db, scope),
  );
}
