import { clsx, type ClassValue } from "clsx";

/**
 * Class names joined by clsx; where two name the same utility group, the later one wins (a
 * caller's `h-12` over the Button size's `h-10`), as tailwind-merge did. tailwind-merge cost every
 * page with a button 10 KB gzip for a rule this app uses on a few groups (issue #13, decision
 * 0091); scripts/cn.test.ts checks this against tailwind-merge on every cn() call of web/src.
 */
const GROUPS: Array<[group: string, test: RegExp]> = [
  ["h", /^h-/],
  ["w", /^w-/],
  ["min-w", /^min-w-/],
  ["max-w", /^max-w-/],
  ["p", /^p-/],
  ["px", /^px-/],
  ["py", /^py-/],
  ["text-size", /^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(rem|em|px)\])$/],
  ["text-color", /^text-(fg|bg|muted|danger|white|neon-[a-z]+)(\/\d+)?$/],
  ["bg", /^bg-(?!gradient|clip|none)/],
  ["border-color", /^border-(border|danger|white|transparent|neon-[a-z]+)(\/\d+)?$/],
  ["font-weight", /^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/],
  ["rounded", /^rounded(-(none|sm|md|lg|xl|2xl|3xl|full))?$/],
  ["opacity", /^opacity-/],
  ["shadow", /^shadow(-|$)/],
  ["whitespace", /^whitespace-/],
  ["from", /^from-/],
  ["to", /^to-/],
];

/** "hover:sm:text-lg" → ["hover:sm:", "text-lg"]; a colon inside [...] is part of the value. */
function split(cls: string): [string, string] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ":" && depth === 0) cut = i;
  }
  return [cls.slice(0, cut + 1), cls.slice(cut + 1)];
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ");
  const last = new Map<string, number>();
  const keyOf = classes.map((cls, i) => {
    const [variants, utility] = split(cls);
    // A class given twice counts once (its own group).
    const group = GROUPS.find(([, test]) => test.test(utility.replace(/^!/, "")))?.[0] ?? `=${utility}`;
    const key = variants + group;
    last.set(key, i);
    return key;
  });
  return classes.filter((cls, i) => cls && last.get(keyOf[i]!) === i).join(" ");
}
