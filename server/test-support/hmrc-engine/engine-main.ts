import { parseArgs } from "node:util";
import { startLoopbackEngine } from "./engine";

/**
 * The loopback Transaction Engine as a process of its own, for the browser tests (playwright.config.ts starts it):
 * `--port N`, `--reject-utr U` (the return of that UTR gets HMRC's 5005 under 3001, as if the UTR were not the
 * company's), `--acks N` (acknowledgements before the answer). Credentials are the loopback's defaults.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "reject-utr": { type: "string" },
    acks: { type: "string", default: "1" },
  },
});

const REJECTION = {
  raisedBy: "ChRIS",
  number: 5005,
  type: "business",
  text: "The UTR in the return does not match the UTR for the company",
  location:
    "/hd:GovTalkMessage[1]/hd:Body[1]/ct:IRenvelope[1]/ct:CompanyTaxReturn[1]/ct:CompanyInformation[1]/ct:Reference[1]",
};

const engine = await startLoopbackEngine({
  port: Number(values.port),
  acknowledgementsBeforeAnswer: Number(values.acks),
  businessErrorsFor: (utr) => (utr === values["reject-utr"] ? [REJECTION] : []),
});
console.log(`loopback Transaction Engine on ${engine.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void engine.close().then(() => process.exit(0)));
