// Runs before `npm test`: the browser tests need a Chromium. Uses CHROMIUM_PATH or Debian's
// /usr/bin/chromium; on a Debian machine where we are root it installs the `chromium` package.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const wanted = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!existsSync(wanted)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Installing Debian's chromium for the browser tests…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  } else {
    console.error(
      `The browser tests need Chromium at ${wanted}. Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
