import { existsSync } from "node:fs";

// The browser the end-to-end tests run in. Debian's headless shell first: the same Blink without
// the full browser's UI layers, it used half the full Chromium's CPU on the same tests
// (docs/testing.md, "Where the time goes"); it has no on-device speech recogniser, which the tests
// fake for every page (tests/e2e/fixtures.ts). Then Debian's full Chromium. Without either,
// undefined: Playwright's own browser (its headless default is its own headless shell).
// CHROMIUM_PATH chooses another. `npm test` installs the shell when it can (scripts/test.ts).

export const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export function e2eBrowserPath(env: Readonly<Record<string, string | undefined>> = process.env, exists: (path: string) => boolean = existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((candidate) => exists(candidate));
}
