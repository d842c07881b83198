import { defineConfig } from "vitest/config";

// `npm run test:reliability`: the bounded reliability suite (issue 10). Files run one after another in two workers
// at most, since several spawn a real server; every test has a generous but bounded timeout.
export default defineConfig({
  test: {
    name: "reliability",
    root: ".",
    include: ["reliability/**/*.test.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 180_000,
    maxWorkers: 2,
    fileParallelism: true,
  },
});
