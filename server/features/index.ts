import type { Feature } from "../app-context";
import { accountRoutes } from "./account/account.routes";
import { adjustmentsRoutes } from "./adjustments/adjustments.routes";
import { adminRoutes } from "./admin/admin.routes";
import { authFeature } from "./auth/auth.feature";
import { categoriesRoutes } from "./categories/categories.routes";
import { categoriseRoutes } from "./categorise/categorise.routes";
import { rulesRoutes } from "./categorise/rules.routes";
import { companiesRoutes } from "./companies/companies.routes";
import { exportsRoutes } from "./exports/exports.routes";
import { filingsRoutes } from "./filings/filings.routes";
import { fixedAssetsRoutes } from "./fixed-assets/fixed-assets.routes";
import { healthRoutes } from "./health/health.routes";
import { importRoutes } from "./import/import.routes";
import { openapiRoutes } from "./openapi/openapi.routes";
import { paymentsRoutes } from "./payments/payments.routes";
import { periodAnswersRoutes } from "./period-answers/period-answers.routes";
import { periodsRoutes } from "./periods/periods.routes";
import { readinessRoutes } from "./readiness/readiness.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { similarRoutes } from "./similar/similar.routes";
import { submissionsFeature } from "./submissions/submissions.feature";
import { supportFeature } from "./support/support.feature";
import { transactionsRoutes } from "./transactions/transactions.routes";
import { yearStepsRoutes } from "./year-steps/year-steps.routes";

/** Every feature of the server, mounted in this order. */
export const FEATURES: Feature[] = [
  healthRoutes,
  openapiRoutes,
  authFeature,
  categoriesRoutes,
  companiesRoutes,
  importRoutes,
  transactionsRoutes,
  categoriseRoutes,
  similarRoutes,
  rulesRoutes,
  reportsRoutes,
  readinessRoutes,
  yearStepsRoutes,
  adjustmentsRoutes,
  fixedAssetsRoutes,
  periodsRoutes,
  periodAnswersRoutes,
  exportsRoutes,
  filingsRoutes,
  paymentsRoutes,
  submissionsFeature,
  adminRoutes,
  supportFeature,
  accountRoutes,
];
