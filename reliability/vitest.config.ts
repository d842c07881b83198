import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the bounded reliability suite (issue 10). Files run one after another in two workers
// at most, since several spawn a real server; every test has a generous but bounded timeout.
export default defineConfig({
  test: {
    name: "reliability",
    root: ".",
    include: ["reliability/**/*.test.ts"],
    // The spawned servers run the built bundle, as `npm start` does: built once here for the whole run.
    globalSetup: ["reliability/support/build-server.global.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    fileParallelism: true,
  },
});
