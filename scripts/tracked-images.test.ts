import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Images tracked in git stay few and small. Every clone carries every version of every image
 * forever, and a browser screenshot differs by a few pixels on each run, so screenshots the tests
 * take go to the git-ignored results folder (e2e/support/screenshots.ts), never into docs/.
 * docs/screenshots keeps only the few pictures no test run can take again (its README).
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const IMAGE_BUDGET_BYTES = 5_000_000;
const IMAGE_PATTERNS = ["*.png", "*.jpg", "*.jpeg", "*.webp", "*.gif"].map((p) => `:(icase)${p}`);

function trackedImages(): { file: string; bytes: number }[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--", ...IMAGE_PATTERNS], { cwd: ROOT, encoding: "utf8" });
  return (
    listed
      .split("\0")
      .filter(Boolean)
      // A file deleted in the working tree but not yet staged is on its way out: not counted.
      .filter((file) => existsSync(path.join(ROOT, file)))
      .map((file) => ({ file, bytes: statSync(path.join(ROOT, file)).size }))
  );
}

/** Every `.screenshot(...)` call's argument text, parentheses balanced. */
function screenshotCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf(".screenshot("); start !== -1; start = source.indexOf(".screenshot(", start + 1)) {
    const open = start + ".screenshot".length;
    let depth = 0;
    let end = open;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    calls.push(source.slice(open + 1, end));
  }
  return calls;
}

const e2eFiles = readdirSync(path.join(ROOT, "e2e"), { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: `e2e/${f}`, source: readFileSync(path.join(ROOT, "e2e", f), "utf8") }));

describe("tracked images", () => {
  it(`all tracked images together stay under ${IMAGE_BUDGET_BYTES / 1_000_000} MB`, () => {
    const images = trackedImages();
    const total = images.reduce((sum, i) => sum + i.bytes, 0);
    const largest = images
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 10)
      .map((i) => `${i.file} ${Math.round(i.bytes / 1000)} KB`)
      .join("\n  ");
    expect(total, `${images.length} tracked images, ${total} bytes; the largest:\n  ${largest}`).toBeLessThan(
      IMAGE_BUDGET_BYTES,
    );
  });

  it("every screenshot a browser test saves goes through screenshotPath (the ignored results folder)", () => {
    const calls = e2eFiles.flatMap(({ file, source }) => screenshotCalls(source).map((args) => ({ file, args })));
    expect(calls.length, "the scan found the browser tests' screenshots").toBeGreaterThan(0);
    const elsewhere = calls.filter(
      ({ args }) => /\bpath\s*:/.test(args) && !/\bpath\s*:\s*screenshotPath\(/.test(args),
    );
    expect(elsewhere.map(({ file, args }) => `${file}: .screenshot(${args})`)).toEqual([]);
  });

  it("no browser test names a path under docs/", () => {
    const named = e2eFiles.filter(({ source }) => /["'`](?:\.\.?\/)*docs\//.test(source)).map(({ file }) => file);
    expect(named).toEqual([]);
  });
});
