import { loadEnv } from "../env";
import { runAdminCommand } from "./admin-command";

/** Entry point of `npm run admin -- grant|revoke EMAIL`. */
let code = 1;
try {
  code = await runAdminCommand(process.argv.slice(2), loadEnv(), console);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
}
process.exit(code);
