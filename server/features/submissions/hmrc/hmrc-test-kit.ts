import { expect } from "vitest";
import type { HmrcSubmission } from "../../../../core/contracts";
import { type Api, apiAs, DIRECTOR } from "../../../test-support/accounts-kit";
import type { LoopbackEngine } from "../../../test-support/hmrc-engine/engine";
import { computationsIxbrl, TEST_GATEWAY } from "../../../test-support/hmrc-fixtures";
import { signUpUser, type TestApp } from "../../../test-support/test-app";
import { makeReady, OPENING_BALANCES, putCompany, seedYear } from "../../exports/exports.test-kit";
import { FEATURES } from "../../index";
import { submissionsFeature, submissionsFeatureWith } from "../submissions.feature";
import type { ComputationsBuilder } from "./ct600-attachments";
import type { HmrcDeps } from "./hmrc-ct600.service";

export const PATH = "/api/submissions/hmrc/ct600";
export const UTR = "8596148860";

/** The tests' computations document: the fixture's, for the company and the return's accounting period. */
export const fixtureComputations: ComputationsBuilder = (data, utr, _software, index) => {
  const ap = data.corporationTax[index];
  return computationsIxbrl({
    companyName: data.company.name,
    utr,
    companyNumber: data.company.registrationNumber,
    period: ap ? { start: ap.startDate, end: ap.endDate } : data.period,
  });
};

/** The app's features with the CT600 attaching the fixture computations (and `post` between it and HMRC). */
export const hmrcFeatures = (post?: HmrcDeps["post"]) =>
  FEATURES.map((f) =>
    f === submissionsFeature ? submissionsFeatureWith({ computations: fixtureComputations, hmrcPost: post }) : f,
  );

export const HMRC_FEATURES = hmrcFeatures();

/** The app's settings for filing to the loopback engine, polling at once. */
export function hmrcEnv(engine: LoopbackEngine, over: Record<string, string> = {}): Record<string, string> {
  return {
    HMRC_TRANSACTION_ENGINE_URL: engine.url,
    HMRC_VENDOR_ID: "9999",
    HMRC_POLL_FLOOR_SECONDS: "0.02",
    ...over,
  };
}

let companies = 0;

export interface ReadyCompany {
  api: Api;
  user: { cookie: string; id: string; email: string };
  number: string;
}

/** A new user whose company is ready to file the year to 31 March 2026, with its UTR. */
export async function readyCompany(t: TestApp, opts: { utr?: string | null } = {}): Promise<ReadyCompany> {
  const user = await signUpUser(t.app);
  const number = `07${String(++companies).padStart(6, "0")}`;
  await putCompany(t, user.cookie, {
    name: "Acme Widgets Ltd",
    registrationNumber: number,
    utr: opts.utr === undefined ? UTR : opts.utr,
    periodStart: "2025-04-01",
    periodEnd: "2026-03-31",
    averageEmployees: 2,
    openingBalances: OPENING_BALANCES,
  });
  await seedYear(t, user.cookie);
  await makeReady(t, user);
  return { api: apiAs(t, user.cookie), user, number };
}

/** The filing request a director makes on the page. */
export const filing = (over: Record<string, unknown> = {}) => ({
  directorName: DIRECTOR,
  confirmed: true,
  approvalDate: "2026-06-30",
  gatewayUserId: TEST_GATEWAY.userId,
  gatewayPassword: TEST_GATEWAY.password,
  declarantName: DIRECTOR,
  declarantStatus: "Director",
  ...over,
});

/** Reads the submission until it is in one of `states` (the worker polls every few ms). */
export async function waitForState(
  api: Api,
  id: string,
  states: string[],
  timeoutMs = 20_000,
): Promise<HmrcSubmission> {
  const until = Date.now() + timeoutMs;
  let last: HmrcSubmission | null = null;
  while (Date.now() < until) {
    const res = await api.get(`${PATH}/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body as HmrcSubmission;
    if (states.includes(last.state)) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`submission ${id} stayed ${last?.state}, not ${states.join(" or ")}`);
}

export const FINAL = ["accepted", "rejected", "failed"];

/**
 * Files the return as `cookie`'s user (`payload`: the filing request) and waits for HMRC's answer; the message as sent
 * (without the password) from the store.
 */
export async function fileAndRead(t: TestApp, cookie: string, payload: Record<string, unknown>) {
  const api = apiAs(t, cookie);
  const res = await api.post(PATH, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = (res.body as { id: string }).id;
  const done = await waitForState(api, id, FINAL, 60_000);
  const [row] = await t.database.query<{ document: string }>("select document from submissions where id = $1", [id]);
  return { done, xml: row!.document };
}

/** An element's XML with the whitespace between tags taken out. */
export const xmlSection = (xml: string, name: string) =>
  (new RegExp(`<${name}>[\\s\\S]*?</${name}>`).exec(xml)?.[0] ?? "").replace(/>\s+</g, "><");

/** An iXBRL document attached to the return as sent (`Computation` or `Accounts` in AttachedFiles), decoded. */
export function attachedDocument(xml: string, name: "Computation" | "Accounts"): string {
  const part = xmlSection(xmlSection(xml, "AttachedFiles"), name);
  const encoded = /<EncodedInlineXBRLDocument[^>]*>([^<]*)</.exec(part)?.[1] ?? "";
  return Buffer.from(encoded, "base64").toString("utf8");
}
