// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests. Never downloads a browser build:
// installs the Debian package when running as root, otherwise stops with a clear message.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = "/usr/bin/chromium";

if (existsSync(CHROMIUM)) process.exit(0);
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}, and it is missing.\n` +
      "Install it as root with:  apt-get update && apt-get install -y chromium\n" +
      "then run the tests again.",
  );
  process.exit(1);
}
console.log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)…");
try {
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
} catch {
  console.error("Installing Chromium failed. Install it with: apt-get install -y chromium");
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
