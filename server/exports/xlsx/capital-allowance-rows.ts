import type { Pence } from "../../../core/money";
import type { CapitalAllowanceCt600Boxes, CorporationTaxComputation, PoolMovement } from "../../../core/tax";
import type { Cell } from "./workbook";

/** The CT600's capital allowance boxes with their labels as HMRC's CT600 guide words them, in box order. */
export function capitalAllowanceBoxRows(b: CapitalAllowanceCt600Boxes): [number, string, Pence | null][] {
  return [
    [688, "Full expensing: capital allowances", b.box688],
    [689, "Full expensing: balancing charges", b.box689],
    [690, "Annual investment allowance", b.box690],
    [693, "Machinery and plant, special rate first-year allowance: capital allowances", b.box693],
    [694, "Machinery and plant, special rate first-year allowance: balancing charges", b.box694],
    [695, "Machinery and plant, special rate pool: capital allowances", b.box695],
    [700, "Machinery and plant, special rate pool: balancing charges", b.box700],
    [705, "Machinery and plant, main pool: capital allowances", b.box705],
    [710, "Machinery and plant, main pool: balancing charges", b.box710],
    [726, "Zero-emission cars: capital allowances", b.box726],
    [727, "Zero-emission cars: balancing charges", b.box727],
    [760, "Qualifying expenditure: machinery and plant on which first-year allowance is claimed", b.box760],
    [773, "Qualifying expenditure: machinery and plant, special rate allowance", b.box773],
    [775, "Qualifying expenditure: other machinery and plant", b.box775],
  ];
}

const POOL_ALLOWANCE_LABELS: Record<PoolMovement["allowanceKind"], string> = {
  "writing-down": "writing-down allowance",
  "small-pool": "small pool written off (CAA 2001 s56A)",
  "balancing-allowance": "balancing allowance",
  none: "allowance",
};

function poolRows(name: string, p: PoolMovement): Cell[][] {
  return [
    [{ bold: `${name} (writing-down rate ${p.ratePercent}%)` }],
    ["Brought forward", { pence: p.broughtForward }],
    ["Additions", { pence: p.additions }],
    ["Less: disposals", { pence: -p.disposals }],
    [`Less: ${POOL_ALLOWANCE_LABELS[p.allowanceKind]}`, { pence: -p.allowances }],
    ["Balancing charge", { pence: p.balancingCharge }],
    ["First-year allowance balance added (CAA 2001 s58)", { pence: p.firstYearBalance }],
    ["Carried forward", { pence: p.carriedForward }],
  ];
}

/** The capital allowances computation (CAA 2001 Part 2): each allowance, then each pool's year. */
export function capitalAllowanceComputationRows(c: CorporationTaxComputation): Cell[][] {
  const d = c.capitalAllowancesDetail;
  if (!d) return [];
  return [
    [{ bold: "Capital allowances (CAA 2001)" }],
    ["Annual investment allowance (s51A)", { pence: d.annualInvestmentAllowance }],
    ["Full expensing (s45S)", { pence: d.fullExpensing.allowances }],
    ["Special rate first-year allowance, 50 % (s45S)", { pence: d.specialRateFirstYear.allowances }],
    ["Zero-emission cars, 100 % (s45D)", { pence: d.zeroEmissionCars }],
    ...poolRows("Main pool", d.mainPool),
    ...poolRows("Special rate pool", d.specialRatePool),
    ["Total capital allowances", { pence: d.totalAllowances }],
    ["Total balancing charges", { pence: d.totalCharges }],
  ];
}
