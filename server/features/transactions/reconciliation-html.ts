import { type TransactionDto, transactionFromWire } from "../../../core/contracts";
import {
  ISSUES_FIRST_SHOWN,
  issuesSummaryText,
  type ReconcileIssue,
  type ReconcileSeverity,
  reconcileTransactions,
  showAllIssuesText,
} from "../../../core/reconcile";
import { escapeHtml } from "../../platform/http/escape-html";
import { circleCheckIcon, circleXIcon, infoIcon, triangleAlertIcon } from "./drawn-icons";

/**
 * The Balance Reconciliation card as the app draws it (web/pages/transactions/reconciliation-card.tsx), for a list
 * that is all on its first screen: the same core/reconcile checks over the same rows in the same order.
 */

const SEVERITY: Record<ReconcileSeverity, { icon: (c: string) => string; label: string; tone: string }> = {
  error: { icon: circleXIcon, label: "Error", tone: "text-red-700 dark:text-red-400" },
  warning: { icon: triangleAlertIcon, label: "Warning", tone: "text-amber-700 dark:text-amber-400" },
  info: { icon: infoIcon, label: "Note", tone: "text-blue-700 dark:text-blue-400" },
};

function issueItem(issue: ReconcileIssue): string {
  const { icon, label, tone } = SEVERITY[issue.severity];
  return (
    `<li><span class="flex w-full items-start gap-2 rounded-md p-2 text-left text-sm">` +
    `${icon(`mt-0.5 size-4 shrink-0 ${tone}`)}` +
    `<span><span class="sr-only">${label}: </span>${escapeHtml(issue.message)}</span></span></li>`
  );
}

function issuesList(issues: readonly ReconcileIssue[]): string {
  if (issues.length === 0) {
    return (
      `<p class="flex items-center gap-2 text-sm text-green-700 dark:text-green-400">` +
      `${circleCheckIcon("size-4")} No issues found</p>`
    );
  }
  const items = issues.slice(0, ISSUES_FIRST_SHOWN).map(issueItem).join("");
  const more =
    issues.length > ISSUES_FIRST_SHOWN
      ? `<span class="mt-2 inline-flex text-sm font-medium text-primary">${showAllIssuesText(issues.length)}</span>`
      : "";
  return `<ul class="space-y-1">${items}</ul>${more}`;
}

export function reconciliationCardHtml(rows: readonly TransactionDto[]): string {
  const issues = reconcileTransactions(rows.map(transactionFromWire));
  return (
    `<div class="rounded-xl border bg-card text-card-foreground shadow-sm">` +
    `<div class="flex flex-col gap-1.5 p-6 pb-3">` +
    `<h2 class="text-lg font-semibold leading-tight tracking-tight">Balance Reconciliation</h2>` +
    `<p class="text-sm text-muted-foreground">${escapeHtml(issuesSummaryText(issues))}</p></div>` +
    `<div class="p-6 pt-0">${issuesList(issues)}</div></div>`
  );
}
