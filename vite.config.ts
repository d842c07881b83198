import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL("./web", import.meta.url));

// The web app lives in web/ and builds to dist/web, which the server serves with an SPA fallback.
// `vite build --ssr` builds its server-render entry (web/server-entry.tsx) for Node into dist/ssr, which the server
// loads to draw /transactions (`npm run build:web` runs both builds).
// In development `npx vite` serves the app and forwards /api to the server on port 5000 (`npm run dev`).
export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        outDir: "../dist/ssr",
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: { "server-entry": "server-entry.tsx" } },
      }
    : {
        outDir: "../dist/web",
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // zod and the module that makes it jitless in a chunk of their own: a chunk runs its modules when it
              // is first imported, so zod is jitless before any other chunk defines a schema. Zod probes whether
              // eval is allowed when a schema is defined, and the app's Content Security Policy reports the probe
              // as a violation; left to the automatic chunking, zod shared a chunk with the contracts' schemas,
              // which were defined before the setting.
              groups: [{ name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]web[\\/]lib[\\/]zod-jitless\.ts$/ }],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": {
        target: "http://localhost:5000",
        // web/api/*.ts are the app's own modules, served at /api/… in development: keep those local.
        bypass: (req) => {
          const path = (req.url ?? "").split("?")[0] ?? "";
          return existsSync(webRoot + path) ? req.url : undefined;
        },
      },
    },
  },
}));
