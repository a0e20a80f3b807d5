import { describe, expect, it } from "vitest";
import {
  PARENT_EMAIL_INVALID,
  PARENT_EMAIL_OWN_INBOX,
  PARENT_EMAIL_REQUIRED,
  PARENT_EMAIL_SAME,
  SignInSchema,
  SignUpRequestSchema,
  needsParentalConsent,
  ownAddressIssue,
} from "./account.ts";
import type { QuestionnaireAnswersInput } from "./questionnaire.ts";

const answers: QuestionnaireAnswersInput = {
  ageGroup: "Under-19",
  competitionLevel: "Intermediate",
  height: "178",
  weight: "70",
  primaryRole: "Fast Bowler",
  abilities: { Strength: 3, Speed: 4, Endurance: 2, Agility: 5, Flexibility: 1 },
  trainingFrequency: "4 days/week",
  trainingDuration: "1-2 hours/day",
  injuries: "",
  goals: ["Speed & Agility"],
  equipment: "Full Gym",
};
const valid = { fullName: "Asha Patel", email: "asha@example.test", password: "secret1", answers };

const firstMessage = (input: unknown) => {
  const r = SignUpRequestSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("sign-up request (spec §5 messages)", () => {
  it("accepts a complete request and trims name and e-mail", () => {
    const r = SignUpRequestSchema.parse({ ...valid, fullName: "  Asha Patel ", email: " asha@example.test " });
    expect(r.fullName).toBe("Asha Patel");
    expect(r.email).toBe("asha@example.test");
    expect(r.answers.height).toBe(178);
  });
  it("'Invalid email address'", () => {
    for (const email of ["", "asha", "asha@", "@example.test", 42, undefined])
      expect(firstMessage({ ...valid, email })).toBe("Invalid email address");
  });
  it("'Password must be at least 6 characters'", () => {
    for (const password of ["", "12345", undefined])
      expect(firstMessage({ ...valid, password })).toBe("Password must be at least 6 characters");
    expect(firstMessage({ ...valid, password: "123456" })).toBeNull();
  });
  it("'Full name is required' (at least 2 characters after trimming)", () => {
    for (const fullName of ["", "A", "  B  ", undefined])
      expect(firstMessage({ ...valid, fullName })).toBe("Full name is required");
    expect(firstMessage({ ...valid, fullName: "Al" })).toBeNull();
  });
  it("'Complete questionnaire first' when the answers are missing", () => {
    expect(firstMessage({ ...valid, answers: undefined })).toBe("Complete questionnaire first");
    expect(firstMessage({ ...valid, answers: null })).toBe("Complete questionnaire first");
  });
  it("invalid answers give the questionnaire's first message", () => {
    expect(firstMessage({ ...valid, answers: { ...answers, height: "99" } })).toBe("Height must be between 100-250 cm");
    expect(firstMessage({ ...valid, answers: { ...answers, goals: [] } })).toBe("At least one goal required");
  });
});

describe("sign-in", () => {
  it("checks e-mail and password length", () => {
    expect(SignInSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(SignInSchema.safeParse({ email: "a@b.co", password: "123" }).error?.issues[0]?.message).toBe(
      "Password must be at least 6 characters",
    );
  });
});

describe("a junior's parent or guardian (issue #16)", () => {
  const junior = (ageGroup: "Under-14" | "Under-16", parentEmail?: string) => ({
    ...valid,
    answers: { ...answers, ageGroup },
    ...(parentEmail === undefined ? {} : { parentEmail }),
  });

  it("is needed for Under-14 and Under-16 only", () => {
    expect(["Under-14", "Under-16", "Under-19", "Under-23", "Adult", "", null].map(needsParentalConsent)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("is required, valid and not the athlete's own address", () => {
    expect(firstMessage(junior("Under-14"))).toBe(PARENT_EMAIL_REQUIRED);
    expect(firstMessage(junior("Under-16", "  "))).toBe(PARENT_EMAIL_REQUIRED);
    expect(firstMessage(junior("Under-16", "not-an-address"))).toBe(PARENT_EMAIL_INVALID);
    expect(firstMessage(junior("Under-16", " ASHA@example.test "))).toBe(PARENT_EMAIL_SAME);
    expect(firstMessage(junior("Under-16", "asha+mum@example.test"))).toBe(PARENT_EMAIL_OWN_INBOX);
    expect(firstMessage(junior("Under-16", "Asha+Parent@Example.Test"))).toBe(PARENT_EMAIL_OWN_INBOX);
    const ok = SignUpRequestSchema.parse(junior("Under-16", " Parent@Example.test "));
    expect(ok.parentEmail).toBe("parent@example.test");
  });

  it("is another inbox: a +tag on either side, or dots at a provider that ignores them, is the same inbox", () => {
    for (const [email, parent] of [
      ["asha@example.test", "asha+consent@example.test"],
      ["asha+club@example.test", "asha@example.test"],
      ["asha.patel@gmail.com", "ashapatel+mum@gmail.com"],
      ["ashapatel@googlemail.com", "Asha.Patel@gmail.com"],
    ] as const)
      expect(ownAddressIssue(email, parent), `${email} / ${parent}`).toBe(PARENT_EMAIL_OWN_INBOX);
    for (const [email, parent] of [
      ["asha@example.test", "asha.patel@example.test"], // dots count outside gmail
      ["asha@example.test", "asha@example.org"],
      ["asha@example.test", "ashas-mum@example.test"],
    ] as const)
      expect(ownAddressIssue(email, parent), `${email} / ${parent}`).toBeUndefined();
  });

  it("is not asked of an adult", () => {
    expect(firstMessage(valid)).toBeNull();
  });
});
