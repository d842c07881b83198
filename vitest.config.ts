import { defineConfig } from "vitest/config";

// Four projects: the pure core (fast, no I/O), the web app's pure helpers, the project's own tooling (scripts/), and
// the server (API tests through the real app and database). They run one group after another; the server group with few workers, since each test
// file builds its own app on its own database.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "core", include: ["core/**/*.test.ts"], environment: "node", sequence: { groupOrder: 0 } },
      },
      // Pure helpers of the web app (no DOM needed); screens are tested in a real browser by e2e/.
      { test: { name: "web", include: ["web/**/*.test.ts"], environment: "node", sequence: { groupOrder: 1 } } },
      // The lint's own rules (the import boundaries), checked by running Biome on probe files.
      {
        test: { name: "scripts", include: ["scripts/**/*.test.ts"], environment: "node", sequence: { groupOrder: 1 } },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
