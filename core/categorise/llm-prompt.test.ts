import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../categories";
import { pence } from "../money";
import {
  buildLlmRequest,
  chunk,
  decisionsFromLlmAnswer,
  llmDecisions,
  parseLlmAnswer,
  redactForLlm,
} from "./llm-prompt";

describe("redactForLlm", () => {
  it.each([
    ["TFR 40-11-22 51234567 SAVINGS", "TFR [sort code] [number] SAVINGS"],
    ["PAYMENT TO jo.bloggs@example.com", "PAYMENT TO [email]"],
    ["GB29 NWBK 6016 1331 9268 19 transfer", "[iban] transfer"],
    ["GB29NWBK60161331926819", "[iban]"],
    ["CARD 4929 1234 5678 9012 TESCO", "CARD [number] TESCO"],
    ["DELIVERY TO SW1A 1AA", "DELIVERY TO [postcode]"],
    ["Faster Payment from MRS P ASHDOWN Ref: boiler service", "Faster Payment from [person]"],
    ["FASTER PAYMENTS RECEIPT REF INV 1001 FROM MR J SMITH", "FASTER PAYMENTS RECEIPT FROM [person]"],
    ["OBP V VARGA SALARY", "OBP [person] SALARY"],
    ["CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR", "CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR"],
  ])("%s → %s", (input, output) => {
    expect(redactForLlm(input)).toBe(output);
  });
});

describe("buildLlmRequest", () => {
  const rows = [
    { id: "t1", description: "FPO J SMITH 12-34-56 87654321 REF RENT JUNE", amount: pence(-650_00) },
    { id: "t2", description: "PAYMENT FROM billing@acme.co.uk ACCOUNT 4929123456781234", amount: pence(1_200_00) },
  ];
  const request = buildLlmRequest(rows, CATEGORIES);
  const prompt = request.messages.map((m) => m.content).join("\n");

  it("asks for JSON constrained to the chart's category ids", () => {
    expect(request.messages.map((m) => m.role)).toEqual(["system", "user"]);
    for (const c of CATEGORIES) expect(prompt).toContain(`- ${c.id}: ${c.name}`);
    expect(prompt).toMatch(/JSON only/);
  });

  it("sends no account numbers, sort codes, e-mails or references", () => {
    expect(prompt).not.toMatch(/\d{6,}/);
    expect(prompt).not.toContain("12-34-56");
    expect(prompt).not.toContain("@");
    expect(prompt).not.toContain("RENT JUNE");
  });

  it("sends each row's place in the batch, never its database id, with its direction and amount", () => {
    const keyed = buildLlmRequest([{ ...rows[0]!, id: "0b9c6f1e-8d5a-4c1b-9e7f-2a3b4c5d6e7f" }], CATEGORIES);
    expect(keyed.messages[1]!.content).toContain('"id":"t1"');
    expect(keyed.messages[1]!.content).not.toContain("0b9c6f1e");
    expect(prompt).toContain('"id":"t1"');
    expect(prompt).toContain('"amount":"-650.00","direction":"out"');
  });
});

describe("parseLlmAnswer", () => {
  const ids = ["t1", "t2", "t3"];

  it("reads an id → category object, inside prose or a code block", () => {
    const text = 'Here you go:\n```json\n{"t1": "rent-rates", "t2": "sales"}\n```';
    expect([...parseLlmAnswer(text, ids)]).toEqual([
      ["t1", "rent-rates"],
      ["t2", "sales"],
    ]);
  });

  it("reads a list of {id, categoryId}", () => {
    const text = '{"answers": [{"id": "t3", "categoryId": "travel"}, {"id": "t1", "category": "vat"}]}';
    expect([...parseLlmAnswer(text, ids)]).toEqual([
      ["t3", "travel"],
      ["t1", "vat"],
    ]);
  });

  it("ignores unknown categories and ids it was not asked about", () => {
    const text = '{"t1": "groceries", "t2": "sales", "t9": "travel", "t3": 4}';
    expect([...parseLlmAnswer(text, ids)]).toEqual([["t2", "sales"]]);
  });

  it("returns nothing for malformed JSON", () => {
    expect(parseLlmAnswer('{"t1": "sales"', ids).size).toBe(0);
    expect(parseLlmAnswer("I cannot help with that.", ids).size).toBe(0);
  });

  it("turns answers into decisions of the llm stage", () => {
    const rows = [
      { id: "t1", description: "X", amount: pence(-1) },
      { id: "t2", description: "Y", amount: pence(1) },
    ];
    const decisions = llmDecisions(rows, parseLlmAnswer('{"t1": "travel"}', ids));
    expect(decisions).toEqual([
      {
        id: "t1",
        categoryId: "travel",
        confidence: 0.65,
        reason: "Suggested by the AI assistant from the description",
        stage: "llm",
      },
    ]);
  });
});

describe("decisionsFromLlmAnswer", () => {
  it("maps the answer's batch keys back to the rows' ids and drops categories not in the chart", () => {
    const rows = [
      { id: "row-a", description: "X", amount: pence(-1) },
      { id: "row-b", description: "Y", amount: pence(-1) },
    ];
    const decisions = decisionsFromLlmAnswer(rows, '{"t1": "not-a-category", "t2": "travel"}');
    expect(decisions.map((d) => [d.id, d.categoryId])).toEqual([["row-b", "travel"]]);
  });
});

describe("chunk", () => {
  it("splits rows into batches, the last one shorter", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow();
  });
});
