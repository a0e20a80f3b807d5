import { describe, expect, it } from "vitest";
import { generatePlan } from "#domain/plan/generator";
import { planName } from "#domain/plan-record";
import { savedAnswers } from "#server/testing/factory";
import { pdfText } from "#server/testing/pdf-text";
import { renderPhasePdf } from "./pdf.ts";

// Issue #16, decision 0104: the PDF names the plan in the same words as the dashboard, from the
// stored name (or the role when none is passed), never the stored "Wicketkeeper - Batsman".
describe("the phase PDF's plan name", () => {
  const program = generatePlan(savedAnswers({ primaryRole: "Wicketkeeper - Batsman" }));

  it.each([
    ["from the stored name", planName("Wicketkeeper - Batsman")],
    ["from the role", undefined],
  ])("reads 'Elite Cricket Training - Wicketkeeper-Batsman' %s", async (_, stored) => {
    const pdf = await renderPhasePdf({ athleteName: "Kiran Rao", program, phase: 1, planName: stored });
    const { text } = await pdfText(pdf);
    expect(text).toContain("Plan: Elite Cricket Training - Wicketkeeper-Batsman");
    expect(text).not.toContain("Wicketkeeper - Batsman");
  });
});
