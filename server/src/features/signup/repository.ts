import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "#server/core/db/client";
import { pendingSignups } from "#server/core/db/schema";
import type { QuestionnaireAnswers } from "#domain/questionnaire";

/** One POST /api/signup in progress: its answers, and what better-auth did with it. */
export interface SignupAttempt {
  email: string;
  answers: QuestionnaireAnswers;
  /** Set once better-auth created the account (its verification-mail hook ran). */
  userId?: string;
  mailFailed?: boolean;
}

/**
 * Carries the validated answers of a POST /api/signup into better-auth's sign-up, so they are
 * stored with the new account BEFORE its verification mail leaves (docs/decisions/0010): a
 * link followed at once, or on another device, always finds them.
 */
const store = new AsyncLocalStorage<SignupAttempt>();

export function withSignupAnswers<T>(email: string, answers: QuestionnaireAnswers, fn: () => Promise<T>): Promise<T> {
  return store.run({ email: email.toLowerCase(), answers }, fn);
}

export const signupAttempt = (): SignupAttempt | undefined => store.getStore();

/** Called from better-auth's verification-mail hook: keeps the answers of the sign-up in progress. */
export async function keepSignupAnswers(db: Db, user: { id: string; email: string }): Promise<void> {
  const attempt = store.getStore();
  if (!attempt || attempt.email !== user.email.toLowerCase()) return;
  attempt.userId = user.id;
  await db
    .insert(pendingSignups)
    .values({ userId: user.id, answers: attempt.answers })
    .onConflictDoUpdate({ target: pendingSignups.userId, set: { answers: attempt.answers } });
}

/** The verification mail of the sign-up in progress could not be sent. */
export function markSignupMailFailed(): void {
  const attempt = store.getStore();
  if (attempt) attempt.mailFailed = true;
}
