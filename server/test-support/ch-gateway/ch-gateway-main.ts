import { parseArgs } from "node:util";
import { startChGateway } from "./ch-gateway";

/*
 * The loopback Companies House gateway as a process of its own, for the browser tests' server
 * (playwright.config.ts starts it): `--port`, the presenter it serves and `--test` for GatewayTest 1. Tests in
 * another process register companies and plans through its /control/ routes.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "presenter-id": { type: "string" },
    "presenter-authentication": { type: "string" },
    "package-reference": { type: "string" },
    test: { type: "boolean", default: false },
  },
});

const gateway = await startChGateway(
  {
    presenterId: values["presenter-id"] ?? "",
    presenterAuthentication: values["presenter-authentication"] ?? "",
    packageReference: values["package-reference"] ?? "",
    test: values.test,
  },
  { port: Number(values.port) },
);
console.log(`loopback Companies House gateway on ${gateway.url}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void gateway.close().then(() => process.exit(0)));
}
