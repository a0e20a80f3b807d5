import { afterAll, describe, expect, it } from "vitest";
import { generatePlan } from "#domain/plan/generator";
import { NoFreeSlot } from "#server/core/work-slots";
import { savedAnswers } from "#server/testing/factory";
import { pdfText } from "#server/testing/pdf-text";
import type { PhasePdfInput } from "./pdf.ts";
import { PdfRenderPool } from "./pdf-render-pool.ts";

/** The render pool on its own: real worker threads, real renders (decision 0092). */
const pool = new PdfRenderPool({ workers: 1, queue: 1 });
afterAll(() => pool.close());

const input = (athleteName: string): PhasePdfInput => ({
  athleteName,
  program: generatePlan(savedAnswers()),
  phase: 1,
});

describe("PdfRenderPool", () => {
  it("one worker and one place in the queue: a third render at once is refused, the two others arrive", async () => {
    const first = pool.render(input("First Athlete"));
    const second = pool.render(input("Second Athlete"));
    await expect(pool.render(input("Third Athlete"))).rejects.toBeInstanceOf(NoFreeSlot);
    expect((await pdfText(await first)).text).toContain("Athlete: First Athlete");
    expect((await pdfText(await second)).text).toContain("Athlete: Second Athlete");
    expect(pool.slots.peak).toBe(1);
    expect(pool.threadIds.size).toBe(1);
    expect(pool.threadIds.has(0)).toBe(false);
  });

  it("a render that fails in the worker rejects, and the pool goes on rendering", async () => {
    const renders = pool.renders;
    await expect(pool.render({ phase: 1 } as unknown as PhasePdfInput)).rejects.toThrow(/PDF render failed/);
    expect((await pdfText(await pool.render(input("After Failure")))).text).toContain("Athlete: After Failure");
    expect(pool.renders).toBe(renders + 1);
  });

  it("a worker that dies is replaced on the next render", async () => {
    const before = new Set(pool.threadIds);
    await pool.close();
    expect((await pdfText(await pool.render(input("New Worker")))).text).toContain("Athlete: New Worker");
    expect([...pool.threadIds].some((id) => !before.has(id))).toBe(true);
  });
});
