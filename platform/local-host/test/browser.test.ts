/** @jest-environment node */
import {
  findChromium,
  mayInstallChromium,
  missingChromiumMessage,
  provideChromium,
  type Machine,
} from "../src/testing/browser";

function machine(files: string[], env: NodeJS.ProcessEnv = {}, isRoot = false): Machine & { ran: string[] } {
  const ran: string[] = [];
  return {
    env,
    exists: (path) => files.includes(path),
    isRoot,
    ran,
    aptGet(args) {
      ran.push(args.join(" "));
      throw new Error("this machine may not run apt-get");
    },
  };
}

const DEBIAN = ["/etc/debian_version", "/usr/bin/apt-get"];

describe("finding Chromium for the browser tests", () => {
  it("takes CHROMIUM_PATH first, then Debian's and Ubuntu's packages", () => {
    expect(findChromium(machine(["/opt/chrome", "/usr/bin/chromium"], { CHROMIUM_PATH: "/opt/chrome" }))).toBe(
      "/opt/chrome",
    );
    expect(findChromium(machine(["/usr/bin/chromium", "/usr/bin/chromium-browser"]))).toBe("/usr/bin/chromium");
    expect(findChromium(machine(["/usr/bin/chromium-browser"]))).toBe("/usr/bin/chromium-browser");
    expect(findChromium(machine([]))).toBeUndefined();
  });

  it("does not fall back to the system's when CHROMIUM_PATH names nothing, and says so", () => {
    const wrong = machine(["/usr/bin/chromium"], { CHROMIUM_PATH: "/nonexistent" });
    expect(findChromium(wrong)).toBeUndefined();
    expect(missingChromiumMessage(wrong)).toMatch(/CHROMIUM_PATH is \/nonexistent, which does not exist/);
  });

  it("tells a reader without Chromium how to get one or point to one", () => {
    const message = missingChromiumMessage(machine([]));
    expect(message).toMatch(/none at \/usr\/bin\/chromium or \/usr\/bin\/chromium-browser/);
    expect(message).toMatch(/apt-get install chromium/);
    expect(message).toMatch(/set CHROMIUM_PATH/);
  });

  it("installs only as root on Debian, and never when CHROMIUM_PATH is set", () => {
    expect(mayInstallChromium(machine(DEBIAN, {}, true))).toBe(true);
    expect(mayInstallChromium(machine(DEBIAN, {}, false))).toBe(false);
    expect(mayInstallChromium(machine(["/usr/bin/apt-get"], {}, true))).toBe(false);
    expect(mayInstallChromium(machine(DEBIAN, { CHROMIUM_PATH: "/nonexistent" }, true))).toBe(false);
  });

  it("leaves the system alone when Chromium is there or it may not install", () => {
    expect(provideChromium(machine([...DEBIAN, "/usr/bin/chromium"], {}, true))).toBe("/usr/bin/chromium");
    const user = machine(DEBIAN, {}, false);
    expect(provideChromium(user)).toBeUndefined();
    expect(user.ran).toEqual([]);
  });

  it("installs Debian's chromium as root on Debian, and reports apt-get's own words when that fails", () => {
    const files = [...DEBIAN];
    const ci: Machine & { ran: string[] } = {
      ...machine(files, {}, true),
      aptGet(args) {
        ci.ran.push(args.join(" "));
        if (args[0] === "install") files.push("/usr/bin/chromium");
        return { ok: true, output: "" };
      },
    };
    const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(provideChromium(ci)).toBe("/usr/bin/chromium");
      expect(ci.ran).toEqual(["update -qq", "install -y -qq chromium"]);

      const offline: Machine = { ...machine(DEBIAN, {}, true), aptGet: () => ({ ok: false, output: "E: no network" }) };
      expect(() => provideChromium(offline)).toThrow(/apt-get update -qq failed:\nE: no network/);
    } finally {
      stderr.mockRestore();
    }
  });
});
