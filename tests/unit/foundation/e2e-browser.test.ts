import { readFileSync } from "node:fs";
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, e2eBrowserPath } from "../../support/chromium-path";
import { sourceFiles } from "../../support/source-files";

describe("the browser the end-to-end tests run in", () => {
  const installed = (...paths: string[]) => (p: string) => paths.includes(p);

  it("is Debian's headless shell when it is installed, even beside the full Chromium", () => {
    expect(e2eBrowserPath({}, installed(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM))).toBe(DEBIAN_HEADLESS_SHELL);
  });

  it("falls back to Debian's full Chromium, then to Playwright's own browser", () => {
    expect(e2eBrowserPath({}, installed(DEBIAN_CHROMIUM))).toBe(DEBIAN_CHROMIUM);
    expect(e2eBrowserPath({}, installed())).toBeUndefined();
  });

  it("is the one CHROMIUM_PATH names, when set", () => {
    expect(e2eBrowserPath({ CHROMIUM_PATH: "/opt/other/chrome" }, installed(DEBIAN_HEADLESS_SHELL))).toBe("/opt/other/chrome");
  });

  // The headless shell kills a page that asks for the on-device recogniser; the shared fixture
  // fakes that call in every context it opens. A spec taking Playwright's own `test` would not.
  it("opens its pages through the shared fixture in every spec", () => {
    const bypassing = sourceFiles(["tests/e2e"], /\.spec\.ts$/).filter((file) =>
      /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*"@playwright\/test"/.test(readFileSync(file, "utf8").replace(/import type[^;]*;/g, "")),
    );
    expect(bypassing).toEqual([]);
  });
});
