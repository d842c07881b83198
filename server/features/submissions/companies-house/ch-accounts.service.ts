import type { ChAccountsSubmissionBody, ChSubmission, ChSubmissionCreated } from "../../../../core/contracts";
import { formatLongUk, type IsoDate } from "../../../../core/dates";
import {
  type AccountsSubmission,
  accountsSubmissionMessage,
  afterSubmit,
  companyTypeOf,
  storedAccountsSubmission,
  submissionNumberOf,
} from "../../../../core/filing/companies-house";
import type { Db } from "../../../db/client";
import { renderChAccountsIxbrl } from "../../../exports/ixbrl/ch-accounts-ixbrl";
import type { Scope } from "../../../platform/auth/request-context";
import { AppError, someCause } from "../../../platform/errors";
import { FILE_NAMES } from "../../exports/exports.schemas";
import { chAccountsCopy, chPackData } from "../../exports/exports.service";
import { assertReadyToFile } from "../../exports/pack-gate";
import { lockUser } from "../../filings/filings.repo";
import { answeredPeriod } from "../../period-answers/answered-period";
import { requirePaidPeriod } from "../paid-period";
import {
  blockingSubmission,
  CH_ACCOUNTS,
  getSubmission,
  insertSubmission,
  listSubmissions,
  nextCounter,
  recordStep,
  type SubmissionRow,
} from "../submissions.repo";
import { ROW_LEASE_SECONDS, updateFor } from "../submissions-worker";
import type { ChConfig } from "./ch-config";
import type { ChGateway } from "./ch-gateway-client";
import { chPoller, pollResultOf } from "./ch-poller";

export interface ChDeps {
  db: Db;
  config: ChConfig;
  gateway: ChGateway;
  /** This server's lease holder name: the new submission is its own while its first request is out. */
  holder: string;
  /** The app's version, named in the iXBRL as the producing software's. */
  version: string;
  log: { info(obj: object, msg: string): void };
}

const { registry: REGISTRY, kind: KIND } = CH_ACCOUNTS;

export const NOT_SET_UP =
  "This installation of Microfile is not set up to file with Companies House (it has no presenter account). Download the Companies House PDF or iXBRL accounts and file them yourself with Companies House's WebFiling.";

/** The signed-in person, whom Companies House writes to about the filing. */
export interface Contact {
  name: string;
  email: string;
}

/**
 * Files the current period's accounts (POST /api/submissions/companies-house/accounts), or the closed period
 * `periodRef` names (`?period=`, its id or start date, as the packs take it: a period the company does not have is a
 * 404 before anything else), from what was kept at its close. Everything that can refuse does so before anything is
 * stored or sent, cheapest first: set up (409), ready to file (409 with the checks),
 * not filed already (409), signature and company details (400), paid (402). Then the submission is stored with its
 * new number and sent once; the company authentication code goes only into that one request.
 */
export async function fileAccounts(
  deps: ChDeps,
  scope: Scope,
  contact: Contact,
  body: ChAccountsSubmissionBody,
  today: IsoDate,
  periodRef?: string,
): Promise<ChSubmissionCreated> {
  const { db, config } = deps;
  if (periodRef !== undefined) await answeredPeriod(db, scope, periodRef);
  if (!config.available) throw new AppError("conflict", NOT_SET_UP);
  const { accounts } = await assertReadyToFile(db, scope, {}, today, periodRef);
  if (accounts.period) await refuseSecond(db, scope, accounts.period.end, config.test);
  const data = await chPackData(db, scope, body, today, requirePaidPeriod, periodRef);
  // The same copy of the accounts the Companies House packs state (the director's choice, or the law's).
  const includeProfitAndLoss = chAccountsCopy(body, data).profitAndLossIncluded;
  const xhtml = renderChAccountsIxbrl(data, {
    software: { name: "Microfile", version: deps.version },
    includeProfitAndLoss,
  });
  const number = data.company.registrationNumber ?? "";
  const submission: Omit<AccountsSubmission, "submissionNumber"> = {
    presenter: config.presenter,
    test: config.test,
    company: {
      number,
      type: companyTypeOf(number),
      name: data.company.name,
      authenticationCode: body.companyAuthenticationCode.trim(),
    },
    packageReference: config.packageReference,
    contact,
    dateSigned: data.approval?.date ?? today,
    document: { base64: Buffer.from(xhtml, "utf8").toString("base64"), filename: FILE_NAMES.chIxbrl },
  };
  const row = await store(deps, scope, submission, data.period, includeProfitAndLoss);
  const full = { ...submission, submissionNumber: row.submissionNumber! };
  const step = pollResultOf(afterSubmit(await deps.gateway.send(accountsSubmissionMessage(full))));
  const poller = chPoller(config, deps.gateway);
  const update = updateFor({ attempts: 0, faults: 0 }, step, config.pollMs / 1000, poller.giveUp);
  await recordStep(db, row.id, deps.holder, update);
  deps.log.info(
    { submissionId: row.id, submissionNumber: row.submissionNumber, state: update.state ?? row.state, test: row.test },
    "accounts sent to Companies House",
  );
  return {
    id: row.id,
    state: (update.state ?? row.state) as ChSubmissionCreated["state"],
    submissionNumber: row.submissionNumber!,
  };
}

