import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import { createTestApp, signUpUser } from "../server/test-support/test-app";
import { csvFile, headerMap } from "./support/csv-arbitrary";
import { assertWellFormedAnswer, FUZZ_RUNS, FUZZ_SEED } from "./support/fuzz-settings";

const t = await createTestApp();
afterAll(() => t.close());
const user = await signUpUser(t.app);

describe("random CSV files through POST /api/csv/parse", () => {
  it(`answers ${FUZZ_RUNS} random files without a 5xx, every 4xx with a message (seed ${FUZZ_SEED})`, {
    timeout: 60_000 + FUZZ_RUNS * 300,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(csvFile, headerMap, fc.boolean(), async (fileContent, map, signedIn) => {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/csv/parse",
          headers: signedIn ? { cookie: user.cookie } : {},
          payload: map === undefined ? { fileContent } : { fileContent, headerMap: map },
        });
        assertWellFormedAnswer(res.statusCode, res.body, "POST /api/csv/parse");
        if (res.statusCode === 200) {
          const body = res.json() as { ok?: unknown; rows?: unknown };
          if (typeof body.ok !== "boolean" || !Array.isArray(body.rows)) throw new Error("200 without ok/rows");
        }
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: false },
    );
  });
});
