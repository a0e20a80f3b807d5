#!/usr/bin/env node
// `npm install` runs this (the `prepare` script): point git at the committed hooks in .githooks.
// Outside a git checkout (a tarball, a copied folder, a package install) it does nothing and never
// fails the install.
import { spawnSync } from "node:child_process";

const inside = spawnSync("git", ["rev-parse", "--is-inside-work-tree"], { encoding: "utf8" });
if (inside.status === 0 && inside.stdout.trim() === "true") {
  const set = spawnSync("git", ["config", "core.hooksPath", ".githooks"], { encoding: "utf8" });
  if (set.status !== 0) console.warn(`Git hooks not installed: ${set.stderr.trim() || "git config failed"}`);
}
