import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

// web/src/lib/cn.ts replaced tailwind-merge (10 KB gzip on every page with a button, decision
// 0091). It must give what tailwind-merge gave for every class list this app builds: each cn()
// call of web/src (its literals together, and each ordered pair, which covers the branches of a
// ternary), and each Button variant and size with every className a page passes to <Button>.
const root = path.resolve("web/src");
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((f) => f.endsWith(".tsx"))
  .map((f) => ({ file: f, text: readFileSync(path.join(root, f), "utf8") }));
// Compared as sets: a class named twice is the same class (tailwind-merge keeps a repeated non-Tailwind name).
const sorted = (s: string) => [...new Set(s.split(" ").filter(Boolean))].sort().join(" ");

function cnCalls(text: string): string[][] {
  const calls: string[][] = [];
  for (let i = text.indexOf("cn("); i >= 0; i = text.indexOf("cn(", i + 1)) {
    let depth = 0;
    let j = i + 2;
    for (; j < text.length; j++) {
      if (text[j] === "(") depth++;
      else if (text[j] === ")" && --depth === 0) break;
    }
    calls.push([...text.slice(i + 3, j).matchAll(/"([^"]*)"|`([^`$]*)`/g)].map((m) => m[1] ?? m[2] ?? ""));
  }
  return calls;
}

describe("cn", () => {
  it("later wins within a group, variants apart, other classes kept in order", () => {
    expect(cn("h-10 px-4 text-sm", "h-12")).toBe("px-4 text-sm h-12");
    expect(cn("text-sm text-muted", "text-neon-cyan")).toBe("text-sm text-neon-cyan");
    expect(cn("w-full sm:w-auto", "sm:w-40")).toBe("w-full sm:w-40");
    expect(cn("shadow-[0_0_18px_rgb(34_211_238/0.25)]", "[color-scheme:dark]", false && "x")).toBe(
      "shadow-[0_0_18px_rgb(34_211_238/0.25)] [color-scheme:dark]",
    );
  });

  it("gives what tailwind-merge gives on every cn() call of web/src", () => {
    const lists = sources.flatMap(({ text }) =>
      cnCalls(text).flatMap((lits) => [
        lits.join(" "),
        ...lits.flatMap((a, i) => lits.slice(i + 1).map((b) => `${a} ${b}`)),
      ]),
    );
    expect(lists.length).toBeGreaterThan(50);
    for (const list of lists) expect(sorted(cn(list)), list).toBe(sorted(twMerge(list)));
  });

  it("gives what tailwind-merge gives on every Button variant and size with each className pages pass", () => {
    const passed = new Set(
      sources.flatMap(({ text }) => [...text.matchAll(/<Button\b[^>]*?className="([^"]*)"/gs)].map((m) => m[1]!)),
    );
    expect(passed.size).toBeGreaterThan(3);
    const variants = [
      "default",
      "destructive",
      "outline",
      "secondary",
      "ghost",
      "link",
      "hero",
      "gaming",
      "accent",
    ] as const;
    const sizes = ["default", "sm", "lg", "xl", "icon"] as const;
    for (const variant of variants)
      for (const size of sizes)
        for (const className of passed) {
          const list = `${buttonVariants({ variant, size })} ${className}`;
          expect(sorted(cn(list)), list).toBe(sorted(twMerge(list)));
        }
  });
});
