import { spawnSync } from "node:child_process";

/**
 * True when `command` is on the PATH, after installing Debian's `pkg` for it when missing (which works when running
 * as root). The benchmarks' outside tools (hledger, sqlmap, Gnumeric's ssconvert) come this way, never from a download.
 */
export function ensureDebianCommand(command: string, pkg: string): boolean {
  const found = spawnSync("sh", [
    "-c",
    `command -v ${command} || (apt-get install -y ${pkg} >/dev/null 2>&1 && command -v ${command})`,
  ]);
  return found.status === 0;
}