/** A period with accounts waiting for Companies House, or accepted in the same mode (test or live), is not sent again. */
async function refuseSecond(db: Db, scope: Scope, periodEnd: string, test: boolean): Promise<void> {
  const blocking = await blockingSubmission(db, scope, REGISTRY, KIND, { end: periodEnd, test });
  if (!blocking) return;
  const number = blocking.submissionNumber ?? "";
  throw new AppError(
    "conflict",
    blocking.state === "accepted"
      ? `Companies House accepted these accounts on ${formatLongUk(isoDay(blocking.answeredAt ?? blocking.submittedAt))} (submission ${number}): they are filed.`
      : `These accounts were sent to Companies House already (submission ${number}) and are waiting for its answer. File them again only if that submission is rejected.`,
    { submissionId: blocking.id },
  );
}

/**
 * Takes the presenter's next number and stores the submission (the message without its credentials, and whether it
 * delivered the profit and loss account), under the user's lock; the partial unique index refuses a second live one
 * even between servers.
 */
async function store(
  deps: ChDeps,
  scope: Scope,
  s: Omit<AccountsSubmission, "submissionNumber">,
  period: { start: IsoDate; end: IsoDate },
  profitAndLossDelivered: boolean,
): Promise<SubmissionRow> {
  try {
    return await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await lockUser(t, scope);
      await refuseSecond(t, scope, period.end, s.test);
      const submissionNumber = submissionNumberOf(await nextCounter(t, deps.config.presenterKey));
      return insertSubmission(
        t,
        scope,
        {
          registry: REGISTRY,
          kind: KIND,
          companyName: s.company.name,
          companyNumber: s.company.number,
          periodStart: period.start,
          periodEnd: period.end,
          state: "submitted",
          test: s.test,
          submissionNumber,
          profitAndLossDelivered,
          document: storedAccountsSubmission({ ...s, submissionNumber }),
        },
        deps.holder,
        ROW_LEASE_SECONDS,
      );
    });
  } catch (err) {
    if (!(err instanceof AppError) && someCause(err, (e) => e.code === "23505")) {
      throw new AppError("conflict", "These accounts are being sent to Companies House already.");
    }
    throw err;
  }
}

const isoDay = (d: Date): IsoDate => d.toISOString().slice(0, 10);

export function chSubmissionOf(row: SubmissionRow): ChSubmission {
  return {
    id: row.id,
    state: row.state as ChSubmission["state"],
    submissionNumber: row.submissionNumber ?? "",
    rejections: row.rejections.map(({ code, description }) => ({ code, description })),
    submittedAt: row.submittedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    test: row.test,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    failure: row.failure,
    profitAndLossDelivered: row.profitAndLossDelivered,
  };
}

export async function chSubmission(db: Db, scope: Scope, id: string): Promise<ChSubmission> {
  const row = await getSubmission(db, scope, REGISTRY, id);
  if (!row) throw new AppError("not_found", "No such Companies House submission.");
  return chSubmissionOf(row);
}

export async function chSubmissions(db: Db, scope: Scope): Promise<ChSubmission[]> {
  return (await listSubmissions(db, scope, REGISTRY)).map(chSubmissionOf);
}
