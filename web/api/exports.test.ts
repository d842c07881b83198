import { afterEach, describe, expect, it, vi } from "vitest";
import { failedOutcome, fullExportUrl, requestExport } from "./exports";
import { forgetShownCompany, showCompany } from "./shown-company";

const PDF = "/api/exports/ch-pack/pdf";
const HMRC = "/api/exports/hmrc-pack/xlsx";
const signed = { directorName: "x", confirmed: true, approvalDate: "2026-06-30" };

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: string, type = "application/json") {
  const fetchMock = vi.fn(async () => new Response(body, { status, headers: { "Content-Type": type } }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("filing pack export requests", () => {
  it("posts JSON with credentials and returns the file", async () => {
    const fetchMock = answer(200, "%PDF-1.7", "application/pdf");
    const outcome = await requestExport(PDF, { ...signed, directorName: "Ada Lovelace" });
    expect(outcome.kind).toBe("ok");
    if (outcome.kind === "ok") expect(await outcome.blob.text()).toBe("%PDF-1.7");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/exports/ch-pack/pdf");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      directorName: "Ada Lovelace",
      confirmed: true,
      approvalDate: "2026-06-30",
    });
  });

  it("asks for payment on 402 with needsPayment, with the server's message or the fallback", async () => {
    answer(402, JSON.stringify({ error: "Pay first.", message: "Pay first.", needsPayment: true }));
    expect(await requestExport(HMRC, { ...signed, directorName: "" })).toEqual({
      kind: "payment",
      message: "Pay first.",
    });
    answer(402, JSON.stringify({ needsPayment: true }));
    expect(await requestExport(HMRC, { ...signed, directorName: "" })).toEqual({
      kind: "payment",
      message: "Please complete payment to download filing packs.",
    });
  });

  it("reports any other failure with the server's error text or 'Export failed'", async () => {
    answer(400, JSON.stringify({ error: "Please enter the full name of the director approving the accounts." }));
    expect(await requestExport(PDF, signed)).toEqual({
      kind: "error",
      message: "Please enter the full name of the director approving the accounts.",
    });
    answer(402, JSON.stringify({ error: "No needsPayment flag" }));
    expect((await requestExport(PDF, signed)).kind).toBe("error");
    answer(500, "<html>oops</html>", "text/html");
    expect(await requestExport(PDF, signed)).toEqual({
      kind: "error",
      message: "Export failed",
    });
    expect(failedOutcome(new TypeError("Failed to fetch"))).toEqual({ kind: "error", message: "Export failed" });
  });

  it("names the blocking checks on 409, and reads a 409 without them as a plain failure", async () => {
    const checks = [
      { id: "uncategorised", status: "block", message: "3 transactions are uncategorised.", fixAt: "/transactions" },
    ];
    answer(409, JSON.stringify({ error: "The accounts are not ready to file.", checks }));
    expect(await requestExport(PDF, signed)).toEqual({
      kind: "blocked",
      message: "The accounts are not ready to file.",
      checks,
    });
    answer(409, JSON.stringify({ error: "Period closed." }));
    expect(await requestExport(PDF, signed)).toEqual({ kind: "error", message: "Period closed." });
  });
});

describe("the full export's address", () => {
  afterEach(() => forgetShownCompany());
  const ALPHA = "0b6f3c1e-9a43-4d7e-8c1a-2f5e7d9b1a00";

  it("names the company the tab shows, since the new tab it opens cannot send the header", () => {
    showCompany(ALPHA);
    expect(fullExportUrl()).toBe(`/api/export/xlsx?company=${ALPHA}`);
    expect(fullExportUrl("2024-04-01")).toBe(`/api/export/xlsx?period=2024-04-01&company=${ALPHA}`);
  });

  it("names none before the tab knows its company", () => {
    expect(fullExportUrl()).toBe("/api/export/xlsx");
    expect(fullExportUrl("2024-04-01")).toBe("/api/export/xlsx?period=2024-04-01");
  });
});
