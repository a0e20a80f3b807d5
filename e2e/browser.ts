import { existsSync } from "node:fs";

/** Chromium from CHROME_PATH or Debian's /usr/bin/chromium; never a downloaded build. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  return candidates.find((p) => existsSync(p));
}

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
