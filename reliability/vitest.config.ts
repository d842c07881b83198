import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the bounded reliability suite. Files run one at a time: several spawn real
// servers and time what they do (restarts, a monitor's alert), which a neighbouring file's 100,000-row imports and
// kills would slow past their bounds on a small machine. Every test has a generous but bounded timeout.
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
    maxWorkers: 1,
    fileParallelism: false,
  },
});
