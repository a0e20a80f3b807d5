import { ResendVerificationButton } from "./resend-verification-button.tsx";

/** Signing in before verifying (403 EMAIL_NOT_VERIFIED): say so and offer the mail again. */
export function UnverifiedNotice({ email }: { email: string }) {
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-neon-magenta/50 bg-neon-magenta/10 p-4">
      <p className="font-semibold text-fg">Your email address is not verified yet.</p>
      <p className="text-sm text-muted">
        Open the verification link we sent to <strong className="break-words text-fg">{email}</strong>, then log in.
      </p>
      <ResendVerificationButton email={email} />
    </div>
  );
}
